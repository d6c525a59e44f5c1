import type { Insertable, Kysely } from 'kysely';
import { normaliseStatus } from '@bil/domain';
import type { Database, ProjectsTable } from '../src/db/schema';
import { SAMPLE_PROJECTS } from '../../../packages/domain/src/metrics/grant-metrics.fixtures';

export const PM_ALICE = 'Alice Able';
export const PM_BOB = 'Bob Baker';

export const FIXTURE_AIRPORTS = [
  { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: PM_ALICE },
  { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: PM_ALICE },
  { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: PM_BOB },
];

type Extra = Pick<
  Insertable<ProjectsTable>,
  'airport_code' | 'fiscal_year' | 'psr_date' | 'sent_to_sponsor_date' | 'sent_to_tdot_date'
>;

/**
 * What the domain fixture (SAMPLE_PROJECTS, worked by hand in grant-metrics.test.ts) leaves out: airport,
 * fiscal year and the other stage dates, by position. P6's psr_date is after its application and its
 * sent_to_tdot_date before its sent_to_sponsor_date: both spans are negative and must be ignored.
 */
const EXTRAS: Extra[] = [
  {
    airport_code: 'AAA',
    fiscal_year: 2025,
    psr_date: '2024-12-01',
    sent_to_sponsor_date: '2025-03-12',
    sent_to_tdot_date: '2025-03-22',
  },
  { airport_code: 'AAA', fiscal_year: 2025, psr_date: '2024-12-11' },
  { airport_code: 'AAA', fiscal_year: 2025, sent_to_sponsor_date: '2025-03-22' },
  { airport_code: 'BBB', fiscal_year: 2024, psr_date: '2025-02-01' },
  { airport_code: 'BBB', fiscal_year: 2024 },
  { airport_code: 'BBB', fiscal_year: null },
  {
    airport_code: 'BBB',
    fiscal_year: 2025,
    psr_date: '2025-03-11',
    sent_to_sponsor_date: '2025-04-11',
    sent_to_tdot_date: '2025-04-06',
  },
  { airport_code: 'AAA', fiscal_year: null },
];

/** Bob's only project: grant 300, executed; Alice must never see it. */
const BOB_PROJECT: Insertable<ProjectsTable> = {
  grant_number: '300',
  airport_code: 'CCC',
  project_title: 'Bob tower',
  status: 'executed',
  application_date: '2025-04-01',
  award_date: '2025-05-01',
  sub_award_date: '2025-06-01',
  bil_fct_amount: 1000,
  total_amount: 1000,
  tdot_pm: PM_BOB,
  fiscal_year: 2025,
};

export type AnalyticsFixture = { aliceIds: string[]; bobId: string };

/**
 * Alice's eight projects are SAMPLE_PROJECTS as stored (grant ' 101 ' keeps its spaces, the blank '  '
 * and null grant numbers stay); the status ' Approved ' is stored as 'approved', which the metrics read
 * the same way (the status column only takes the known statuses).
 */
export async function insertAnalyticsFixture(db: Kysely<Database>): Promise<AnalyticsFixture> {
  await db.insertInto('airport_assignments').values(FIXTURE_AIRPORTS).execute();
  const aliceRows: Insertable<ProjectsTable>[] = SAMPLE_PROJECTS.map((project, index) => ({
    ...project,
    ...EXTRAS[index],
    airport_code: EXTRAS[index]?.airport_code ?? 'AAA',
    status: normaliseStatus(project.status),
    project_title: `Sample project ${index}`,
    tdot_pm: PM_ALICE,
    bil_aig_amount: project.bil_aig_amount ?? 0,
    bil_atp_amount: project.bil_atp_amount ?? 0,
    bil_fct_amount: project.bil_fct_amount ?? 0,
    state_amount: project.state_amount ?? 0,
    local_amount: project.local_amount ?? 0,
    total_amount: project.total_amount ?? 0,
  }));
  const alice = await db.insertInto('projects').values(aliceRows).returning('id').execute();
  const bob = await db.insertInto('projects').values(BOB_PROJECT).returning('id').executeTakeFirstOrThrow();
  return { aliceIds: alice.map((row) => row.id), bobId: bob.id };
}
