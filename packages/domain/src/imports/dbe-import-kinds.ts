import { z } from 'zod';
import { CERTIFICATION_STATUSES } from '../dbe/dbe-certification';
import { OWNER_GENDERS, OWNER_GROUPS } from '../dbe/dbe-form-version';
import {
  contractBodySchema,
  firmCertificationBodySchema,
  firmUpdateBodySchema,
  type FirmCertificationBody,
  type FirmUpdateBody,
} from '../dbe/dbe.schema';
import { checkRecordRow, idColumn, type RecordCheck, type RecordColumn } from './record-cells';
import type { ImportRecord } from './import-rows';

/**
 * DBE firms and contracts from a spreadsheet, checked with the DBE forms' schemas. Natural keys: a firm by
 * its certification number when it has one, else by its name (case and spaces ignored); a contract by its
 * project and contract number.
 */
export const DBE_FIRM_IMPORT_COLUMNS: readonly RecordColumn[] = [
  idColumn('firm'),
  {
    field: 'name',
    label: 'Firm name',
    required: true,
    type: 'text',
    aliases: ['Firm'],
    help: 'Required. At most 200 characters; matches a firm without a certification number.',
  },
  {
    field: 'certification_number',
    label: 'Certification number',
    required: false,
    type: 'text',
    aliases: ['Cert No'],
    help: 'The certifying agency’s number; matches an existing firm. Blank = none.',
    blank: null,
  },
  {
    field: 'certifying_agency',
    label: 'Certifying agency',
    required: false,
    type: 'text',
    help: 'Blank = none.',
    blank: null,
  },
  {
    field: 'naics_codes',
    label: 'NAICS codes',
    required: false,
    type: 'list',
    aliases: ['NAICS'],
    help: '2 to 6 digits each, separated by commas or spaces; at most 20.',
    blank: [],
  },
  {
    field: 'owner_group',
    label: 'Owner group',
    required: false,
    type: 'text',
    help: `One of: ${OWNER_GROUPS.join(', ')}; blank = not recorded.`,
    blank: null,
  },
  {
    field: 'owner_gender',
    label: 'Owner gender',
    required: false,
    type: 'text',
    help: `One of: ${OWNER_GENDERS.join(', ')}; blank = not recorded.`,
    blank: null,
  },
  {
    field: 'contact_name',
    label: 'Contact name',
    required: false,
    type: 'text',
    help: 'Blank = none.',
    blank: null,
  },
  {
    field: 'contact_email',
    label: 'Contact e-mail',
    required: false,
    type: 'text',
    help: 'An e-mail address; blank = none.',
    blank: null,
  },
  {
    field: 'contact_phone',
    label: 'Contact phone',
    required: false,
    type: 'text',
    help: 'Blank = none.',
    blank: null,
  },
  {
    field: 'certification_status',
    label: 'Certification status',
    required: false,
    type: 'text',
    help: `Required for a new firm. One of: ${CERTIFICATION_STATUSES.join(', ')}. A status or date other than the firm’s current one adds a certification entry (the history is kept).`,
    blank: null,
  },
  {
    field: 'certification_effective_date',
    label: 'Certification effective date',
    required: false,
    type: 'date',
    help: 'The day the status took effect; required with a status.',
    blank: null,
  },
];

