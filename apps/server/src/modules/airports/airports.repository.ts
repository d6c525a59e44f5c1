import { AIG_YEAR_KEYS, type AigAward, type ProjectVisibility } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PROJECT_COLUMNS, type ProjectJsonRow } from '../projects';
import { listGrantAigAwards } from './grant-aig.repository';

/** An airport assignment with its stored balances row (absent: no allocations yet, all zero). */
export type AirportRow = {
  airport_code: string;
  airport_name: string;
  city: string;
  tdot_pm: string | null;
  allocations: number[];
  notes: string | null;
  last_calculated_grant_number: string | null;
  balance_updated_at: Date | string | null;
};

/**
 * Sums of an airport's projects in one project fiscal year (null: projects without one) awarded in one
 * federal fiscal year (null: not awarded).
 */
export type AirportYearAggregate = {
  airport_code: string;
  fiscal_year: number | null;
  award_fiscal_year: number | null;
  project_count: number;
  bil: number;
  aig: number;
  atp: number;
  fct: number;
  state: number;
  local: number;
  /** AIG amount of the projects under grant (award_date set). */
  aig_under_grant: number;
  projects_under_grant: number;
};

// coalesce: an airport without a balances row has no allocations yet.
const allocationColumns = AIG_YEAR_KEYS.map((key) =>
  sql<number>`coalesce(${sql.ref(`airport_bil_balances.${key}_allocation`)}, 0)`.as(`${key}_allocation`),
);

function selectAirports(db: Kysely<Database>) {
  return db
    .selectFrom('airport_assignments')
    .leftJoin('airport_bil_balances', 'airport_bil_balances.airport_code', 'airport_assignments.airport_code')
    .select([
      'airport_assignments.airport_code',
      'airport_assignments.airport_name',
      'airport_assignments.city',
      'airport_assignments.tdot_pm',
      'airport_bil_balances.notes',
      'airport_bil_balances.last_calculated_grant_number',
      'airport_bil_balances.balance_updated_at',
      ...allocationColumns,
    ]);
}

type SelectedAirport = Omit<AirportRow, 'allocations'> &
  Record<`${(typeof AIG_YEAR_KEYS)[number]}_allocation`, number>;

function toAirportRow(row: SelectedAirport): AirportRow {
  return {
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    city: row.city,
    tdot_pm: row.tdot_pm,
    notes: row.notes ?? null,
    last_calculated_grant_number: row.last_calculated_grant_number ?? null,
    balance_updated_at: row.balance_updated_at ?? null,
    allocations: AIG_YEAR_KEYS.map((key) => row[`${key}_allocation`]),
  };
}

/** The columns of one airport as listAirports reads them: an array per airport, in this order. */
type AirportTuple = [
  code: string,
  name: string,
  city: string,
  pm: string | null,
  notes: string | null,
  lastCalculatedGrantNumber: string | null,
  balanceUpdatedAt: string | null,
  ...allocations: number[],
];

/**
 * The airports in scope by code, read as one JSON text (an array per airport): at 3,300 airports a row per
 * airport cost the PGlite driver about 250 ms to read (its cost is per row and column), the JSON 10 ms.
 */
export async function listAirports(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<AirportRow[]> {
  if (visibility.scope === 'none') return [];
  const scope = visibility.scope === 'pm' ? sql`where a.tdot_pm = ${visibility.tdotPm}` : sql``;
  const allocations = sql.join(
    AIG_YEAR_KEYS.map((key) => sql`coalesce(${sql.ref(`b.${key}_allocation`)}, 0)`),
  );
  const { rows } = await sql<{ airports: string | null }>`
    select json_agg(json_build_array(a.airport_code, a.airport_name, a.city, a.tdot_pm, b.notes,
      b.last_calculated_grant_number, b.balance_updated_at, ${allocations})
      order by a.airport_code)::text as airports
    from airport_assignments a
    left join airport_bil_balances b on b.airport_code = a.airport_code
    ${scope}`.execute(db);
  const tuples = JSON.parse(rows[0]?.airports ?? '[]') as AirportTuple[];
  return tuples.map(([code, name, city, pm, notes, grant, updatedAt, ...amounts]) => ({
    airport_code: code,
    airport_name: name,
    city,
    tdot_pm: pm,
    notes,
    last_calculated_grant_number: grant,
    balance_updated_at: updatedAt,
    // numeric(14,2) as JSON number text: the same double the driver's parse gives.
    allocations: amounts.map(Number),
  }));
}

/**
 * What the catalogue depends on besides the projects (their data version) and the day: the airports and
 * their balances rows (count and last change) and the audit log's last entry (every balances edit and
 * import is audited), as GET /api/executive keys its cache.
 */
export async function readAirportsFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ tag: string }>`
    select concat_ws(':',
      (select count(*) from airport_assignments), (select max(updated_at) from airport_assignments),
      (select count(*) from airport_bil_balances), (select max(updated_at) from airport_bil_balances),
      (select max(created_at) from audit_logs)) as tag`.execute(db);
  return rows[0]?.tag ?? '';
}

