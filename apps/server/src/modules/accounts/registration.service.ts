import {
  AUTH_MESSAGES,
  decideRegistration,
  parseRegistrationSetting,
  REGISTRATION_MESSAGES,
  type AccountApproval,
  type AdminUser,
  type RegistrationDecision,
  type RegistrationSetting,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import { buildAccountApprovedMail, buildAccountRefusedMail } from '../../auth/auth-mails';
import type { SignedInPrincipal } from '../../auth/access.service';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { conflict, notFound } from '../../lib/http-errors';
import { presentAdminUser, snapshotAdminUser } from './admin-users.presenter';
import { findAdminUserRow } from './admin-users.repository';
import {
  findRegistrationValue,
  REGISTRATION_KEY,
  saveRegistrationValue,
  updateApproval,
} from './registration.repository';

/** Who may register now (the secure default, 'approval', when nothing is stored). */
export async function getRegistrationSetting(db: Kysely<Database>): Promise<RegistrationSetting> {
  return parseRegistrationSetting(await findRegistrationValue(db));
}

/** Sign-up asks this: may the address register, and does the new account start pending or approved? */
export async function decideSignUp(db: Kysely<Database>, email: string): Promise<RegistrationDecision> {
  return decideRegistration(await getRegistrationSetting(db), email);
}

/** PUT /api/admin/registration: saved with its audit row (before and after). */
export async function updateRegistrationSetting(
  ctx: Pick<AppContext, 'db'>,
  actor: SignedInPrincipal,
  setting: RegistrationSetting,
): Promise<RegistrationSetting> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = parseRegistrationSetting(await findRegistrationValue(trx, { forUpdate: true }));
    await saveRegistrationValue(trx, setting, actor.userId);
    await insertAuditLog(trx, {
      userId: actor.userId,
      action: 'update_setting',
      resourceType: 'app_settings',
      resourceId: REGISTRATION_KEY,
      before,
      after: setting,
    });
  });
  return getRegistrationSetting(ctx.db);
}

type Decision = { to: AccountApproval; from: readonly AccountApproval[]; action: string };
const APPROVE: Decision = { to: 'approved', from: ['pending', 'refused'], action: 'approve_account' };
const REFUSE: Decision = { to: 'refused', from: ['pending'], action: 'refuse_account' };

/**
 * One decision on a registration, with its audit row, in one transaction; then the person is told by
 * e-mail. Approve takes a pending (or earlier refused) account; refuse only a pending one.
 */
async function decide(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  actor: SignedInPrincipal,
  userId: string,
  decision: Decision,
): Promise<AdminUser> {
  const email = await ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminUserRow(trx, userId, { lock: true });
    if (!before) throw notFound(AUTH_MESSAGES.userNotFound);
    if (!decision.from.includes(before.approval ?? 'approved'))
      throw conflict(REGISTRATION_MESSAGES.notPending);
    await updateApproval(trx, userId, decision.to);
    const after = await findAdminUserRow(trx, userId);
    await insertAuditLog(trx, {
      userId: actor.userId,
      action: decision.action,
      resourceType: 'user_accounts',
      resourceId: userId,
      before: snapshotAdminUser(before),
      after: after ? snapshotAdminUser(after) : null,
    });
    return before.email;
  });
  const signInUrl = new URL('/auth', ctx.config.publicUrl).toString();
  await ctx.mailer.send(
    decision.to === 'approved' ? buildAccountApprovedMail(email, signInUrl) : buildAccountRefusedMail(email),
  );
  const row = await findAdminUserRow(ctx.db, userId);
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  return presentAdminUser(row);
}

/** POST /api/admin/users/:userId/approve */
export const approveAccount = (
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  actor: SignedInPrincipal,
  userId: string,
) => decide(ctx, actor, userId, APPROVE);

/** POST /api/admin/users/:userId/refuse */
export const refuseAccount = (
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  actor: SignedInPrincipal,
  userId: string,
) => decide(ctx, actor, userId, REFUSE);
