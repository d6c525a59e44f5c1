import { sql, type Kysely } from 'kysely';

/**
 * The monthly trends' grant and application numbers, kept per scope ('' for everyone, else a PM's own
 * projects) and application month by statement-level triggers on projects, in the same transaction as
 * each change, like 0017's executive_month_totals (which already keeps each month's project count and
 * award days): each month's grants with their project count and funding (total_amount), and its BIL
 * application numbers with their project count. The dashboard then reads one row per month and grant
 * instead of every project; a row whose count falls to 0 is removed.
 */

const SCOPED = `cross join lateral (values (''), (nullif(tdot_pm, ''))) as s(scope)
  where s.scope is not null and grant_number is not null and btrim(grant_number) <> ''
    and application_date is not null`;

const grantRows = (table: string, sign: string) => `
  insert into month_grant_totals as t (scope, month, grant_key, project_count, funding)
  select s.scope, to_char(application_date, 'YYYY-MM'), btrim(grant_number), ${sign}count(*),
    ${sign}coalesce(sum(total_amount), 0)
  from ${table} ${SCOPED}
  group by 1, 2, 3
  on conflict (scope, month, grant_key) do update set project_count = t.project_count + excluded.project_count,
    funding = t.funding + excluded.funding;`;

const applicationRows = (table: string, sign: string) => `
  insert into month_application_totals as t (scope, month, application_number, project_count)
  select s.scope, to_char(application_date, 'YYYY-MM'), btrim(bil_application_number), ${sign}count(*)
  from ${table} ${SCOPED} and btrim(bil_application_number) <> ''
  group by 1, 2, 3
  on conflict (scope, month, application_number) do update
    set project_count = t.project_count + excluded.project_count;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table month_grant_totals (
      scope text not null,
      month text not null,
      grant_key text not null,
      project_count bigint not null,
      funding numeric not null,
      primary key (scope, month, grant_key)
    )`.execute(db);
  await sql`
    create table month_application_totals (
      scope text not null,
      month text not null,
      application_number text not null,
      project_count bigint not null,
      primary key (scope, month, application_number)
    )`.execute(db);
  // Finds the rows a change emptied without reading the whole table (normally none).
  await sql`create index month_grant_totals_empty_idx on month_grant_totals (scope) where project_count = 0`.execute(
    db,
  );
  await sql`create index month_application_totals_empty_idx on month_application_totals (scope)
    where project_count = 0`.execute(db);

  await sql
    .raw(
      `
    create function month_grant_totals_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        ${grantRows('old_rows', '-')}
        ${applicationRows('old_rows', '-')}
      end if;
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        ${grantRows('new_rows', '')}
        ${applicationRows('new_rows', '')}
      end if;
      delete from month_grant_totals where project_count = 0;
      delete from month_application_totals where project_count = 0;
      return null;
    end $$`,
    )
    .execute(db);
  for (const [event, transition] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`month_grant_totals_${event}`)} after ${sql.raw(event)} on projects
      referencing ${sql.raw(transition)} for each statement execute function month_grant_totals_trigger()
    `.execute(db);
  }
  await sql`
    create function month_grant_totals_truncate() returns trigger language plpgsql as $$
    begin
      delete from month_grant_totals;
      delete from month_application_totals;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger month_grant_totals_truncate after truncate on projects
    for each statement execute function month_grant_totals_truncate()
  `.execute(db);

  // Projects already stored.
  await sql.raw(grantRows('projects', '')).execute(db);
  await sql.raw(applicationRows('projects', '')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists month_grant_totals_truncate on projects`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`month_grant_totals_${event}`)} on projects`.execute(db);
  }
  await sql`drop function if exists month_grant_totals_truncate()`.execute(db);
  await sql`drop function if exists month_grant_totals_trigger()`.execute(db);
  await sql`drop table if exists month_application_totals`.execute(db);
  await sql`drop table if exists month_grant_totals`.execute(db);
}