export async function findAirport(db: Kysely<Database>, code: string): Promise<AirportRow | undefined> {
  const row = await selectAirports(db)
    .where('airport_assignments.airport_code', '=', code)
    .executeTakeFirst();
  return row ? toAirportRow(row) : undefined;
}

const underGrant = sql<boolean>`projects.award_date is not null`;

/**
 * Sums of the projects (of one airport, or of the airports in scope) per airport, fiscal year and award
 * fiscal year, read from airport_project_totals, which triggers on projects keep (migrations
 * 0003-airport-project-totals and 0009-planning-delivery): a few hundred rows whatever the number of projects.
 */
export async function aggregateProjects(
  db: Kysely<Database>,
  target: { visibility: ProjectVisibility } | { airportCode: string },
): Promise<AirportYearAggregate[]> {
  if ('visibility' in target && target.visibility.scope === 'none') return [];
  const where = totalsInScope(target);
  // numeric and int8 arrive as numbers (db/connect.ts).
  const result = await sql<AirportYearAggregate>`
    select airport_code, nullif(fiscal_year_key, 0) as fiscal_year,
      nullif(award_year_key, 0) as award_fiscal_year, project_count, bil, aig, atp, fct,
      state, local, aig_under_grant, projects_under_grant
    from airport_project_totals ${where}`.execute(db);
  return result.rows;
}

/** An airport's project count, BIL sum and AIG awards: what its tranches and catalogue row need. */
export type AirportTotals = { project_count: number; bil: number; awards: AigAward[] };

type AirportTotalsRow = {
  airport_code: string;
  project_count: number;
  bil: number;
  // Parallel arrays, one entry per award (null: none): numbers cost both databases and the driver far
  // less to build and read than an object per award.
  project_years: (number | null)[] | null;
  award_years: number[] | null;
  amounts: number[] | null;
};

/**
 * The totals of each airport in scope that has projects, by airport code, read as one row per airport: the
 * catalogue, the deadline scan and the warnings need only these, and a few dozen rows cost the PGlite driver
 * far less to read than a row per project year and award year (708 at 5,000 projects). The awards arrive in
 * no set order: drawAigAwards sorts them, and awards it ties draw on the same tranches, so no balance depends
 * on the order.
 */
