import {
  AWARD_TARGET_DAYS,
  OVERDUE_AFTER_DAYS,
  PENDING_AGE_COLORS,
  SUB_AWARD_TARGET_DAYS,
} from '@bil/domain';

/** How each dashboard number is worked out, in plain words (the server computes them this way). */
export type Explanation = { name: string; text: string };

export const DASHBOARD_SCOPE_TEXT =
  'The dashboard counts only projects that have a grant number. Administrators and viewers see every project; a project manager sees only the projects assigned to them. Projects are grouped by grant number.';

export const KPI_EXPLANATIONS: readonly Explanation[] = [
  { name: 'Total BIL Funding', text: 'The sum of AIG, ATP and FCT money over all projects.' },
  {
    name: 'Grand Total Funding',
    text: 'The sum of every project total: BIL, state and local money together.',
  },
  { name: 'Total Projects', text: 'The number of projects with a grant number.' },
  { name: 'Total Grants', text: 'The number of different grant numbers.' },
  {
    name: 'Execution Rate',
    text: 'Executed projects divided by all projects, as a percentage rounded to a whole number.',
  },
  {
    name: 'Avg Days to Award',
    text: `For each grant, the average of its projects' days to award (the recorded value, or else the days from application to award); then the average over grants, each grant weighted by its number of projects, rounded. The target is ${AWARD_TARGET_DAYS} days.`,
  },
  {
    name: 'Avg Days to Sub-Award',
    text: `The same for the days from award to sub-award. The target is ${SUB_AWARD_TARGET_DAYS} days.`,
  },
  {
    name: 'Pending Award',
    text: "Projects with status 'pending award', plus approved projects whose grant has no award date yet.",
  },
  {
    name: 'Pending Sub-Award',
    text: "Projects awaiting the sub-award ('pending sub-award', 'pending sponsor', 'pending tdot'), plus approved projects of an awarded grant that have no sub-award date.",
  },
  {
    name: 'Exceeding 90 Days',
    text: `Grants not yet awarded whose earliest application is more than ${OVERDUE_AFTER_DAYS} days old. Days over target are the days minus ${OVERDUE_AFTER_DAYS}.`,
  },
];

export const CHART_EXPLANATIONS: readonly Explanation[] = [
  {
    name: 'Monthly Funding Trends',
    text: 'Projects are placed in the month of their application date; each month shows the sum of their totals, the number of projects, the average days to award and the grants involved.',
  },
  {
    name: 'Pending Grant Applications',
    text: 'Grants without any award date whose projects have an application date; each bar is the number of days since the earliest application, counted to today in Eastern time.',
  },
  {
    name: 'Funding Distribution by Grant',
    text: 'For each grant, its BIL, state and local money stacked.',
  },
  {
    name: 'Processing Timeline by Grant',
    text: 'For each grant, the average days to award and to sub-award of its projects, against the 90 and 60 day targets.',
  },
  {
    name: 'Grant status',
    text: "A grant is awarded once any of its projects has an award date. Its award status is 'pending' while any project is pending award or pending review; its sub-award status is 'pending' while any project is pending award or sub-award, else 'completed'. The primary status is the most common project status.",
  },
  {
    name: 'Day counts',
    text: 'Whole days between two dates, rounded up; a negative difference is ignored.',
  },
];

export type ColourBand = { range: string; colour: string; swatch: string };

export const PENDING_AGE_BANDS: readonly ColourBand[] = [
  { range: 'Up to 60 days', colour: 'Green', swatch: PENDING_AGE_COLORS.green },
  { range: '61 to 90 days', colour: 'Amber', swatch: PENDING_AGE_COLORS.amber },
  { range: '91 to 120 days', colour: 'Orange', swatch: PENDING_AGE_COLORS.orange },
  { range: 'Over 120 days', colour: 'Red', swatch: PENDING_AGE_COLORS.red },
];

export const TABLE_DAY_BANDS: readonly ColourBand[] = [
  { range: 'Days to award 91 to 120', colour: 'Orange', swatch: '#e8590c' },
  { range: 'Days to award 121 or more', colour: 'Red', swatch: '#c92a2a' },
  { range: 'Days to sub-award 31 to 60', colour: 'Orange', swatch: '#e8590c' },
  { range: 'Days to sub-award 61 or more', colour: 'Red', swatch: '#c92a2a' },
];
