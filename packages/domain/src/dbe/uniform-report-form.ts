import { OWNER_GROUP_LABELS } from './dbe-form-version';
import type { SectionARow, UniformReport } from './uniform-report';

/**
 * The Uniform Report laid out like the federal form (Part 26, Appendix B): items 1-7, then Sections A-D as
 * tables of labelled rows and columns. The screen, the PDF, the Excel export and the version difference all
 * read this one layout, so they cannot disagree about what a cell is called or holds.
 */
export type FormCell = number | string | null;
export type FormRow = { key: string; label: string; cells: FormCell[] };
export type FormSection = {
  id: 'A' | 'B' | 'C' | 'D';
  title: string;
  columns: string[];
  /** Per column: whole dollars, a count, a percentage. */
  kinds: ('dollars' | 'count' | 'percent')[];
  rows: FormRow[];
};
export type FormItem = { key: string; label: string; value: string };
export type UniformReportForm = { title: string; items: FormItem[]; sections: FormSection[] };

/** 'Race-conscious' -> 'race-conscious'; 'DBE-conscious' stays as it is. */
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

const pct = (value: number | null | undefined) => (value === null || value === undefined ? '' : `${value}%`);

export function formatReportDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

function sectionA(report: UniformReport): FormSection {
  const { consciousLabel, neutralLabel } = report.formVersion;
  const row = (key: string, label: string, values: SectionARow): FormRow => ({
    key,
    label,
    cells: [
      values.totalDollars,
      values.totalCount,
      values.dbeDollars,
      values.dbeCount,
      values.consciousDollars,
      values.consciousCount,
      values.neutralDollars,
      values.neutralCount,
      values.dbePercent,
    ],
  });
  return {
    id: 'A',
    title: 'Section A: Awards/commitments this reporting period',
    columns: [
      'Total dollars',
      'Total number',
      'Total to DBEs (dollars)',
      'Total to DBEs (number)',
      `${consciousLabel} (dollars)`,
      `${consciousLabel} (number)`,
      `${neutralLabel} (dollars)`,
      `${neutralLabel} (number)`,
      'Percentage to DBEs',
    ],
    kinds: ['dollars', 'count', 'dollars', 'count', 'dollars', 'count', 'dollars', 'count', 'percent'],
    rows: [
      row('primes', 'Prime contracts awarded this period', report.sectionA.primes),
      row('subcontracts', 'Subcontracts awarded/committed this period', report.sectionA.subcontracts),
      row('total', 'Total', report.sectionA.total),
    ],
  };
}

function sectionB(report: UniformReport): FormSection {
  const rows: FormRow[] = report.sectionB.rows.map((row) => ({
    key: row.group,
    label: row.group === 'all' ? 'All DBE firms' : OWNER_GROUP_LABELS[row.group],
    cells: [row.womenDollars, row.womenCount, row.menDollars, row.menCount, row.totalDollars, row.totalCount],
  }));
  rows.push({
    key: 'total',
    label: 'Total',
    cells: [null, null, null, null, report.sectionB.total.dollars, report.sectionB.total.count],
  });
  return {
    id: 'B',
    title: report.formVersion.ownerGroupBreakdown
      ? 'Section B: Breakdown by ethnicity & gender (DBE awards/commitments this period)'
      : 'Section B: DBE awards/commitments this period',
    columns: [
      'Women (dollars)',
      'Women (number)',
      'Men (dollars)',
      'Men (number)',
      'Total (dollars)',
      'Total (number)',
    ],
    kinds: ['dollars', 'count', 'dollars', 'count', 'dollars', 'count'],
    rows,
  };
}

function sectionC(report: UniformReport): FormSection {
  const c = report.sectionC;
  return {
    id: 'C',
    title: 'Section C: Payments on ongoing contracts',
    columns: [
      'Number of prime contracts',
      'Total dollars paid',
      'Number of DBE firms paid',
      'Dollars paid to DBEs',
      'Percentage to DBEs',
    ],
    kinds: ['count', 'dollars', 'count', 'dollars', 'percent'],
    rows: [
      {
        key: 'ongoing',
        label: 'Prime contracts currently in progress',
        cells: [c.contractCount, c.paidDollars, c.dbeFirmCount, c.dbePaidDollars, c.dbePercent],
      },
    ],
  };
}

function sectionD(report: UniformReport): FormSection {
  const d = report.sectionD;
  const { consciousLabel, neutralLabel } = report.formVersion;
  return {
    id: 'D',
    title: 'Section D: Performance on contracts completed this period',
    columns: [
      'Number of contracts',
      'Total dollar value',
      'DBE participation needed',
      `DBE participation attained: ${inSentence(consciousLabel)}`,
      `DBE participation attained: ${inSentence(neutralLabel)}`,
      'DBE participation attained: total',
      'Percentage attained',
    ],
    kinds: ['count', 'dollars', 'dollars', 'dollars', 'dollars', 'dollars', 'percent'],
    rows: [
      {
        key: 'completed',
        label: 'Contracts completed',
        cells: [
          d.contractCount,
          d.totalDollars,
          d.neededDollars,
          d.attainedConsciousDollars,
          d.attainedNeutralDollars,
          d.attainedTotalDollars,
          d.dbePercent,
        ],
      },
    ],
  };
}

/** Items 1-7 and Sections A-D of a report, in the form's order. */
export function uniformReportForm(report: UniformReport): UniformReportForm {
  const { items, formVersion } = report;
  const goal = items.overallGoal;
  return {
    title: formVersion.title,
    items: [
      { key: 'administration', label: '1. Operating administration', value: items.operatingAdministration },
      {
        key: 'grants',
        label: '2. AIP grant numbers covered',
        value: items.grantNumbers.length > 0 ? items.grantNumbers.join(', ') : 'None',
      },
      { key: 'fiscalYear', label: '3. Federal fiscal year', value: `FY${items.fiscalYear}` },
      {
        key: 'period',
        label: '4. Reporting period',
        value: `${formatReportDay(items.periodStart)} to ${formatReportDay(items.periodEnd)}`,
      },
      { key: 'recipient', label: '5. Recipient', value: items.recipient },
      {
        key: 'goal',
        label: '6. Overall DBE goal',
        value: goal ? pct(goal.overallPct) : 'Not set',
      },
      {
        key: 'goalSplit',
        label: `7. Goal split (${inSentence(formVersion.consciousLabel)} / ${inSentence(formVersion.neutralLabel)})`,
        value: goal ? `${pct(goal.consciousPct)} / ${pct(goal.neutralPct)}` : 'Not set',
      },
    ],
    sections: [sectionA(report), sectionB(report), sectionC(report), sectionD(report)],
  };
}

/** A cell as the form prints it: dollars with separators, counts, percentages with two decimals. */
export function formatFormCell(value: FormCell, kind: FormSection['kinds'][number]): string {
  if (value === null) return kind === 'percent' ? 'n/a' : '';
  if (typeof value === 'string') return value;
  if (kind === 'dollars') return `$${value.toLocaleString('en-US')}`;
  if (kind === 'percent') return `${value.toFixed(2)}%`;
  return value.toLocaleString('en-US');
}
