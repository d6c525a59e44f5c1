import { VIEWER_FALLBACK_FLAGS, type PermissionFlags, type Role } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import {
  createAccount,
  deleteUserSessions,
  findAuthUserIdByEmail,
  updateAuthUser,
} from '../modules/accounts';
import { DEMO_ACCOUNT_PM } from './tennessee-airports';

export const DEMO_PASSWORD = 'demo-Password-2026';

type DemoAccount = {
  email: string;
  role: Role;
  displayName: string;
  tdotPm: string | null;
  /** Left out: the role's default flags. */
  flags?: PermissionFlags;
};

/**
 * The demo viewer shows what a viewer is for: reading, never changing. SPEC §6's viewer flags (airports,
 * the BIL dashboard) plus GC&I, whose three tabs a viewer reads without a single edit button (issue 35:
 * with the flags alone the sidebar held Airports, PM Management and the dashboard, nothing that showed a
 * read-only screen of the product's own work).
 */
export const DEMO_VIEWER_FLAGS: PermissionFlags = { ...VIEWER_FALLBACK_FLAGS, can_access_gci: true };

/** The three demo sign-ins (SPEC §6 role defaults but the viewer's), e-mail confirmed, terms not yet acknowledged. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', role: 'admin', displayName: 'Demo Administrator', tdotPm: null },
  { email: 'pm@demo.test', role: 'pm', displayName: DEMO_ACCOUNT_PM, tdotPm: DEMO_ACCOUNT_PM },
  {
    email: 'viewer@demo.test',
    role: 'viewer',
    displayName: 'Demo Viewer',
    tdotPm: null,
    flags: DEMO_VIEWER_FLAGS,
  },
];

/**
 * Creates whichever demo accounts are missing; returns the e-mail addresses it created. The three at once:
 * each waits mostly on its password hash, which node:crypto computes off the main thread.
 */
export async function ensureDemoAccounts(ctx: Pick<AppContext, 'auth' | 'db'>): Promise<string[]> {
  const created = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      if (await findAuthUserIdByEmail(ctx.db, account.email)) return null;
      await createAccount(ctx, { ...account, password: DEMO_PASSWORD, emailConfirmed: true });
      return account.email;
    }),
  );
  return created.filter((email) => email !== null);
}

/** The one command that disables every demo account (the production start-up refusal names it). */
export const DISABLE_DEMO_COMMAND = 'npm run user -- disable-demo';

/**
 * The demo accounts that could sign in: they exist and are not disabled. Their password is printed in the
 * README, so any of them enabled is treated as usable (a changed password is not checked: disable them).
 */
export async function findEnabledDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((account) => account.email),
    )
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Issue 34, finding 5: a database that once held the demo data (or a data directory first started in
 * development) must not let admin@demo.test sign in with the README password in production. Null when no
 * demo account is enabled; else the one line that stops start-up and names the command that fixes it.
 */
export async function describeDemoAccountsInProduction(db: Kysely<Database>): Promise<string | null> {
  const enabled = await findEnabledDemoAccounts(db);
  if (enabled.length === 0) return null;
  return (
    `NODE_ENV=production refuses to start while demo accounts can sign in (${enabled.join(', ')}; ` +
    `their password is published). Stop here and disable them with: ${DISABLE_DEMO_COMMAND}`
  );
}

/** Disables every enabled demo account and ends its sessions; returns the e-mail addresses it disabled. */
export async function disableDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const enabled = await findEnabledDemoAccounts(db);
  await db.transaction().execute(async (trx) => {
    for (const email of enabled) {
      const userId = await findAuthUserIdByEmail(trx, email);
      if (!userId) continue;
      await updateAuthUser(trx, userId, { banned: true });
      await deleteUserSessions(trx, userId);
    }
  });
  return enabled;
}
