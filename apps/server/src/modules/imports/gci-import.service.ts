import {
  authorize,
  checkGrantDates,
  checkReimbursement,
  computeGrantFunding,
  gciRecordPolicy,
  GRANT_MESSAGES,
  INSPECTION_MESSAGES,
  RECORD_IMPORT_MESSAGES,
  todayInNewYork,
  type Actor,
  type CellIssue,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clockNow } from '../../lib/clock';
import { listAirports } from './imports.repository';
import { listRecords, type RecordRow } from './record-import.repository';
import { decideRecord, refusedPlan, type RecordKindHandler, type RecordPlan } from './record-import.service';

/**
 * GC&I grant agreements, reimbursements and inspections, row by row with the rules of the GC&I forms: the
 * record policy with the airport's PM (a PM only their own airports; another PM's record is "not found"),
 * the grant dates, a drawdown within what the grant has left, an inspection not in the future.
 */
export const GRANT_COLUMNS = [
  'program',
  'grant_number',
  'airport_code',
  'sponsor',
  'title',
  'federal_amount',
  'state_amount',
  'local_amount',
  'execution_date',
  'pop_end_date',
  'completion_date',
  'closeout_received_date',
  'status',
  'notes',
] as const;
export const REIMBURSEMENT_COLUMNS = [
  'grant_id',
  'request_number',
  'request_date',
  'requested_amount',
  'approved_amount',
  'paid_date',
  'notes',
] as const;
export const INSPECTION_COLUMNS = ['airport_code', 'inspection_date', 'inspector', 'notes'] as const;

type Db = Kysely<Database>;
const issue = (field: string, message: string): CellIssue[] => [{ field, message }];

/** The columns the row sets: all of them for a new record, else only those the file has. */
function columnsOf(values: object, columns: readonly string[], fields: string[] | null): RecordRow {
  const source = values as Record<string, unknown>;
  return Object.fromEntries(
    columns
      .filter((column) => fields === null || fields.includes(column))
      .map((column) => [column, source[column] ?? null]),
  );
}

export async function airportPms(db: Db): Promise<Map<string, string | null>> {
  return new Map((await listAirports(db)).map((airport) => [airport.airport_code, airport.tdot_pm]));
}

/** May the actor put a record on this airport (create, or move one there)? The reason when not. */
export function airportRefusal(
  actor: Actor,
  airports: Map<string, string | null>,
  code: string,
): CellIssue[] | null {
  if (!airports.has(code)) return issue('airport_code', GRANT_MESSAGES.unknownAirport);
  const decision = authorize(gciRecordPolicy, actor, 'create', { airportPm: airports.get(code) ?? null });
  return decision.allowed ? null : issue('airport_code', RECORD_IMPORT_MESSAGES.ownAirportsOnly);
}

/** The stored record the row names, or why not: by id, else by the natural key (one match only). */
export function matchStored(
  actor: Actor,
  item: { id: string | null },
  byId: Map<string, RecordRow>,
  sameKey: RecordRow[],
  pmOf: (row: RecordRow) => string | null,
  keyField: string,
  hiddenKeyMessage: string,
): { current?: RecordRow; refused?: CellIssue[] } {
  const current = item.id ? byId.get(item.id) : sameKey[0];
  if (item.id && !current) return { refused: issue('id', RECORD_IMPORT_MESSAGES.idNotFound) };
  if (!item.id && sameKey.length > 1)
    return { refused: issue(keyField, RECORD_IMPORT_MESSAGES.sameKeyTwice) };
  if (!current) return {};
  const decision = authorize(gciRecordPolicy, actor, 'update', { airportPm: pmOf(current) });
  if (decision.allowed) return { current };
  const message =
    decision.status === 404
      ? item.id
        ? RECORD_IMPORT_MESSAGES.idNotFound
        : hiddenKeyMessage
      : decision.reason;
  return { refused: issue(item.id ? 'id' : keyField, message) };
}

