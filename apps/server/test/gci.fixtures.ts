import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { insertAirports, insertProjects } from './support/project-factory';

export const ALICE = 'Alice Able';
export const BOB = 'Bob Baker';

/** AAA and BBB are Alice's, CCC is Bob's; two BIL projects carry grant 3-47-0001-001-2024. */
export async function insertGciFixture(db: Kysely<Database>): Promise<void> {
  await insertAirports(db, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
    { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: ALICE },
    { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
  ]);
  await insertProjects(db, [
    { airport_code: 'AAA', grant_number: '3-47-0001-001-2024', tdot_pm: ALICE, bil_aig_amount: 300_000 },
    { airport_code: 'AAA', grant_number: '3-47-0001-001-2024', tdot_pm: ALICE, bil_aig_amount: 150_000.5 },
    { airport_code: 'AAA', grant_number: 'OTHER', tdot_pm: ALICE, bil_aig_amount: 1 },
  ]);
}

export const grantBody = (overrides: Record<string, unknown> = {}) => ({
  program: 'bil_aig',
  grant_number: '3-47-0001-001-2024',
  airport_code: 'AAA',
  sponsor: 'City of Alpha',
  title: 'Rehabilitate runway 18/36',
  federal_amount: 900_000,
  state_amount: 50_000,
  local_amount: 50_000,
  execution_date: '2024-01-15',
  pop_end_date: '2028-01-14',
  status: 'active',
  ...overrides,
});
