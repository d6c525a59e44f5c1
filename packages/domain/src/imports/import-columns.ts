import { ALL_PROJECT_STATUSES } from '../projects/project-status';
import { DBE_CONTRACT_IMPORT_COLUMNS, DBE_FIRM_IMPORT_COLUMNS } from './dbe-import-kinds';
import {
  GRANT_IMPORT_COLUMNS,
  INSPECTION_IMPORT_COLUMNS,
  REIMBURSEMENT_IMPORT_COLUMNS,
} from './gci-import-kinds';
import { FAA_GRANT_IMPORT_COLUMNS } from './faa-grant-import-kinds';
import type { ImportColumn } from './import-column';
import { PROJECT_FIELD_LABELS, type ProjectField } from '../projects/project.schema';

/**
 * What a spreadsheet can bring in: projects, airports with their PM, FAA AIG allocations; DBE firms and
 * contracts; GC&I grant agreements, their reimbursements and FAA 5010 inspections; FAA's Grant Detail Report.
 */
export const IMPORT_KINDS = [
  'projects',
  'airports',
  'allocations',
  'dbe-firms',
  'dbe-contracts',
  'grants',
  'reimbursements',
  'inspections',
  'faa-grants',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  projects: 'Projects',
  airports: 'Airports and PM assignment',
  allocations: 'AIG allocations',
  'dbe-firms': 'DBE firms',
  'dbe-contracts': 'DBE contracts',
  grants: 'Grant agreements',
  reimbursements: 'Grant reimbursements',
  inspections: 'FAA 5010 inspections',
  'faa-grants': 'FAA Grant Detail Report',
};

const PROJECT_HELP: Partial<Record<ProjectField, string>> = {
  airport_code: 'FAA location identifier of an airport in the catalogue (3 or 4 letters or digits).',
  project_title: 'Required. At most 200 characters.',
  status: `One of: ${ALL_PROJECT_STATUSES.join(', ')}; blank = pending.`,
  upin: 'Matches an existing project (with the id column): a row with a known UPIN updates that project.',
  tdot_pm: 'Blank = the airport’s PM. A PM may import only for their own airports.',
  fiscal_year: 'Four-digit year, e.g. 2025.',
};

const PROJECT_FIELDS = Object.keys(PROJECT_FIELD_LABELS) as ProjectField[];

export const PROJECT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { field: 'id', label: 'ID', required: false, help: 'The project’s id, to update it; blank for new rows.' },
  ...PROJECT_FIELDS.map((field) => ({
    field,
    label: PROJECT_FIELD_LABELS[field],
    required: field === 'airport_code' || field === 'project_title',
    aliases: field === 'airport_code' ? ['LocID', 'Location Identifier', 'Airport'] : undefined,
    help:
      PROJECT_HELP[field] ??
      (field.endsWith('_date')
        ? 'A date: 2025-03-31, 3/31/2025, 31-Mar-2025 or an Excel date.'
        : field.endsWith('_amount')
          ? 'Dollars, e.g. 1234.50 or $1,234.50; blank = 0.'
          : 'Text; blank = empty.'),
  })),
];

export const AIRPORT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'airport_code',
    label: 'Location Identifier',
    required: true,
    aliases: ['LocID', 'Loc ID', 'Airport Code', 'LID'],
    help: 'FAA location identifier, 3 or 4 letters or digits; matches an existing airport.',
  },
  {
    field: 'airport_name',
    label: 'Airport',
    required: true,
    aliases: ['Airport Name', 'Worksite'],
    help: 'Name.',
  },
  { field: 'city', label: 'City', required: true, help: 'City the airport serves.' },
  {
    field: 'tdot_pm',
    label: 'TDOT PM',
    required: false,
    aliases: ['PM', 'Project Manager'],
    help: 'The assigned project manager’s name; blank = none.',
  },
];

export const ALLOCATION_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    field: 'airport_code',
    label: 'Location Identifier',
    required: true,
    aliases: ['LocID', 'Loc ID', 'Airport Code', 'LID'],
    help: 'FAA location identifier of an airport in the catalogue.',
  },
  {
    field: 'airport_name',
    label: 'Airport',
    required: false,
    aliases: ['Airport Name', 'Worksite'],
    help: 'Read only to add an airport the catalogue lacks (when asked to).',
  },
  {
    field: 'city',
    label: 'City',
    required: false,
    help: 'Read only to add an airport the catalogue lacks (when asked to).',
  },
  {
    field: 'state',
    label: 'State',
    required: false,
    aliases: ['ST'],
    help: 'Shown for reading; not imported.',
  },
  {
    field: 'fiscal_year',
    label: 'Fiscal Year',
    required: true,
    aliases: ['FY'],
    help: 'FY22 to FY26: 2022 to 2026 or FY22 to FY26. Without this column the year comes from the sheet name or title ("FY 2025"), or is chosen.',
  },
  {
    field: 'amount',
    label: 'Amount',
    required: true,
    aliases: [
      'Allocation',
      'AIG Allocation',
      'AIG Allocation Amount',
      'Total',
      'Total Amount',
      'AIP Federal Funds',
    ],
    help: 'The year’s AIG allocation in dollars, e.g. $1,234,567.',
  },
];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  projects: PROJECT_IMPORT_COLUMNS,
  airports: AIRPORT_IMPORT_COLUMNS,
  allocations: ALLOCATION_IMPORT_COLUMNS,
  'dbe-firms': DBE_FIRM_IMPORT_COLUMNS,
  'dbe-contracts': DBE_CONTRACT_IMPORT_COLUMNS,
  grants: GRANT_IMPORT_COLUMNS,
  reimbursements: REIMBURSEMENT_IMPORT_COLUMNS,
  inspections: INSPECTION_IMPORT_COLUMNS,
  'faa-grants': FAA_GRANT_IMPORT_COLUMNS,
};

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);
}
