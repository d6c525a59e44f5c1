import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { PERMISSION_FLAGS, type AccountApproval, type PermissionFlags } from '@bil/domain';
import type { Database } from '../../db/schema';

/** better-auth's credential and session tables, which only the admin service writes to directly. */
type AuthTables = {
  account: {
    id: string;
    accountId: string;
    providerId: string;
    userId: string;
    password: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  session: { id: string; userId: string; token: string; expiresAt: Date };
};

// withTables: Kysely 0.28's name for what 0.29 calls $extendTables (issue 33 keeps 0.28 for Node 20).
const withAuthTables = (db: Kysely<Database>) => db.withTables<AuthTables>();

// db/schema.ts types updated_at as Generated<Timestamp>, whose write type nests; the SQL clock sidesteps it.
const sqlNow = sql<never>`now()`;

const flagColumns = PERMISSION_FLAGS.map((flag) => `user_accounts.${flag}` as const);

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  banned: boolean | null;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
  updatedAt: Date;
  account_id: string | null;
  role: string | null;
  tdot_pm: string | null;
  display_name: string | null;
  /** null when the person has no role data (counts as approved). */
  approval: AccountApproval | null;
  account_updated_at: Date | null;
  bypass_id: string | null;
} & { [flag in keyof PermissionFlags]: boolean | null };

function selectAdminUsers(db: Kysely<Database>) {
  return db
    .selectFrom('user')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
    .leftJoin('system_bypass_access', 'system_bypass_access.user_id', 'user.id');
}

type AdminUserQuery = ReturnType<typeof selectAdminUsers>;
type AdminUserScope = ExpressionBuilder<
  Database & { user_accounts: Database['user_accounts'] },
  'user' | 'user_accounts'
>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type AdminUserFilter = { search?: string; approval?: AccountApproval };

function filtered(query: AdminUserQuery, filter: AdminUserFilter): AdminUserQuery {
  const searchedQuery = searched(query, filter.search);
  if (!filter.approval) return searchedQuery;
  // No role data counts as approved (accounts made before their row, see insertUserAccountIfMissing).
  return searchedQuery.where(sql<string>`coalesce(user_accounts.approval, 'approved')`, '=', filter.approval);
}

function searched(query: AdminUserQuery, search: string | undefined): AdminUserQuery {
  const text = search?.trim();
  if (!text) return query;
  const pattern = `%${escapeLike(text)}%`;
  return query.where((eb: AdminUserScope) =>
    eb.or([
      eb('user.email', 'ilike', pattern),
      eb('user.name', 'ilike', pattern),
      eb('user_accounts.display_name', 'ilike', pattern),
      eb('user_accounts.tdot_pm', 'ilike', pattern),
    ]),
  );
}

function withColumns(query: AdminUserQuery) {
  return query.select([
    'user.id',
    'user.email',
    'user.name',
    'user.emailVerified',
    'user.banned',
    'user.twoFactorEnabled',
    'user.createdAt',
    'user.updatedAt',
    'user_accounts.id as account_id',
    'user_accounts.role',
    'user_accounts.tdot_pm',
    'user_accounts.display_name',
    'user_accounts.approval',
    'user_accounts.updated_at as account_updated_at',
    'system_bypass_access.id as bypass_id',
    ...flagColumns,
  ]);
}

/** Searchable by e-mail, name, display name and PM name, filtered by approval; ordered by e-mail. */
export async function listAdminUserRows(
  db: Kysely<Database>,
  filter: AdminUserFilter & { offset: number; limit: number },
): Promise<AdminUserRow[]> {
  const rows = await withColumns(filtered(selectAdminUsers(db), filter))
    .orderBy('user.email')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return rows;
}

export async function countAdminUserRows(db: Kysely<Database>, filter: AdminUserFilter): Promise<number> {
  const row = await filtered(selectAdminUsers(db), filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One user; with lock, the "user" row stays locked for the rest of the transaction. */
export async function findAdminUserRow(
  db: Kysely<Database>,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<AdminUserRow | undefined> {
  let query = withColumns(selectAdminUsers(db)).where('user.id', '=', userId);
  if (options.lock) query = query.forUpdate(['user']);
  return await query.executeTakeFirst();
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export type NewAuthUser = { id: string; email: string; name: string; emailVerified: boolean; role: string };

/** The better-auth "user" row, written here so the account, its role data and the audit row share one transaction. */
export async function insertAuthUser(db: Kysely<Database>, user: NewAuthUser): Promise<void> {
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      ...user,
      image: null,
      banned: false,
      banReason: null,
      banExpires: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

export async function insertCredentialAccount(
  db: Kysely<Database>,
  account: { id: string; userId: string; passwordHash: string },
): Promise<void> {
  const now = new Date();
  await withAuthTables(db)
    .insertInto('account')
    .values({
      id: account.id,
      accountId: account.userId,
      providerId: 'credential',
      userId: account.userId,
      password: account.passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

export type AuthUserPatch = { role?: string; name?: string; emailVerified?: boolean; banned?: boolean };

export async function updateAuthUser(
  db: Kysely<Database>,
  userId: string,
  patch: AuthUserPatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  const banFields = patch.banned === false ? { banReason: null, banExpires: null } : {};
  await db
    .updateTable('user')
    .set({ ...patch, ...banFields, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export type NewRoleData = {
  userId: string;
  role: string;
  flags: PermissionFlags;
  /** Approved unless said otherwise: only self-registration writes pending. */
  approval?: AccountApproval;
  tdotPm?: string | null;
  displayName?: string | null;
};

/** Creates the user_accounts row unless one exists (sign-up, or a user created before their row). */
export async function insertUserAccountIfMissing(db: Kysely<Database>, data: NewRoleData): Promise<void> {
  await db
    .insertInto('user_accounts')
    .values({
      user_id: data.userId,
      role: data.role,
      tdot_pm: data.tdotPm ?? null,
      display_name: data.displayName ?? null,
      approval: data.approval ?? 'approved',
      ...data.flags,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export type RoleDataPatch = {
  role?: string;
  tdot_pm?: string | null;
  display_name?: string | null;
  flags?: Partial<PermissionFlags>;
};

export async function updateUserAccount(
  db: Kysely<Database>,
  userId: string,
  patch: RoleDataPatch,
): Promise<void> {
  const { flags, ...columns } = patch;
  await db
    .updateTable('user_accounts')
    .set({ ...columns, ...flags, updated_at: sqlNow })
    .where('user_id', '=', userId)
    .execute();
}

/** Ends every session of the person (they are signed out on their next request). */
export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await withAuthTables(db)
    .deleteFrom('session')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