export async function summariseAirports(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<Map<string, AirportTotals>> {
  if (visibility.scope === 'none') return new Map();
  const awarded = sql`filter (where award_year_key <> 0 and aig_under_grant <> 0)`;
  const grantAwards = listGrantAigAwards(db, { visibility });
  // float8: node-postgres reads float8[] as numbers (numeric[] as strings); numeric(14,2) converts exactly.
  const result = await sql<AirportTotalsRow>`
    select airport_code, sum(project_count)::int as project_count, sum(bil) as bil,
      array_agg(nullif(fiscal_year_key, 0)) ${awarded} as project_years,
      array_agg(award_year_key) ${awarded} as award_years,
      array_agg(aig_under_grant::float8) ${awarded} as amounts
    from airport_project_totals ${totalsInScope({ visibility })}
    group by airport_code`.execute(db);
  const totals = new Map<string, AirportTotals>(
    result.rows.map((row) => [
      row.airport_code,
      {
        project_count: row.project_count,
        bil: row.bil,
        awards: (row.amounts ?? []).map((amount, index) => ({
          projectFiscalYear: row.project_years?.[index] ?? null,
          awardFiscalYear: row.award_years?.[index] ?? 0,
          amount,
        })),
      },
    ]),
  );
  // FAA grants' AIG beyond their projects' (grant-aig.repository.ts): awards like the projects'.
  for (const [code, awards] of await grantAwards) {
    const current = totals.get(code) ?? { project_count: 0, bil: 0, awards: [] };
    totals.set(code, { ...current, awards: [...current.awards, ...awards] });
  }
  return totals;
}

/** The where clause of airport_project_totals for one airport or the airports in scope (not 'none'). */
function totalsInScope(target: { visibility: ProjectVisibility } | { airportCode: string }) {
  if ('airportCode' in target) return sql`where airport_code = ${target.airportCode}`;
  if (target.visibility.scope !== 'pm') return sql``;
  return sql`where airport_code in (select airport_code from airport_assignments where tdot_pm = ${target.visibility.tdotPm})`;
}

/** Highest grant number among the airport's projects under grant with AIG money (numbers as numbers). */
export async function findLatestUnderGrantNumber(db: Kysely<Database>, code: string): Promise<string | null> {
  const grant = sql`btrim(projects.grant_number)`;
  const row = await db
    .selectFrom('projects')
    .select(sql<string>`${grant}`.as('grant_number'))
    .where('projects.airport_code', '=', code)
    .where(underGrant)
    .where('projects.bil_aig_amount', '>', 0)
    .where(sql<boolean>`nullif(${grant}, '') is not null`)
    .orderBy(sql`case when ${grant} ~ '^[0-9]{1,18}$' then ${grant}::bigint end`, (ob) =>
      ob.desc().nullsLast(),
    )
    .orderBy(sql`${grant}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.grant_number ?? null;
}

// Timestamps as JavaScript's toISOString writes them (as the project list does).
const projectJsonColumns = sql.join(
  PROJECT_COLUMNS.map((column) =>
    column === 'created_at' || column === 'updated_at'
      ? sql`to_char(${sql.ref(`projects.${column}`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${sql.ref(column)}`
      : sql`${sql.ref(`projects.${column}`)}`,
  ),
);

/** The airport's projects the caller may see, each as JSON text written by the database, by grant. */
export async function listAirportProjectJson(
  db: Kysely<Database>,
  code: string,
  visibility: ProjectVisibility,
): Promise<ProjectJsonRow[]> {
  if (visibility.scope === 'none') return [];
  let query = db.selectFrom('projects').where('projects.airport_code', '=', code);
  if (visibility.scope === 'pm') query = query.where('projects.tdot_pm', '=', visibility.tdotPm);
  const grant = sql`btrim(projects.grant_number)`;
  return query
    .crossJoinLateral(sql`(select ${projectJsonColumns})`.as('project_json'))
    .select(['projects.tdot_pm', sql<string>`row_to_json(project_json)::text`.as('json')])
    .orderBy(sql`nullif(${grant}, '') is null`)
    .orderBy(sql`case when ${grant} ~ '^[0-9]{1,18}$' then ${grant}::bigint end`, (ob) =>
      ob.desc().nullsLast(),
    )
    .orderBy('projects.grant_number', 'desc')
    .orderBy('projects.project_title')
    .orderBy('projects.id')
    .execute();
}

export type StoredBalances = {
  allocations: number[];
  balances: number[];
  notes: string | null;
  lastCalculatedGrantNumber: string | null;
};

/** Locks the airport's balances row (if any) for the edit. */
export async function lockBalancesRow(db: Kysely<Database>, code: string): Promise<void> {
  await db
    .selectFrom('airport_bil_balances')
    .select('id')
    .where('airport_code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes allocations, computed balances and notes (a new row for an airport that had none). */
export async function saveBalances(
  db: Kysely<Database>,
  code: string,
  values: StoredBalances,
): Promise<void> {
  const sum = (list: number[]) => list.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
  const columns = {
    total_allocation: sum(values.allocations),
    current_balance: sum(values.balances),
    balance_updated_at: sql<never>`now()`,
    last_calculated_grant_number: values.lastCalculatedGrantNumber,
    notes: values.notes,
    updated_at: sql<never>`now()`,
    ...Object.fromEntries(
      AIG_YEAR_KEYS.flatMap((key, index) => [
        [`${key}_allocation`, values.allocations[index] ?? 0],
        [`${key}_balance`, values.balances[index] ?? 0],
      ]),
    ),
  };
  await db
    .insertInto('airport_bil_balances')
    .values({ airport_code: code, ...columns })
    .onConflict((oc) => oc.column('airport_code').doUpdateSet(columns))
    .execute();
}
