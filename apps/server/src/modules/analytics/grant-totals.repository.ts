import { sql, type Kysely } from 'kysely';
import type { GrantTotals, MonthTotals } from '@bil/domain';
import type { Database } from '../../db/schema';
import type { VersionedRow } from '../../lib/versioned-list-cache';

// One row per grant would cost PGlite's wire protocol about 70 µs a row (2 s for 32,000 grants): every
// grant comes back as one JSON text instead, an array per grant in GRANT_COLUMNS' order.
const GRANT_COLUMNS = sql`json_build_array(grant_key, project_count, awarded, application_date, award_date,
  award_mean, sub_mean, completed_mean, pending_award, pending_sub_award, executed, bil, state, local, total,
  status_counts, has_pending_status, application_numbers, xmin::text)`;

type GrantTuple = [
  string,
  number,
  boolean,
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  Record<string, number>,
  boolean,
  string[],
  string,
];

/**
 * One grant's kept totals, its key in a list (the grant key) and the version of its row (xmin: the
 * transaction that last wrote it).
 */
export type KeptGrantTotals = GrantTotals & VersionedRow;

/**
 * Every grant's kept totals for one scope ('' for everyone, else a PM name), or only the given grants':
 * executive_grant_totals, kept by triggers on projects in the same transaction as each change
 * (migrations 0017 and 0028).
 */
export async function selectGrantTotals(
  db: Kysely<Database>,
  scope: string,
  grantKeys?: readonly string[],
): Promise<KeptGrantTotals[]> {
  const only = grantKeys === undefined ? sql`` : sql`and grant_key = any(${[...grantKeys]}::text[])`;
  const { rows } = await sql<{ grants: string }>`
    select coalesce(json_agg(${GRANT_COLUMNS}), '[]')::text as grants
    from executive_grant_totals where scope = ${scope} ${only}`.execute(db);
  const tuples = JSON.parse(rows[0]?.grants ?? '[]') as GrantTuple[];
  return tuples.map((tuple) => ({
    key: tuple[0],
    grantKey: tuple[0],
    projectCount: tuple[1],
    awarded: tuple[2],
    applicationDate: tuple[3],
    awardDate: tuple[4],
    awardMean: tuple[5],
    subMean: tuple[6],
    completedMean: tuple[7],
    pendingAward: tuple[8],
    pendingSubAward: tuple[9],
    executed: tuple[10],
    bil: tuple[11],
    state: tuple[12],
    local: tuple[13],
    total: tuple[14],
    statusCounts: tuple[15],
    hasPendingStatus: tuple[16],
    applicationNumbers: tuple[17],
    rowVersion: tuple[18],
  }));
}

/**
 * Each row of a scope in a kept-totals table, its key to the version of the row (xmin), without reading
 * the rest: one JSON object, the cheapest of the shapes tried.
 */
async function selectRowVersions(
  db: Kysely<Database>,
  table: 'executive_grant_totals' | 'executive_month_totals',
  key: 'grant_key' | 'month',
  scope: string,
): Promise<Map<string, string>> {
  const { rows } = await sql<{ versions: string | null }>`
    select json_object_agg(${sql.ref(key)}, xmin)::text as versions
    from ${sql.table(table)} where scope = ${scope}`.execute(db);
  return new Map(Object.entries(JSON.parse(rows[0]?.versions ?? '{}') as Record<string, string>));
}

/** Each grant of a scope with the version of its kept totals row. */
export const selectGrantTotalVersions = (db: Kysely<Database>, scope: string) =>
  selectRowVersions(db, 'executive_grant_totals', 'grant_key', scope);

type MonthRow = {
  month: string;
  project_count: number;
  funding: number;
  award_days_total: number;
  award_days_count: number;
  grant_numbers: string[];
  application_numbers: string[];
  row_version: string;
};

/** One month's kept totals, its key (the month) and the version of its executive_month_totals row. */
export type KeptMonthTotals = MonthTotals & VersionedRow & { month: string };

