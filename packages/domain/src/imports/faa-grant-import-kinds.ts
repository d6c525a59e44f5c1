import { z } from 'zod';
import { amount, requiredDate, requiredText } from '../gci/gci-fields';
import type { GrantProgram } from '../gci/grants.schema';
import type { CellIssue } from './import-rows';
import { checkRecordRow, type RecordCheck, type RecordColumn } from './record-cells';

/**
 * FAA's yearly Grant Detail Report ("FY 2025 FAA Grant Detail Report", issue 31): one row per AIP grant,
 * with its amounts by program. Each row becomes or updates the GC&I grant agreement of its grant number.
 */
const DATE_HELP = 'A date: 2025-03-31, 3/31/2025, 31-Mar-2025 or an Excel date.';
const programAmount = (field: string, label: string, aliases: string[]): RecordColumn => ({
  field,
  label,
  required: false,
  type: 'amount',
  aliases,
  help: 'Dollars; blank = 0.',
  blank: 0,
});

export const FAA_GRANT_IMPORT_COLUMNS: readonly RecordColumn[] = [
  { field: 'state', label: 'State', required: false, type: 'text', aliases: ['ST'], help: 'Not imported.' },
  {
    field: 'city',
    label: 'City',
    required: false,
    type: 'text',
    help: 'Read only to add an airport the catalogue lacks.',
  },
  {
    field: 'airport_name',
    label: 'Worksite',
    required: false,
    type: 'text',
    aliases: ['Airport', 'Airport Name'],
    help: 'The airport’s name; not imported.',
  },
  {
    field: 'airport_code',
    label: 'LocID',
    required: true,
    type: 'text',
    aliases: ['LOCID', 'Loc ID', 'Location Identifier', 'Airport Code'],
    help: 'FAA location identifier of an airport in the catalogue; statewide rows (*AKS) are skipped.',
  },
  { field: 'sponsor', label: 'Sponsor', required: true, type: 'text', help: 'Required.' },
  {
    field: 'grant_number',
    label: 'Grant Number',
    required: true,
    type: 'text',
    help: 'Matches the GC&I grant agreement with this number (created when there is none).',
  },
  { field: 'award_date', label: 'Award Date', required: true, type: 'date', help: DATE_HELP },
  programAmount('entitlement_amount', 'Entitlement', ['AIP Entitlement']),
  programAmount('discretionary_amount', 'Discretionary', ['AIP Discretionary']),
  programAmount('aig_amount', 'AIG', ['BIL AIG', 'AIG Amount']),
  programAmount('cares_amount', 'CARES', ['CARES Act']),
  {
    field: 'total_amount',
    label: 'Total Amount',
    required: true,
    type: 'amount',
    aliases: ['Total', 'AIP Federal Funds', 'Federal Funds'],
    help: 'The grant’s federal amount in dollars.',
  },
  {
    field: 'project_summary',
    label: 'Project Summary',
    required: true,
    type: 'text',
    aliases: ['Project Description', 'Description'],
    help: 'The grant’s title (its first 300 characters; the whole text goes in the notes when longer).',
  },
];

const faaGrantRowSchema = z.object({
  airport_code: z
    .string({ error: 'LocID is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, 'LocID must be 3 or 4 letters or digits'),
  sponsor: requiredText('Sponsor', 200),
  grant_number: requiredText('Grant Number', 50),
  award_date: requiredDate('Award Date'),
  entitlement_amount: amount('Entitlement'),
  discretionary_amount: amount('Discretionary'),
  aig_amount: amount('AIG'),
  cares_amount: amount('CARES'),
  total_amount: amount('Total Amount'),
  project_summary: requiredText('Project Summary', 5000),
});
export type FaaGrantImportValues = z.output<typeof faaGrantRowSchema>;

export const FAA_GRANT_MESSAGES = {
  noProgram:
    'No Entitlement, Discretionary or AIG amount: a grant agreement needs one of these programs (enter CARES-only grants by hand)',
} as const;

/** The grant agreement's program: its largest amount among AIG, entitlement and discretionary (in that order on a tie). */
export function faaGrantProgram(values: FaaGrantImportValues): GrantProgram | null {
  const candidates: [GrantProgram, number][] = [
    ['bil_aig', values.aig_amount],
    ['aip_entitlement', values.entitlement_amount],
    ['aip_discretionary', values.discretionary_amount],
  ];
  let best: [GrantProgram, number] | null = null;
  for (const candidate of candidates)
    if (candidate[1] > 0 && (!best || candidate[1] > best[1])) best = candidate;
  return best ? best[0] : null;
}

export function checkFaaGrantRow(record: Record<string, unknown>): RecordCheck<FaaGrantImportValues> {
  const check = checkRecordRow(
    FAA_GRANT_IMPORT_COLUMNS,
    record as Parameters<typeof checkRecordRow>[1],
    faaGrantRowSchema,
  );
  if (!check.ok || faaGrantProgram(check.values.values)) return check;
  const issues: CellIssue[] = [{ field: 'aig_amount', message: FAA_GRANT_MESSAGES.noProgram }];
  return { ok: false, issues };
}

const TITLE_MAX = 300;

/**
 * FAA grants carry no period of performance; a new agreement takes FAA's usual four years from the award
 * (the office edits it on the grant). An existing agreement keeps its own.
 */
export function defaultPopEnd(awardDate: string): string {
  const year = Number(awardDate.slice(0, 4)) + 4;
  const rest = awardDate.slice(4) === '-02-29' ? '-02-28' : awardDate.slice(4);
  return `${year}${rest}`;
}

/**
 * The GC&I grant columns an FAA row sets (gci_grants): amounts by program, the total as the federal amount,
 * the award date as the execution date, the summary as the title. pop_end_date only for a new agreement.
 */
export function faaGrantColumns(values: FaaGrantImportValues): Record<string, unknown> {
  const summary = values.project_summary;
  const long = summary.length > TITLE_MAX;
  return {
    program: faaGrantProgram(values),
    grant_number: values.grant_number,
    airport_code: values.airport_code,
    sponsor: values.sponsor,
    title: long ? `${summary.slice(0, TITLE_MAX - 1)}…` : summary,
    federal_amount: values.total_amount,
    execution_date: values.award_date,
    entitlement_amount: values.entitlement_amount,
    discretionary_amount: values.discretionary_amount,
    aig_amount: values.aig_amount,
    cares_amount: values.cares_amount,
    ...(long ? { notes: summary } : {}),
  };
}
