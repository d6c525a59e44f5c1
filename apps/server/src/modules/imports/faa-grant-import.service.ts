import { checkGrantDates, defaultPopEnd, faaGrantColumns, type CellIssue } from '@bil/domain';
import {
  airportRefusal,
  GRANT_COLUMNS,
  loadStoredGrants,
  planGrantRow,
  type StoredGrants,
} from './gci-import.service';
import type { RecordRow } from './record-import.repository';
import { decideRecord, refusedPlan, type RecordKindHandler, type RecordPlan } from './record-import.service';

/**
 * FAA's Grant Detail Report (kind faa-grants): each row creates or updates the GC&I grant agreement with its
 * grant number (upsert by number, so a second import of the same file changes nothing), with the grant
 * form's rules and policy: a PM only their own airports, the dates in order, a known airport.
 */
const AMOUNT_COLUMNS = ['entitlement_amount', 'discretionary_amount', 'aig_amount', 'cares_amount'] as const;
const STORED_COLUMNS = [...GRANT_COLUMNS, ...AMOUNT_COLUMNS] as const;

export const faaGrantImport: RecordKindHandler<'faa-grants'> = {
  table: 'gci_grants',
  planner: (db, actor) => {
    let stored: StoredGrants | null = null;
    return async (items) => {
      const grants = (stored ??= await loadStoredGrants(db, STORED_COLUMNS));
      const { airports } = grants;
      return items.map(({ row, key, values: item, newAirport }): RecordPlan => {
        const values = item.values;
        // Added from the file's own columns just before this row: known, with no PM yet.
        if (newAirport) airports.set(values.airport_code, null);
        const { current, refused } = planGrantRow(actor, grants, item);
        if (refused) return refusedPlan(row, key, refused);
        const next: RecordRow = faaGrantColumns(values);
        if (!current) next.pop_end_date = defaultPopEnd(values.award_date);
        const merged = { ...current, ...next } as Parameters<typeof checkGrantDates>[0];
        const problem = checkGrantDates(merged);
        if (problem) return refusedPlan(row, key, issue('award_date', problem));
        if (!current || values.airport_code !== current.airport_code) {
          const refusal = airportRefusal(actor, airports, values.airport_code);
          if (refusal) return refusedPlan(row, key, refusal);
        }
        return decideRecord({ row, key, table: 'gci_grants' }, current, next);
      });
    };
  },
};

const issue = (field: string, message: string): CellIssue[] => [{ field, message }];