/** The stored grants a grant import plans against, read once: the airports' PMs, the grants by id and by number. */
export type StoredGrants = {
  airports: Map<string, string | null>;
  byId: Map<string, RecordRow>;
  byNumber: Map<unknown, RecordRow[]>;
};

export async function loadStoredGrants(db: Db, columns: readonly string[]): Promise<StoredGrants> {
  const airports = await airportPms(db);
  const grants = await listRecords(db, 'gci_grants', columns);
  const byNumber = new Map<unknown, RecordRow[]>();
  for (const grant of grants)
    byNumber.set(grant.grant_number, [...(byNumber.get(grant.grant_number) ?? []), grant]);
  return { airports, byId: new Map(grants.map((grant) => [String(grant.id), grant])), byNumber };
}

/** The stored grant a row names (by id, else by its grant number) under the record policy, or why not. */
export function planGrantRow(
  actor: Actor,
  stored: StoredGrants,
  item: { id: string | null; values: { grant_number: string } },
): { current?: RecordRow; refused?: CellIssue[]; sameNumber: RecordRow[] } {
  const sameNumber = stored.byNumber.get(item.values.grant_number) ?? [];
  const pmOf = (grant: RecordRow) => stored.airports.get(String(grant.airport_code)) ?? null;
  const { byId } = stored;
  const match = matchStored(
    actor,
    item,
    byId,
    sameNumber,
    pmOf,
    'grant_number',
    GRANT_MESSAGES.duplicateNumber,
  );
  return { ...match, sameNumber };
}

export const grantImport: RecordKindHandler<'grants'> = {
  table: 'gci_grants',
  planner: (db, actor) => {
    let stored: StoredGrants | null = null;
    return async (items) => {
      const grants = (stored ??= await loadStoredGrants(db, GRANT_COLUMNS));
      const { airports } = grants;
      return items.map(({ row, key, values: item }): RecordPlan => {
        const values = item.values;
        const { current, refused, sameNumber } = planGrantRow(actor, grants, item);
        if (refused) return refusedPlan(row, key, refused);
        const next = columnsOf(values, GRANT_COLUMNS, current ? item.fields : null);
        const merged = { ...current, ...next } as Parameters<typeof checkGrantDates>[0];
        const problem = checkGrantDates(merged);
        if (problem) return refusedPlan(row, key, issue('pop_end_date', problem));
        const code = String(next.airport_code ?? current?.airport_code);
        if (!current || code !== current.airport_code) {
          const refusal = airportRefusal(actor, airports, code);
          if (refusal) return refusedPlan(row, key, refusal);
        }
        if (current && next.grant_number !== undefined && sameNumber.some((grant) => grant.id !== current.id))
          return refusedPlan(row, key, issue('grant_number', GRANT_MESSAGES.duplicateNumber));
        return decideRecord({ row, key, table: 'gci_grants' }, current, next);
      });
    };
  },
};

