import { insertUserAccountIfMissing } from './admin-users.repository';
import type { RegistrationPort } from '../../auth/registration-port';
import { getRoleDefaultFlags } from './role-defaults.service';
import { decideSignUp, getRegistrationSetting } from './registration.service';

/**
 * Sign-up as the accounts area decides it. Self-registration starts as a viewer with the viewer role's
 * current default flags, pending an administrator's approval in 'approval' mode (approved in 'domains' mode,
 * once the e-mail is confirmed). Accounts made by createAccount or the admin API write their own row.
 */
export const accountsRegistration: RegistrationPort = {
  decideSignUp,
  registrationClosed: async (db) => (await getRegistrationSetting(db)).mode === 'closed',
  createSelfRegisteredAccount: async (db, user) => {
    const decision = await decideSignUp(db, user.email);
    await insertUserAccountIfMissing(db, {
      userId: user.id,
      role: 'viewer',
      flags: await getRoleDefaultFlags(db, 'viewer'),
      displayName: user.name.trim() || null,
      approval: decision.allowed ? decision.approval : 'pending',
    });
  },
  createSsoAccount: async (db, user, account) => {
    await insertUserAccountIfMissing(db, {
      userId: user.id,
      role: account.role,
      flags: await getRoleDefaultFlags(db, account.role),
      tdotPm: account.tdotPm,
      displayName: user.name.trim() || null,
      approval: account.approval,
    });
  },
};
