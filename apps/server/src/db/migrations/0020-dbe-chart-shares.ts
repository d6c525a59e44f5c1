import { sql, type Kysely } from 'kysely';

/** Lets a share be of the new kind 'dbe_chart': one DBE analytics chart as a public link. */

const SHARE_KINDS = [
  'chart',
  'chart_group',
  'project_page',
  'pm_management',
  'pm_page',
  'executive',
  'dbe_chart',
];
const OLD_SHARE_KINDS = SHARE_KINDS.filter((kind) => kind !== 'dbe_chart');
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shares drop constraint if exists shares_kind_check`.execute(db);
  await sql`alter table shares add constraint shares_kind_check check (kind in (${list(SHARE_KINDS)}))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from shares where kind = 'dbe_chart'`.execute(db);
  await sql`alter table shares drop constraint if exists shares_kind_check`.execute(db);
  await sql`alter table shares add constraint shares_kind_check check (kind in (${list(OLD_SHARE_KINDS)}))`.execute(
    db,
  );
}
