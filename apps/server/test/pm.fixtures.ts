import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { insertAirports, insertProjects } from './support/project-factory';

export const PM_ALICE = 'Alice Avery';
export const PM_BOB = 'Bob Brooks';
/** A PM with an account but no airport or project yet. */
export const PM_CAROL = 'Carol Chen';

// 12:00 in New York on 2025-06-30: 'today' for every day count below.
export const PM_NOW = new Date('2025-06-30T16:00:00.000Z');

export type PmFixture = Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'b1' | 'b2' | 'b3' | 'd1', string>;

/**
 * Hand-counted against 2025-06-30:
 * - a1 applied 2025-03-01, no award: 121 days, 31 over the 90-day target (overdue award).
 * - a2 applied 2025-01-02, awarded 2025-04-30 (118 days to award), no sub-award: 61 days, 1 over 60.
 * - a3 2024-01-01 -> 2024-03-01 (60 days) -> 2024-04-01 (31 days), executed.
 * - a5 2024-06-01 -> 2024-07-01 (30 days) -> 2024-08-01 (31 days), executed.
 * - b1 applied 2025-06-01 (29 days): not overdue.
 */
export async function insertPmFixture(db: Kysely<Database>): Promise<PmFixture> {
  await insertAirports(db, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: PM_ALICE },
    { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: PM_ALICE },
    { airport_code: 'CCC', airport_name: 'Charlie Muni', city: 'Charlie', tdot_pm: PM_BOB },
    { airport_code: 'DDD', airport_name: 'Delta Strip', city: 'Delta', tdot_pm: null },
  ]);
  const alice = { tdot_pm: PM_ALICE };
  const bob = { tdot_pm: PM_BOB };
  const [a1, a2, a3, a4, a5, b1, b2, b3, d1] = await insertProjects(db, [
    {
      ...alice,
      airport_code: 'AAA',
      project_title: 'Apron rehab',
      grant_number: '101',
      status: 'pending award',
      application_date: '2025-03-01',
      bil_aig_amount: 100_000,
      total_amount: 110_000,
      state_amount: 10_000,
    },
    {
      ...alice,
      airport_code: 'AAA',
      project_title: 'Taxiway lights',
      grant_number: '101',
      status: 'pending sub-award',
      application_date: '2025-01-02',
      award_date: '2025-04-30',
      bil_aig_amount: 50_000,
      total_amount: 60_000,
      local_amount: 10_000,
    },
    {
      ...alice,
      airport_code: 'BBB',
      project_title: 'Runway seal',
      grant_number: '102',
      status: 'executed',
      application_date: '2024-01-01',
      award_date: '2024-03-01',
      sub_award_date: '2024-04-01',
      bil_aig_amount: 200_000,
      total_amount: 220_000,
      state_amount: 20_000,
    },
    { ...alice, airport_code: 'BBB', project_title: 'Hangar study', status: 'pending', total_amount: 5_000 },
    {
      ...alice,
      airport_code: 'AAA',
      project_title: 'Fence',
      grant_number: '101',
      status: 'executed',
      application_date: '2024-06-01',
      award_date: '2024-07-01',
      sub_award_date: '2024-08-01',
      bil_aig_amount: 10_000,
      total_amount: 10_000,
    },
    {
      ...bob,
      airport_code: 'CCC',
      project_title: 'Beacon',
      grant_number: '201',
      status: 'pending award',
      application_date: '2025-06-01',
      bil_aig_amount: 70_000,
      total_amount: 70_000,
    },
    {
      ...bob,
      airport_code: 'CCC',
      project_title: 'Terminal roof',
      grant_number: '201',
      status: 'executed',
      application_date: '2024-01-10',
      award_date: '2024-02-10',
      sub_award_date: '2024-03-10',
      bil_atp_amount: 30_000,
      total_amount: 40_000,
      local_amount: 10_000,
    },
    { ...bob, airport_code: 'AAA', project_title: 'Fuel farm', status: 'approved', total_amount: 1_000 },
    { airport_code: 'DDD', tdot_pm: null, project_title: 'Windsock', status: 'pending', total_amount: 500 },
  ]);
  if (!a1 || !a2 || !a3 || !a4 || !a5 || !b1 || !b2 || !b3 || !d1) throw new Error('fixture ids missing');
  return { a1, a2, a3, a4, a5, b1, b2, b3, d1 };
}
