import {
  GRANT_PROGRAMS,
  GRANT_STATUSES,
  grantCreateBodySchema,
  reimbursementCreateBodySchema,
} from '../gci/grants.schema';
import type { GrantCreateBody, ReimbursementCreateBody } from '../gci/grants.schema';
import { inspectionCreateBodySchema, type InspectionCreateBody } from '../gci/inspections.schema';
import { z } from 'zod';
import { checkRecordRow, idColumn, type RecordCheck, type RecordColumn } from './record-cells';
import type { ImportRecord } from './import-rows';

/**
 * GC&I grant agreements, their reimbursements (drawdowns) and FAA 5010 inspections from a spreadsheet,
 * checked with the GC&I forms' schemas. Natural keys: a grant by its grant number; a reimbursement by its
 * grant's number and its request number; an inspection by its airport and day.
 */
const DATE_HELP = 'A date: 2025-03-31, 3/31/2025, 31-Mar-2025 or an Excel date.';
const airportColumn: RecordColumn = {
  field: 'airport_code',
  label: 'Airport code',
  required: true,
  type: 'text',
  aliases: ['LocID', 'Location Identifier', 'Airport'],
  help: 'FAA location identifier of an airport in the catalogue. A PM imports only for their own airports.',
};

export const GRANT_IMPORT_COLUMNS: readonly RecordColumn[] = [
  idColumn('grant'),
  {
    field: 'grant_number',
    label: 'Grant number',
    required: true,
    type: 'text',
    help: 'Required; matches an existing grant.',
  },
  {
    field: 'program',
    label: 'Program',
    required: true,
    type: 'text',
    help: `One of: ${GRANT_PROGRAMS.join(', ')}.`,
  },
  airportColumn,
  {
    field: 'sponsor',
    label: 'Sponsor',
    required: true,
    type: 'text',
    help: 'Required. At most 200 characters.',
  },
  { field: 'title', label: 'Title', required: true, type: 'text', help: 'Required. At most 300 characters.' },
  {
    field: 'federal_amount',
    label: 'Federal amount',
    required: true,
    type: 'amount',
    help: 'Dollars, e.g. $1,234.50.',
  },
  {
    field: 'state_amount',
    label: 'State amount',
    required: false,
    type: 'amount',
    help: 'Dollars; blank = 0.',
    blank: 0,
  },
  {
    field: 'local_amount',
    label: 'Local amount',
    required: false,
    type: 'amount',
    help: 'Dollars; blank = 0.',
    blank: 0,
  },
  { field: 'execution_date', label: 'Execution date', required: true, type: 'date', help: DATE_HELP },
  {
    field: 'pop_end_date',
    label: 'Period of performance end',
    required: true,
    type: 'date',
    aliases: ['PoP end'],
    help: DATE_HELP,
  },
  {
    field: 'completion_date',
    label: 'Completion date',
    required: false,
    type: 'date',
    help: `${DATE_HELP} Blank = not completed.`,
    blank: null,
  },
  {
    field: 'closeout_received_date',
    label: 'Closeout documents received',
    required: false,
    type: 'date',
    help: `${DATE_HELP} Blank = not received.`,
    blank: null,
  },
  {
    field: 'status',
    label: 'Status',
    required: false,
    type: 'text',
    help: `One of: ${GRANT_STATUSES.join(', ')}; blank = active.`,
    blank: 'active',
  },
  { field: 'notes', label: 'Notes', required: false, type: 'text', help: 'Blank = none.', blank: null },
];

export const REIMBURSEMENT_IMPORT_COLUMNS: readonly RecordColumn[] = [
  idColumn('reimbursement'),
  {
    field: 'grant_number',
    label: 'Grant number',
    required: true,
    type: 'text',
    help: 'The grant drawn on (already in the grant list or earlier in the grants import).',
  },
  {
    field: 'request_number',
    label: 'Request number',
    required: true,
    type: 'text',
    help: 'Required; with the grant number, matches an existing request.',
  },
  {
    field: 'request_date',
    label: 'Request date',
    required: true,
    type: 'date',
    help: `${DATE_HELP} Not before the grant’s execution.`,
  },
  {
    field: 'requested_amount',
    label: 'Requested amount',
    required: true,
    type: 'amount',
    help: 'Dollars, more than zero; no more than the grant has left.',
  },
  {
    field: 'approved_amount',
    label: 'Approved amount',
    required: false,
    type: 'amount',
    help: 'Dollars; blank = not approved yet.',
    blank: null,
  },
  {
    field: 'paid_date',
    label: 'Paid date',
    required: false,
    type: 'date',
    help: `${DATE_HELP} Only once approved; blank = not paid.`,
    blank: null,
  },
  { field: 'notes', label: 'Notes', required: false, type: 'text', help: 'Blank = none.', blank: null },
];

export const INSPECTION_IMPORT_COLUMNS: readonly RecordColumn[] = [
  idColumn('inspection'),
  airportColumn,
  {
    field: 'inspection_date',
    label: 'Inspection date',
    required: true,
    type: 'date',
    help: `${DATE_HELP} With the airport, matches an existing inspection.`,
  },
  {
    field: 'inspector',
    label: 'Inspector',
    required: true,
    type: 'text',
    help: 'Required. At most 200 characters.',
  },
  { field: 'notes', label: 'Notes', required: false, type: 'text', help: 'Blank = none.', blank: null },
];

export type GrantImportValues = GrantCreateBody;
export type ReimbursementImportValues = ReimbursementCreateBody & { grant_number: string };
export type InspectionImportValues = InspectionCreateBody;

export function checkGrantRow(record: ImportRecord): RecordCheck<GrantImportValues> {
  return checkRecordRow(GRANT_IMPORT_COLUMNS, record, grantCreateBodySchema);
}

// The drawdown form's schema is strict and knows no grant number: the row carries it beside the body.
const reimbursementRowSchema = z
  .object({
    grant_number: z.string().trim().min(1, 'Grant number is required'),
    body: reimbursementCreateBodySchema,
  })
  .transform(({ grant_number, body }) => ({ ...body, grant_number }));

export function checkReimbursementRow(record: ImportRecord): RecordCheck<ReimbursementImportValues> {
  return checkRecordRow(REIMBURSEMENT_IMPORT_COLUMNS, record, reimbursementRowSchema, (cells) => {
    const { grant_number, ...body } = cells;
    return { grant_number, body };
  });
}

export function checkInspectionRow(record: ImportRecord): RecordCheck<InspectionImportValues> {
  return checkRecordRow(INSPECTION_IMPORT_COLUMNS, record, inspectionCreateBodySchema);
}

export const reimbursementKey = (grantNumber: string, requestNumber: string) =>
  `${grantNumber}|${requestNumber}`;
export const inspectionKey = (airportCode: string, date: string) => `${airportCode}|${date}`;
