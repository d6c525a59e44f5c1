import { DEFAULT_ROLE_FLAGS, type PermissionFlags, type Role } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { conflict } from '../../lib/http-errors';
import {
  deleteAuthUser,
  findAuthUserIdByEmail,
  insertUserAccount,
  type UserAccountRow,
} from './user-accounts.repository';

export type CreateAccountInput = {
  email: string;
  password: string;
  role: Role;
  tdotPm?: string | null;
  displayName?: string | null;
  emailConfirmed?: boolean;
  flags?: PermissionFlags;
};

/**
 * Creates a sign-in (better-auth user + credential) and its user_accounts row with the role's
 * default flags. Used by the demo data, the `npm run user` command and the admin screens.
 */
export async function createAccount(
  ctx: Pick<AppContext, 'auth' | 'db'>,
  input: CreateAccountInput,
): Promise<UserAccountRow> {
  const email = input.email.trim().toLowerCase();
  if (await findAuthUserIdByEmail(ctx.db, email)) throw conflict('This item already exists.');

  const authContext = await ctx.auth.$context;
  const user = await authContext.internalAdapter.createUser(
    {
      email,
      name: input.displayName ?? '',
      emailVerified: input.emailConfirmed ?? false,
      role: input.role,
    },
    { method: 'admin' },
  );
  try {
    await authContext.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await authContext.password.hash(input.password),
    });
    return await insertUserAccount(ctx.db, {
      userId: user.id,
      role: input.role,
      tdotPm: input.tdotPm ?? null,
      displayName: input.displayName ?? null,
      flags: input.flags ?? DEFAULT_ROLE_FLAGS[input.role],
    });
  } catch (error) {
    await deleteAuthUser(ctx.db, user.id);
    throw error;
  }
}
