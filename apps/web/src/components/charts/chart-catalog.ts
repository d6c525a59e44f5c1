/**
 * Every chart the product draws, by a stable id. The first four ids are the SPEC §3 chart types a
 * single chart share names; the others come from the analytics breakdowns.
 */
export const CHART_CATALOG = {
  monthly_funding_trends: {
    title: 'Monthly Funding Trends',
    description: 'Total funding of the projects applied for in each month.',
    source: 'dashboard',
  },
  pending_grant_applications: {
    title: 'Pending Grant Applications',
    description: 'Grants awaiting award, by days since application; the 90-day award target is marked.',
    source: 'dashboard',
  },
  funding_distribution_by_grant: {
    title: 'Funding Distribution by Grant',
    description: 'BIL, state and local funding of each grant.',
    source: 'dashboard',
  },
  processing_timeline_by_grant: {
    title: 'Processing Timeline by Grant',
    description:
      'Days from application to award and from award to sub-award, against the 90 and 60 day targets.',
    source: 'dashboard',
  },
  funding_by_fiscal_year: {
    title: 'Funding by Fiscal Year',
    description: 'BIL, state and local funding and the number of projects in each federal fiscal year.',
    source: 'breakdowns',
  },
  funding_by_program: {
    title: 'Funding by Program',
    description:
      'BIL money by program: Airport Infrastructure Grants, Airport Terminal Program, Contract Towers.',
    source: 'breakdowns',
  },
  funding_by_airport: {
    title: 'Funding by Airport',
    description: 'The airports with the most funding: BIL and state and local money.',
    source: 'breakdowns',
  },
  funding_by_pm: {
    title: 'Funding by Project Manager',
    description: 'Funding and projects of each assigned project manager.',
    source: 'breakdowns',
  },
  status_funnel: {
    title: 'Status Funnel',
    description: 'Projects from pending to executed: how many reached each stage and how many are there now.',
    source: 'breakdowns',
  },
  stage_durations: {
    title: 'Time in Each Stage',
    description: 'Average and median days projects spend between lifecycle dates.',
    source: 'breakdowns',
  },
} as const satisfies Record<
  string,
  { title: string; description: string; source: 'dashboard' | 'breakdowns' }
>;

export type ChartId = keyof typeof CHART_CATALOG;
export const CHART_IDS = Object.keys(CHART_CATALOG) as ChartId[];

export function isChartId(value: string): value is ChartId {
  return Object.hasOwn(CHART_CATALOG, value);
}

/** 'Monthly Funding Trends' -> 'monthly-funding-trends' (exported file names). */
export function toFileSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'chart'
  );
}
