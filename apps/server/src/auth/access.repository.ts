import { sql, type Kysely } from 'kysely';
import { PERMISSION_FLAGS, type AccountApproval, type PermissionFlags } from '@bil/domain';
import type { Database } from '../db/schema';

/** The role data of one person: their user_accounts row (if any) and whether a bypass record exists. */
export type AccessRecord = {
  account: {
    role: string;
    tdot_pm: string | null;
    display_name: string | null;
    approval: AccountApproval;
    flags: PermissionFlags;
  } | null;
  hasSystemBypass: boolean;
};

// db/schema.ts types updated_at as Generated<Timestamp>, whose write type nests; the SQL clock sidesteps it.

const flagColumns = PERMISSION_FLAGS.map((flag) => `user_accounts.${flag}` as const);

/** Read on every request (no cache), so an admin's change applies to the person's next request. */
export async function findAccessRecord(db: Kysely<Database>, userId: string): Promise<AccessRecord> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
    .leftJoin('system_bypass_access', 'system_bypass_access.user_id', 'user.id')
    .select([
      'user_accounts.id as account_id',
      'user_accounts.role',
      'user_accounts.tdot_pm',
      'user_accounts.display_name',
      'user_accounts.approval',
      'system_bypass_access.id as bypass_id',
      ...flagColumns,
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return { account: null, hasSystemBypass: false };
  const account =
    row.account_id === null || row.role == null
      ? null
      : {
          role: row.role,
          tdot_pm: row.tdot_pm,
          display_name: row.display_name,
          approval: row.approval ?? 'approved',
          flags: Object.fromEntries(
            PERMISSION_FLAGS.map((flag) => [flag, row[flag] === true]),
          ) as PermissionFlags,
        };
  return { account, hasSystemBypass: row.bypass_id !== null };
}

/**
 * Whether anyone could administer: an account with the given role (the caller passes the domain's
 * admin role) or a system-bypass record, not banned. Start-up tells the operator when nobody can.
 */
export async function hasAccountWithRoleOrBypass(db: Kysely<Database>, role: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
    .leftJoin('system_bypass_access', 'system_bypass_access.user_id', 'user.id')
    .select('user.id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(trim(user_accounts.role))`, '=', role),
        eb('system_bypass_access.id', 'is not', null),
      ]),
    )
    .where((eb) => eb.or([eb('user.banned', 'is', null), eb('user.banned', '=', false)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
