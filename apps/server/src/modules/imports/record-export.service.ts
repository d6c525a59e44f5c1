import {
  authorize,
  dbeContractPolicy,
  dbeProgramPolicy,
  gciRecordPolicy,
  IMPORT_COLUMNS,
  type Actor,
  type RecordImportKind,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CONTRACT_COLUMNS, FIRM_COLUMNS } from './dbe-import.service';
import { GRANT_COLUMNS, INSPECTION_COLUMNS, REIMBURSEMENT_COLUMNS } from './gci-import.service';
import { listAirports } from './imports.repository';
import {
  listContractContext,
  listLatestCertifications,
  listRecords,
  type RecordRow,
} from './record-import.repository';

type Cell = string | number | null;
export type RecordSheet = { kind: RecordImportKind; header: string[]; rows: Cell[][] };

const cell = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
};
const header = (kind: RecordImportKind) => IMPORT_COLUMNS[kind].map((column) => column.field);

/**
 * The DBE and GC&I sheets of the export: what the caller may read (each record's policy with its airport's
 * PM), with the import's field names as headers and records named by id, so the file imports back unchanged.
 */
export async function collectRecordSheets(db: Kysely<Database>, actor: Actor): Promise<RecordSheet[]> {
  const airports = new Map(
    (await listAirports(db)).map((airport) => [airport.airport_code, airport.tdot_pm]),
  );
  const gciReadable = (code: unknown) =>
    authorize(gciRecordPolicy, actor, 'read', { airportPm: airports.get(String(code)) ?? null }).allowed;

  const firms = authorize(dbeProgramPolicy, actor, 'readAwards', null).allowed
    ? await listRecords(db, 'dbe_firms', FIRM_COLUMNS)
    : [];
  const latest = await listLatestCertifications(db);
  const context = await listContractContext(db);
  const contracts = (await listRecords(db, 'dbe_contracts', CONTRACT_COLUMNS)).filter(
    (contract) =>
      authorize(dbeContractPolicy, actor, 'read', {
        airportPm: context.get(String(contract.id))?.airport_pm ?? null,
      }).allowed,
  );
  const grants = (await listRecords(db, 'gci_grants', GRANT_COLUMNS)).filter((grant) =>
    gciReadable(grant.airport_code),
  );
  const grantNumbers = new Map(grants.map((grant) => [grant.id, grant.grant_number]));
  const drawdowns = (await listRecords(db, 'gci_reimbursements', REIMBURSEMENT_COLUMNS)).filter((drawdown) =>
    grantNumbers.has(drawdown.grant_id),
  );
  const inspections = (await listRecords(db, 'gci_inspections', INSPECTION_COLUMNS)).filter((inspection) =>
    gciReadable(inspection.airport_code),
  );
  // Each sheet's cells by the kind's header: a column's stored value, or what `named` says for the others.
  const sheet = (
    kind: RecordImportKind,
    rows: RecordRow[],
    named: (row: RecordRow) => RecordRow = () => ({}),
  ) => {
    const fields = header(kind);
    return {
      kind,
      header: fields,
      rows: rows.map((row) => {
        const extra = named(row);
        return fields.map((field) => cell(field in extra ? extra[field] : row[field]));
      }),
    };
  };
  return [
    sheet('dbe-firms', firms, (firm) => {
      const entry = latest.get(String(firm.id));
      return {
        certification_status: entry?.status ?? null,
        certification_effective_date: entry?.effective_date ?? null,
      };
    }),
    sheet('dbe-contracts', contracts, (contract) => ({
      project: contract.project_id,
      prime_firm: contract.prime_firm_id,
    })),
    sheet('grants', grants),
    sheet('reimbursements', drawdowns, (drawdown) => ({ grant_number: grantNumbers.get(drawdown.grant_id) })),
    sheet('inspections', inspections),
  ];
}
