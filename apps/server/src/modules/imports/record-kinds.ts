import type { Actor, ImportValues, RecordImportKind } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { dbeContractImport, dbeFirmImport } from './dbe-import.service';
import { faaGrantImport } from './faa-grant-import.service';
import { grantImport, inspectionImport, reimbursementImport } from './gci-import.service';
import type { RecordKindHandler, RecordPlan } from './record-import.service';

/** The registry of the kinds that are another area's records: one entry per kind, its planner in its own file. */
const RECORD_KIND_HANDLERS: { [K in RecordImportKind]: RecordKindHandler<K> } = {
  'dbe-firms': dbeFirmImport,
  'dbe-contracts': dbeContractImport,
  grants: grantImport,
  reimbursements: reimbursementImport,
  inspections: inspectionImport,
  'faa-grants': faaGrantImport,
};

export type AnyRecordItem = {
  row: number;
  key: string;
  values: ImportValues[RecordImportKind];
  newAirport?: boolean;
};

/** One import's planner for a record kind (it keeps what it has read across the import's batches). */
export function recordPlannerFor(
  db: Kysely<Database>,
  actor: Actor,
  kind: RecordImportKind,
): (items: AnyRecordItem[]) => Promise<RecordPlan[]> {
  const handler = RECORD_KIND_HANDLERS[kind] as unknown as RecordKindHandler<RecordImportKind>;
  return handler.planner(db, actor);
}
