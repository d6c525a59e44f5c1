import type { Kysely, Selectable } from 'kysely';
import type { PermissionFlags } from '@bil/domain';
import type { Database, UserAccountsTable } from '../../db/schema';

export type UserAccountRow = Selectable<UserAccountsTable>;

export type NewUserAccount = {
  userId: string;
  role: string;
  tdotPm: string | null;
  displayName: string | null;
  flags: PermissionFlags;
};

export async function insertUserAccount(
  db: Kysely<Database>,
  account: NewUserAccount,
): Promise<UserAccountRow> {
  return db
    .insertInto('user_accounts')
    .values({
      user_id: account.userId,
      role: account.role,
      tdot_pm: account.tdotPm,
      display_name: account.displayName,
      ...account.flags,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserAccountByUserId(
  db: Kysely<Database>,
  userId: string,
): Promise<UserAccountRow | undefined> {
  return db.selectFrom('user_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findAuthUserIdByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

/** What a person is called: their display name, account name and e-mail (each may be missing). */
export async function findPersonNames(
  db: Kysely<Database>,
  userId: string,
): Promise<{ display_name: string | null; name: string | null; email: string } | undefined> {
  return db
    .selectFrom('user')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
    .select(['user_accounts.display_name', 'user.name', 'user.email'])
    .where('user.id', '=', userId)
    .executeTakeFirst();
}

export async function deleteAuthUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', userId).execute();
}

export async function countAuthUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