/**
 * The monthly trends' figures for one scope ('' or a PM name), per application month, or only the given
 * months', from the totals kept with each project change (migrations 0017 and 0029): computeMonthlyTrends'
 * sums and each month's distinct grant and application numbers (the domain picks the first five in its
 * orders). Months ('YYYY-MM') are grouped byte-wise (collate "C"): the same order, at half the cost of the
 * locale's. A month's executive_month_totals row is written by every statement that changes any of these
 * figures for it (the same projects count in all three tables), so its xmin versions the whole month.
 */
export async function selectMonthTotals(
  db: Kysely<Database>,
  scope: string,
  months?: readonly string[],
): Promise<KeptMonthTotals[]> {
  const only = (column: string) =>
    months === undefined ? sql`` : sql`and ${sql.ref(column)} = any(${[...months]}::text[])`;
  const { rows } = await sql<{ months: string }>`
    select coalesce(json_agg(m order by m.month), '[]')::text as months from (
      select e.month, e.project_count, e.award_days_sum as award_days_total,
        e.award_days_count, coalesce(g.funding, 0) as funding,
        coalesce(g.grant_numbers, '{}') as grant_numbers,
        coalesce(a.application_numbers, '{}') as application_numbers, e.xmin::text as row_version
      from executive_month_totals as e
      left join (select month collate "C" as month, sum(funding) as funding, array_agg(grant_key) as grant_numbers
                 from month_grant_totals where scope = ${scope} ${only('month')} group by 1) as g
        on g.month = e.month collate "C"
      left join (select month collate "C" as month, array_agg(application_number) as application_numbers
                 from month_application_totals where scope = ${scope} ${only('month')} group by 1) as a
        on a.month = e.month collate "C"
      where e.scope = ${scope} ${only('e.month')}) as m`.execute(db);
  const parsed = JSON.parse(rows[0]?.months ?? '[]') as MonthRow[];
  return parsed.map((row) => ({
    key: row.month,
    rowVersion: row.row_version,
    month: row.month,
    funding: row.funding,
    projects: row.project_count,
    awardDaysTotal: row.award_days_total,
    awardDaysCount: row.award_days_count,
    grantNumbers: row.grant_numbers,
    applicationNumbers: row.application_numbers,
  }));
}

/** Each month of a scope with the version of its executive_month_totals row. */
export const selectMonthTotalVersions = (db: Kysely<Database>, scope: string) =>
  selectRowVersions(db, 'executive_month_totals', 'month', scope);

/**
 * For the bench: the per-grant GROUP BY over every dashboard project that the kept totals replace
 * (sums, earliest dates, mean days, counts), its rows as one JSON text, the cheapest way to read them.
 */
export async function selectGrantGroupByRaw(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ grants: string }>`
    select coalesce(json_agg(g), '[]')::text as grants from (
      select btrim(grant_number) as grant_key, count(*)::int as project_count,
        sum(coalesce(bil_aig_amount, 0) + coalesce(bil_atp_amount, 0) + coalesce(bil_fct_amount, 0)) as bil,
        sum(coalesce(state_amount, 0)) as state, sum(coalesce(local_amount, 0)) as local,
        sum(coalesce(total_amount, 0)) as total, min(application_date) as application_date,
        min(award_date) as award_date, round(avg(days_to_award))::int as award_mean,
        round(avg(days_to_sub_award))::int as sub_mean,
        (count(*) filter (where status = 'executed'))::int as executed,
        (count(*) filter (where status = 'pending award'))::int as pending_award
      from projects where grant_number is not null and btrim(grant_number) <> ''
      group by 1) as g`.execute(db);
  return (JSON.parse(rows[0]?.grants ?? '[]') as unknown[]).length;
}

/** For the bench: a change to one project (its triggers run, the data version moves). */
export async function touchOneProject(db: Kysely<Database>): Promise<void> {
  await sql`update projects set total_amount = total_amount
    where id = (select id from projects where grant_number is not null order by id limit 1)`.execute(db);
}