export const DBE_CONTRACT_IMPORT_COLUMNS: readonly RecordColumn[] = [
  idColumn('contract'),
  {
    field: 'project',
    label: 'Project',
    required: true,
    type: 'text',
    aliases: ['Project ID', 'project_id', 'UPIN'],
    help: 'The project’s id or UPIN. A PM imports only for their own airports’ projects.',
  },
  {
    field: 'contract_number',
    label: 'Contract number',
    required: true,
    type: 'text',
    help: 'Required; with the project, matches an existing contract.',
  },
  {
    field: 'title',
    label: 'Contract title',
    required: true,
    type: 'text',
    help: 'Required. At most 200 characters.',
  },
  {
    field: 'prime_firm',
    label: 'Prime contractor',
    required: true,
    type: 'text',
    aliases: ['Prime firm', 'prime_firm_id'],
    help: 'The prime firm’s id, certification number or exact name (a firm already in the DBE firm list).',
  },
  {
    field: 'award_date',
    label: 'Award date',
    required: true,
    type: 'date',
    help: 'A date: 2025-03-31, 3/31/2025 or an Excel date.',
  },
  {
    field: 'federal_share',
    label: 'Federal share',
    required: false,
    type: 'number',
    help: 'Whole dollars; blank = not recorded.',
    blank: null,
  },
  {
    field: 'goal_pct',
    label: 'Contract goal',
    required: false,
    type: 'number',
    aliases: ['Goal %'],
    help: 'Percent, 0 to 100; blank = 0.',
    blank: 0,
  },
  {
    field: 'goal_driven',
    label: 'Goal-driven',
    required: false,
    type: 'boolean',
    help: 'Yes or no: DBE participation set by a contract goal; blank = no.',
    blank: false,
  },
];

export type DbeFirmImportValues = {
  firm: FirmUpdateBody;
  certification: FirmCertificationBody | null;
};

/** A contract row: its project and prime firm as the file names them (resolved against the database). */
export type DbeContractImportValues = {
  project: string;
  primeFirm: string;
  contract: {
    contractNumber: string;
    title: string;
    awardDate: string;
    federalShare: number | null;
    goalPct: number;
    goalDriven: boolean;
  };
};

const firmRowSchema = z.object({
  firm: firmUpdateBodySchema,
  certification: firmCertificationBodySchema.nullable(),
});

// The schema's issues named by the file's columns where the names differ.
const FIRM_FIELD_OF: Record<string, string> = {
  status: 'certification_status',
  effectiveDate: 'certification_effective_date',
  certification: 'certification_status',
};

export function checkDbeFirmRow(record: ImportRecord): RecordCheck<DbeFirmImportValues> {
  const check = checkRecordRow(
    DBE_FIRM_IMPORT_COLUMNS,
    record,
    firmRowSchema,
    (cells) => {
      const status = cells.certification_status;
      const date = cells.certification_effective_date;
      return {
        firm: {
          name: cells.name,
          certificationNumber: cells.certification_number,
          certifyingAgency: cells.certifying_agency,
          naicsCodes: cells.naics_codes ?? [],
          ownerGroup: cells.owner_group ?? null,
          ownerGender: cells.owner_gender ?? null,
          contactName: cells.contact_name,
          contactEmail: cells.contact_email,
          contactPhone: cells.contact_phone,
        },
        certification: status || date ? { status, effectiveDate: date ?? '', note: null } : null,
      };
    },
    FIRM_FIELD_OF,
  );
  return check;
}

const contractRowSchema = z.object({
  project: z.string().trim().min(1, 'Project is required'),
  primeFirm: z.string().trim().min(1, 'Prime contractor is required'),
  contract: contractBodySchema.omit({ projectId: true, primeFirmId: true }),
});

export function checkDbeContractRow(record: ImportRecord): RecordCheck<DbeContractImportValues> {
  return checkRecordRow(DBE_CONTRACT_IMPORT_COLUMNS, record, contractRowSchema, (cells) => ({
    project: cells.project,
    primeFirm: cells.prime_firm,
    contract: {
      contractNumber: cells.contract_number,
      title: cells.title,
      awardDate: cells.award_date,
      federalShare: cells.federal_share ?? null,
      goalPct: cells.goal_pct ?? 0,
      goalDriven: cells.goal_driven ?? false,
    },
  }));
}

/** A firm's key: its certification number, else its name (what an office would look it up by). */
export function dbeFirmKey(firm: Pick<FirmUpdateBody, 'name' | 'certificationNumber'>): string {
  return firm.certificationNumber
    ? `cert:${firm.certificationNumber.toUpperCase()}`
    : `name:${firm.name.toLowerCase().replace(/\s+/g, ' ')}`;
}

export const dbeContractKey = (project: string, contractNumber: string) =>
  `${project.toLowerCase()}|${contractNumber}`;
