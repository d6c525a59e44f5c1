import { emptyMilestones, type DeliveryMilestones, type DeliveryRecordBody } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { insertAirports, insertProjects } from './support/project-factory';

export const ALICE = 'Alice Able';
export const BOB = 'Bob Baker';
export const GCI_GRANT = '3-47-0009-001-2025';

export type DeliveryFixture = {
  /** Alice's AAA project, awarded 2025-01-15, $1,000,000.00 total. */
  aliceProject: string;
  /** Alice's BBB project, awarded 2025-03-01, its grant agreement in GC&I with $400,000.00 paid. */
  aliceGciProject: string;
  /** Alice's AAA project without an award date. */
  pendingProject: string;
  /** Bob's CCC project, awarded 2025-02-01. */
  bobProject: string;
};

export async function insertDeliveryFixture(db: Kysely<Database>): Promise<DeliveryFixture> {
  await insertAirports(db, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
    { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: ALICE },
    { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
  ]);
  const [aliceProject, aliceGciProject, pendingProject, bobProject] = await insertProjects(db, [
    {
      airport_code: 'AAA',
      tdot_pm: ALICE,
      project_title: 'Rehabilitate runway 4/22',
      status: 'executed',
      award_date: '2025-01-15',
      grant_number: '3-47-0001-001-2025',
      total_amount: 1_000_000,
      bil_aig_amount: 900_000,
      local_amount: 100_000,
    },
    {
      airport_code: 'BBB',
      tdot_pm: ALICE,
      project_title: 'Replace runway edge lighting',
      status: 'executed',
      award_date: '2025-03-01',
      grant_number: GCI_GRANT,
      total_amount: 500_000,
      bil_aig_amount: 500_000,
    },
    { airport_code: 'AAA', tdot_pm: ALICE, project_title: 'Pending apron', status: 'pending' },
    {
      airport_code: 'CCC',
      tdot_pm: BOB,
      project_title: 'Construct T-hangar',
      status: 'executed',
      award_date: '2025-02-01',
      grant_number: '3-47-0003-001-2025',
      total_amount: 200_000,
      bil_aig_amount: 200_000,
    },
  ]);
  const grant = await db
    .insertInto('gci_grants')
    .values({
      program: 'bil_aig',
      grant_number: GCI_GRANT,
      airport_code: 'BBB',
      sponsor: 'City of Bravo',
      title: 'Replace runway edge lighting',
      federal_amount: 800_000,
      state_amount: 0,
      local_amount: 0,
      execution_date: '2025-03-01',
      pop_end_date: '2029-03-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('gci_reimbursements')
    .values([
      {
        grant_id: grant.id,
        request_number: '1',
        request_date: '2025-06-01',
        requested_amount: 400_000,
        approved_amount: 400_000,
        paid_date: '2025-06-20',
      },
      // Not paid yet: not drawn.
      { grant_id: grant.id, request_number: '2', request_date: '2025-09-01', requested_amount: 100_000 },
    ])
    .execute();
  return {
    aliceProject: aliceProject ?? '',
    aliceGciProject: aliceGciProject ?? '',
    pendingProject: pendingProject ?? '',
    bobProject: bobProject ?? '',
  };
}

export function deliveryBody(
  dates: Partial<Record<keyof DeliveryMilestones, [string | null, string | null]>> = {},
  overrides: Partial<DeliveryRecordBody> = {},
): DeliveryRecordBody {
  const milestones = emptyMilestones();
  for (const [key, [planned, actual]] of Object.entries(dates))
    milestones[key as keyof DeliveryMilestones] = { planned, actual };
  return {
    milestones,
    percentComplete: 30,
    contractAmountCents: 95_000_000,
    amountDrawnCents: 30_000_000,
    notes: null,
    ...overrides,
  };
}
