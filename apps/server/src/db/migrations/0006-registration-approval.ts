import { sql, type Kysely } from 'kysely';

/**
 * Registration approval (the "Secure by default" issue, finding 3):
 * - user_accounts.approval: where a registration stands. Every existing row, and every row an administrator,
 *   the CLI or the demo data writes, is 'approved'; self-registration writes 'pending' in 'approval' mode.
 * - app_settings 'registration': who may register ({ mode, domains }). A fresh or upgraded installation starts
 *   in 'approval' mode: anyone may register, an administrator approves each account before it is used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table user_accounts
      add column approval text not null default 'approved'
      check (approval in ('approved', 'pending', 'refused'))`.execute(db);
  // The admins' 'Waiting for approval' list and its count read only the few rows not yet approved.
  await sql`
    create index user_accounts_approval_idx on user_accounts (approval) where approval <> 'approved'
  `.execute(db);
  await sql`
    insert into app_settings (key, value) values ('registration', '{"mode":"approval","domains":[]}'::jsonb)
    on conflict (key) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_settings where key = 'registration'`.execute(db);
  await sql`drop index if exists user_accounts_approval_idx`.execute(db);
  await sql`alter table user_accounts drop column if exists approval`.execute(db);
}
