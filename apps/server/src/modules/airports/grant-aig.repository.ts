import { grantAigAward, type AigAward, type ProjectVisibility } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type GrantAigRow = { airport_code: string; award_date: string; grant_aig: number; projects_aig: number };

/**
 * The AIG awards FAA grant agreements add, per airport: each GC&I grant with an AIG amount (FAA's Grant
 * Detail Report, import kind faa-grants) against the AIG its grant number's BIL projects already count as
 * under grant (those with an award date). The domain's grantAigAward keeps only the excess, so no dollar is
 * counted twice (docs/ARCHITECTURE.md). Few rows: only grants with AIG money (partial index, migration 0038).
 */
export async function listGrantAigAwards(
  db: Kysely<Database>,
  target: { visibility: ProjectVisibility } | { airportCode: string },
): Promise<Map<string, AigAward[]>> {
  const awards = new Map<string, AigAward[]>();
  if ('visibility' in target && target.visibility.scope === 'none') return awards;
  const scope =
    'airportCode' in target
      ? sql`and g.airport_code = ${target.airportCode}`
      : target.visibility.scope === 'pm'
        ? sql`and g.airport_code in (select airport_code from airport_assignments where tdot_pm = ${target.visibility.tdotPm})`
        : sql``;
  // float8: both drivers read it as a number; numeric(14,2) converts exactly.
  const { rows } = await sql<GrantAigRow>`
    select g.airport_code, g.execution_date::text as award_date, g.aig_amount::float8 as grant_aig,
      coalesce((select sum(p.bil_aig_amount) from projects p
        where btrim(p.grant_number) = g.grant_number and p.award_date is not null), 0)::float8 as projects_aig
    from gci_grants g
    where g.aig_amount > 0 ${scope}`.execute(db);
  for (const row of rows) {
    const award = grantAigAward(row.award_date, row.grant_aig, row.projects_aig);
    if (award) awards.set(row.airport_code, [...(awards.get(row.airport_code) ?? []), award]);
  }
  return awards;
}
