import type { ProjectForMetrics } from './project-for-metrics';

/** Test helper: a project with every metrics field empty, overridden by `fields`. */
export function buildProject(fields: Partial<ProjectForMetrics> = {}): ProjectForMetrics {
  return {
    grant_number: null,
    status: 'pending',
    application_date: null,
    award_date: null,
    sub_award_date: null,
    days_to_award: null,
    days_to_sub_award: null,
    bil_aig_amount: 0,
    bil_atp_amount: 0,
    bil_fct_amount: 0,
    state_amount: 0,
    local_amount: 0,
    total_amount: 0,
    bil_application_number: null,
    ...fields,
  };
}

export const TODAY = '2025-06-30';

/**
 * Three grants worked by hand (see grant-metrics.test.ts for the arithmetic):
 * '101' awarded with sub-awards pending, '99' waiting for its award, and projects without a grant number.
 */
export const SAMPLE_PROJECTS: ProjectForMetrics[] = [
  buildProject({
    grant_number: '101',
    status: 'executed',
    application_date: '2025-01-01',
    award_date: '2025-03-02',
    sub_award_date: '2025-04-01',
    bil_aig_amount: 90_000,
    state_amount: 5_000,
    local_amount: 5_000,
    total_amount: 100_000,
    bil_application_number: 'BIL-2',
  }),
  buildProject({
    grant_number: '101',
    status: 'approved',
    application_date: '2025-01-01',
    days_to_award: 70,
    bil_atp_amount: 50_000,
    total_amount: 50_000,
    bil_application_number: 'BIL-1',
  }),
  buildProject({
    grant_number: ' 101 ',
    status: 'pending sponsor',
    application_date: '2025-01-15',
    award_date: '2025-03-02',
    days_to_sub_award: 20,
    bil_fct_amount: 10_000,
    state_amount: 1_000,
    total_amount: 11_000,
    bil_application_number: 'BIL-2',
  }),
  buildProject({
    grant_number: '99',
    status: 'pending award',
    application_date: '2025-03-01',
    bil_aig_amount: 200_000,
    total_amount: 200_000,
  }),
  buildProject({ grant_number: '99', status: ' Approved ', application_date: '2025-02-20' }),
  buildProject({ grant_number: '99', status: 'pending' }),
  buildProject({
    grant_number: null,
    status: 'executed',
    application_date: '2025-03-01',
    award_date: '2025-04-01',
    sub_award_date: '2025-05-01',
    local_amount: 1_000,
    total_amount: 1_000,
  }),
  buildProject({ grant_number: '  ', status: 'on hold' }),
];