export const reimbursementImport: RecordKindHandler<'reimbursements'> = {
  table: 'gci_reimbursements',
  planner: (db, actor) => {
    let state: { airports: Map<string, string | null>; grants: RecordRow[]; drawdowns: RecordRow[] } | null =
      null;
    return async (items) => {
      state ??= {
        airports: await airportPms(db),
        grants: await listRecords(db, 'gci_grants', GRANT_COLUMNS),
        drawdowns: await listRecords(db, 'gci_reimbursements', REIMBURSEMENT_COLUMNS),
      };
      const { airports, grants, drawdowns } = state;
      const grantsByNumber = new Map(grants.map((grant) => [String(grant.grant_number), grant]));
      return items.map(({ row, key, values: item }): RecordPlan => {
        const values = item.values;
        const grant = grantsByNumber.get(values.grant_number);
        const airportPm = grant ? (airports.get(String(grant.airport_code)) ?? null) : null;
        const decision = grant ? authorize(gciRecordPolicy, actor, 'update', { airportPm }) : null;
        if (!grant || (decision && !decision.allowed && decision.status === 404))
          return refusedPlan(row, key, issue('grant_number', RECORD_IMPORT_MESSAGES.grantNotFound));
        if (decision && !decision.allowed)
          return refusedPlan(row, key, issue('grant_number', decision.reason));
        const onGrant = drawdowns.filter((drawdown) => drawdown.grant_id === grant.id);
        const current = item.id
          ? drawdowns.find((drawdown) => drawdown.id === item.id)
          : onGrant.find((drawdown) => drawdown.request_number === values.request_number);
        if (item.id && !current) return refusedPlan(row, key, issue('id', RECORD_IMPORT_MESSAGES.idNotFound));
        if (current && current.grant_id !== grant.id)
          return refusedPlan(row, key, issue('grant_number', RECORD_IMPORT_MESSAGES.otherGrant));
        const next = columnsOf(
          { ...values, grant_id: grant.id },
          REIMBURSEMENT_COLUMNS,
          current ? item.fields : null,
        );
        const merged = { ...current, ...next } as RecordRow &
          Parameters<typeof computeGrantFunding>[1][number];
        if (merged.request_date < String(grant.execution_date))
          return refusedPlan(row, key, issue('request_date', GRANT_MESSAGES.requestBeforeExecution));
        const problem = checkReimbursement(merged);
        if (problem) return refusedPlan(row, key, issue('approved_amount', problem));
        if (
          current &&
          next.request_number !== undefined &&
          onGrant.some((other) => other !== current && other.request_number === merged.request_number)
        )
          return refusedPlan(row, key, issue('request_number', GRANT_MESSAGES.duplicateRequest));
        // Within what the grant has left once its other requests, stored or earlier in this file, are counted.
        const others = onGrant.filter((drawdown) => drawdown !== current) as unknown as Parameters<
          typeof computeGrantFunding
        >[1];
        const funding = computeGrantFunding(
          grant as unknown as Parameters<typeof computeGrantFunding>[0],
          others,
        );
        if ((merged.approved_amount ?? merged.requested_amount) > funding.available + 0.001)
          return refusedPlan(row, key, issue('requested_amount', GRANT_MESSAGES.overBalance));
        const plan = decideRecord({ row, key, table: 'gci_reimbursements' }, current, next);
        if (current) Object.assign(current, next);
        else drawdowns.push({ id: `row-${row}`, ...next });
        return plan;
      });
    };
  },
};

export const inspectionImport: RecordKindHandler<'inspections'> = {
  table: 'gci_inspections',
  planner: (db, actor) => {
    let state: { airports: Map<string, string | null>; inspections: RecordRow[] } | null = null;
    const today = todayInNewYork(clockNow());
    return async (items) => {
      state ??= {
        airports: await airportPms(db),
        inspections: await listRecords(db, 'gci_inspections', INSPECTION_COLUMNS),
      };
      const { airports, inspections } = state;
      const byId = new Map(inspections.map((inspection) => [String(inspection.id), inspection]));
      return items.map(({ row, key, values: item }): RecordPlan => {
        const values = item.values;
        const sameDay = inspections.filter(
          (inspection) =>
            inspection.airport_code === values.airport_code &&
            inspection.inspection_date === values.inspection_date,
        );
        const pmOf = (inspection: RecordRow) => airports.get(String(inspection.airport_code)) ?? null;
        const match = matchStored(
          actor,
          item,
          byId,
          sameDay,
          pmOf,
          'inspection_date',
          INSPECTION_MESSAGES.notFound,
        );
        if (match.refused) return refusedPlan(row, key, match.refused);
        const { current } = match;
        const next = columnsOf(values, INSPECTION_COLUMNS, current ? item.fields : null);
        if (values.inspection_date > today)
          return refusedPlan(row, key, issue('inspection_date', INSPECTION_MESSAGES.inspectionInFuture));
        const code = String(next.airport_code ?? current?.airport_code);
        if (!current || code !== current.airport_code) {
          const refusal = airportRefusal(actor, airports, code);
          if (refusal) return refusedPlan(row, key, refusal);
        }
        return decideRecord({ row, key, table: 'gci_inspections' }, current, next);
      });
    };
  },
};
