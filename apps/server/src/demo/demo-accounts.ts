import type { Role } from '@bil/domain';
import type { AppContext } from '../app-context';
import { findAuthUserIdByEmail } from '../modules/accounts';
import { createAccount } from '../modules/accounts';
import { DEMO_ACCOUNT_PM } from './tennessee-airports';

export const DEMO_PASSWORD = 'demo-Password-2026';

type DemoAccount = { email: string; role: Role; displayName: string; tdotPm: string | null };

/** The three demo sign-ins; each role gets its default flags (SPEC §6), e-mail confirmed, terms not yet acknowledged. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', role: 'admin', displayName: 'Demo Administrator', tdotPm: null },
  { email: 'pm@demo.test', role: 'pm', displayName: DEMO_ACCOUNT_PM, tdotPm: DEMO_ACCOUNT_PM },
  { email: 'viewer@demo.test', role: 'viewer', displayName: 'Demo Viewer', tdotPm: null },
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
