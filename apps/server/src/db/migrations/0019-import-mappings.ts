import { sql, type Kysely } from 'kysely';

/** A person's saved column mapping per import kind (header -> field), offered on their next import. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_mappings (
      user_id text not null references "user"(id) on delete cascade,
      kind text not null,
      mapping jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists import_mappings`.execute(db);
}
