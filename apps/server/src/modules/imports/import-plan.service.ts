import {
  AIG_FISCAL_YEARS,
  AIG_YEAR_KEYS,
  airportPolicy,
  authorize,
  checkImportRow,
  completeProjectValues,
  deriveDayCounts,
  formatUnknownAirport,
  importRowKey,
  cellText,
  isRecordImportKind,
  isScopedToOwnAirports,
  isStatewideCode,
  statewideRowMessage,
  projectPolicy,
  PROJECT_PERMISSION_MESSAGES,
  settleEditedTotal,
  type Actor,
  type AigYearKey,
  type CellIssue,
  type ImportAction,
  type ImportKind,
  type ImportRecord,
  type ImportReport,
  type ImportValues,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  findProjectsByIds,
  findProjectsByUpins,
  listAirports,
  listAllocations,
  type AirportRow,
  type ImportProjectRow,
  type NewImportProject,
} from './imports.repository';
import { recordPlannerFor } from './record-kinds';
import type { RecordWrite } from './record-import.service';
import type { SheetPart } from './sheet-parts';

/** What applying one row writes; undo keeps each write's before. */
export type ImportWrite =
  | { t: 'project-create'; values: NewImportProject }
  | { t: 'project-update'; id: string; before: Partial<ImportProjectRow>; changes: Partial<ImportProjectRow> }
  | { t: 'airport-create'; airport: AirportRow }
  | { t: 'airport-update'; before: AirportRow; after: AirportRow }
  | { t: 'allocation'; code: string; key: AigYearKey; before: number | null; after: number }
  | RecordWrite;

export type PlannedRow = {
  row: number;
  action: ImportAction;
  key: string | null;
  issues: CellIssue[];
  write?: ImportWrite;
  /** Written just before `write`: an airport the catalogue lacked, added from the file's columns. */
  prewrite?: ImportWrite;
};

type UnknownAirport = ImportReport['unknownAirports'][number];

/** What the plan learns along the way for the report: airports the catalogue lacks, once each. */
export type PlanNotes = { unknownAirports: Map<string, UnknownAirport> };

export const newPlanNotes = (): PlanNotes => ({ unknownAirports: new Map() });

export type PlanOptions = { createAirports: boolean };

const BATCH = 5000;
const IMPORT_NOT_FOUND = 'No project you can see has this ID or UPIN';

/** What the kind's rows are checked against: the airports (all kinds) and existing allocations. */
type Catalogue = { airports: Map<string, AirportRow>; allocations: Map<string, Record<AigYearKey, number>> };

const refused = (row: number, key: string | null, issues: CellIssue[]): PlannedRow => ({
  row,
  action: 'refused',
  key,
  issues,
});

function unknownAirport(code: string): CellIssue {
  return { field: 'airport_code', message: formatUnknownAirport(code) };
}

type ProjectMatch = { found?: ImportProjectRow; issue?: CellIssue };

async function matchProjects(
  db: Kysely<Database>,
  batch: ImportValues['projects'][],
): Promise<ProjectMatch[]> {
  const ids = batch.flatMap((values) => (values.id ? [values.id.toLowerCase()] : []));
  const upins = batch.flatMap((values) => (!values.id && values.values.upin ? [values.values.upin] : []));
  const byId = new Map((await findProjectsByIds(db, ids)).map((row) => [row.id, row]));
  const byUpin = new Map<string, ImportProjectRow[]>();
  for (const row of await findProjectsByUpins(db, upins)) {
    byUpin.set(row.upin ?? '', [...(byUpin.get(row.upin ?? '') ?? []), row]);
  }
  return batch.map((values) => {
    if (values.id) {
      const found = byId.get(values.id.toLowerCase());
      return found ? { found } : { issue: { field: 'id', message: IMPORT_NOT_FOUND } };
    }
    const same = values.values.upin ? (byUpin.get(values.values.upin) ?? []) : [];
    if (same.length > 1) {
      return {
        issue: { field: 'upin', message: `${same.length} projects have this UPIN: use the id column` },
      };
    }
    return { found: same[0] };
  });
}

function planProjectCreate(
  actor: Actor,
  catalogue: Catalogue,
  row: number,
  key: string | null,
  parsed: ImportValues['projects'],
): PlannedRow {
  const values = completeProjectValues(parsed.values);
  if (isScopedToOwnAirports(actor)) values.tdot_pm ??= actor.tdotPm;
  const airport = catalogue.airports.get(values.airport_code);
  if (!airport) return refused(row, key, [unknownAirport(values.airport_code)]);
  const tdotPm = values.tdot_pm ?? airport.tdot_pm;
  const decision = authorize(projectPolicy, actor, 'create', { tdot_pm: values.tdot_pm });
  if (!decision.allowed) return refused(row, key, [{ field: 'tdot_pm', message: decision.reason }]);
  const usable = authorize(airportPolicy, actor, 'useForProjects', {
    code: airport.airport_code,
    pm: airport.tdot_pm,
  });
  if (!usable.allowed) {
    return refused(row, key, [
      { field: 'airport_code', message: PROJECT_PERMISSION_MESSAGES.createOnlyForSelf },
    ]);
  }
  const write: ImportWrite = {
    t: 'project-create',
    values: {
      ...values,
      ...deriveDayCounts(values),
      airport_name: values.airport_name ?? airport.airport_name,
      city: values.city ?? airport.city,
      tdot_pm: tdotPm,
      created_by: actor.userId ?? null,
    },
  };
  return { row, action: 'create', key, issues: [], write };
}

function planProjectUpdate(
  actor: Actor,
  catalogue: Catalogue,
  row: number,
  key: string | null,
  current: ImportProjectRow,
  parsed: ImportValues['projects'],
): PlannedRow {
  const changes = parsed.values as Partial<ImportProjectRow>;
  const decision = authorize(projectPolicy, actor, 'update', {
    id: current.id,
    tdot_pm: current.tdot_pm,
    nextTdotPm: changes.tdot_pm,
  });
  // A project the person may not see is refused as not found (its id and owner are not revealed).
  if (!decision.allowed) {
    const message = decision.status === 404 ? IMPORT_NOT_FOUND : decision.reason;
    return refused(row, key, [{ field: parsed.id ? 'id' : 'upin', message }]);
  }
  // One total rule with the form and the API: blank is worked out, below the parts is refused.
  const total = settleEditedTotal(current, parsed.values);
  if (!total.ok) return refused(row, key, [{ field: 'total_amount', message: total.message }]);
  const next = { ...current, ...changes, total_amount: total.total_amount ?? current.total_amount };
  if (next.airport_code !== current.airport_code) {
    const airport = catalogue.airports.get(next.airport_code);
    if (!airport) return refused(row, key, [unknownAirport(next.airport_code)]);
    const usable = authorize(airportPolicy, actor, 'useForProjects', {
      code: airport.airport_code,
      pm: airport.tdot_pm,
    });
    if (!usable.allowed) {
      return refused(row, key, [{ field: 'airport_code', message: PROJECT_PERMISSION_MESSAGES.editOnlyOwn }]);
    }
  }
  Object.assign(next, deriveDayCounts(next));
  const fields = (Object.keys(next) as (keyof ImportProjectRow)[]).filter(
    (field) => field !== 'version' && next[field] !== current[field],
  );
  if (fields.length === 0) return { row, action: 'unchanged', key, issues: [] };
  const pick = (source: ImportProjectRow) =>
    Object.fromEntries(fields.map((field) => [field, source[field]]));
  return {
    row,
    action: 'update',
    key,
    issues: [],
    write: { t: 'project-update', id: current.id, before: pick(current), changes: pick(next) },
  };
}

function planAirport(
  catalogue: Catalogue,
  row: number,
  key: string | null,
  values: ImportValues['airports'],
  fields: string[],
): PlannedRow {
  const current = catalogue.airports.get(values.airport_code);
  if (!current)
    return { row, action: 'create', key, issues: [], write: { t: 'airport-create', airport: values } };
  // Columns left out of the file keep their stored values (a sheet without a PM column keeps the PMs).
  const after: AirportRow = { ...current };
  for (const field of ['airport_name', 'city', 'tdot_pm'] as const) {
    if (fields.includes(field)) Object.assign(after, { [field]: values[field] });
  }
  const same =
    after.airport_name === current.airport_name &&
    after.city === current.city &&
    after.tdot_pm === current.tdot_pm;
  if (same) return { row, action: 'unchanged', key, issues: [] };
  return { row, action: 'update', key, issues: [], write: { t: 'airport-update', before: current, after } };
}

/** Notes an airport the catalogue lacks (once, counting its rows); with createAirports, plans adding it. */
function planUnknownAirport(
  catalogue: Catalogue,
  notes: PlanNotes,
  options: PlanOptions,
  code: string,
  record: ImportRecord,
): { write?: ImportWrite; issue?: CellIssue } {
  const name = cellText(record.airport_name ?? null);
  const city = cellText(record.city ?? null);
  const known = notes.unknownAirports.get(code);
  if (known) known.rows += 1;
  else notes.unknownAirports.set(code, { code, name, city, rows: 1 });
  if (!options.createAirports) return { issue: unknownAirport(code) };
  if (!name || !city) {
    const message = `${formatUnknownAirport(code)}; to add it the file needs its Airport and City columns`;
    return { issue: { field: 'airport_code', message } };
  }
  const airport: AirportRow = { airport_code: code, airport_name: name, city, tdot_pm: null };
  catalogue.airports.set(code, airport);
  return { write: { t: 'airport-create', airport } };
}

/**
 * A row's airport when the catalogue lacks it, or when this import added it (listed once with all its rows):
 * the airport to add first, or why the row is refused; null when the catalogue had it.
 */
function airportOfRow(
  catalogue: Catalogue,
  notes: PlanNotes,
  options: PlanOptions,
  code: string,
  record: ImportRecord,
): { write?: ImportWrite; issue?: CellIssue } | null {
  if (!catalogue.airports.has(code)) return planUnknownAirport(catalogue, notes, options, code, record);
  const noted = notes.unknownAirports.get(code);
  if (noted) noted.rows += 1;
  return null;
}

function planAllocation(
  catalogue: Catalogue,
  notes: PlanNotes,
  options: PlanOptions,
  row: number,
  key: string | null,
  values: ImportValues['allocations'],
  record: ImportRecord,
): PlannedRow {
  // An airport added by an earlier row of this file is still listed once, with all its rows.
  const added = airportOfRow(catalogue, notes, options, values.airport_code, record);
  if (added?.issue) return refused(row, key, [added.issue]);
  const prewrite = added?.write;
  const yearKey = AIG_YEAR_KEYS[
    (AIG_FISCAL_YEARS as readonly number[]).indexOf(values.fiscal_year)
  ] as AigYearKey;
  const stored = catalogue.allocations.get(values.airport_code);
  const before = stored ? stored[yearKey] : null;
  if (before === values.amount) return { row, action: 'unchanged', key, issues: [] };
  const write: ImportWrite = {
    t: 'allocation',
    code: values.airport_code,
    key: yearKey,
    before,
    after: values.amount,
  };
  return { row, action: before === null ? 'create' : 'update', key, issues: [], write, prewrite };
}

/**
 * The sheets' rows as field -> cell records, by each sheet's mapping (unmapped columns are left out), a
 * batch at a time; a sheet without a Fiscal Year column gives its rows the year its context named.
 */
async function* recordBatches(
  parts: AsyncIterable<SheetPart>,
): AsyncGenerator<{ row: number; record: ImportRecord }[]> {
  let batch: { row: number; record: ImportRecord }[] = [];
  for await (const { table, mapping, fiscalYear } of parts) {
    const columns = table.headers.flatMap((header, index) => {
      const field = mapping[header];
      return field ? [{ field, index }] : [];
    });
    for await (const { number, cells } of table.rows) {
      const record = Object.fromEntries(columns.map(({ field, index }) => [field, cells[index] ?? null]));
      if (fiscalYear !== null) record.fiscal_year = fiscalYear;
      batch.push({ row: number, record });
      if (batch.length >= BATCH) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/** A statewide '*' row, which no kind imports: skipped, with the reason, never silently. */
function statewideRow(row: number, record: ImportRecord): PlannedRow | null {
  const code = cellText(record.airport_code ?? null);
  if (!isStatewideCode(code)) return null;
  return {
    row,
    action: 'skipped',
    key: code,
    issues: [{ field: 'airport_code', message: statewideRowMessage(code) }],
  };
}

/** The planned rows with the skipped ones put back at their places in the batch (sheet order). */
function withSkipped(planned: PlannedRow[], skipped: Map<number, PlannedRow>): PlannedRow[] {
  if (skipped.size === 0) return planned;
  const all: PlannedRow[] = [];
  let next = 0;
  for (let index = 0; index < planned.length + skipped.size; index += 1) {
    const row = skipped.get(index) ?? planned[next++];
    if (row) all.push(row);
  }
  return all;
}

/**
 * The dry run (and the apply): every row checked with the forms' schema and the records' policies,
 * matched by id or natural key, and given its action. Rows whose key repeats an earlier row of the file
 * are refused. Reads the table a batch at a time and hands each planned batch to onBatch (which reports
 * it, and when applying writes it), so memory stays one batch deep. Writes nothing itself.
 */
export async function planImport(
  db: Kysely<Database>,
  actor: Actor,
  kind: ImportKind,
  parts: AsyncIterable<SheetPart>,
  options: PlanOptions,
  notes: PlanNotes,
  onBatch: (rows: PlannedRow[]) => Promise<void>,
): Promise<void> {
  const catalogue: Catalogue = {
    airports: new Map((await listAirports(db)).map((airport) => [airport.airport_code, airport])),
    allocations:
      kind === 'allocations' ? await listAllocations(db) : new Map<string, Record<AigYearKey, number>>(),
  };
  const recordPlanner = isRecordImportKind(kind) ? recordPlannerFor(db, actor, kind) : null;
  const seen = new Map<string, number>();
  for await (const records of recordBatches(parts)) {
    const skipped = new Map<number, PlannedRow>();
    type Checked = {
      row: number;
      record: ImportRecord;
      check: ReturnType<typeof checkImportRow>;
      key: string | null;
      duplicateOf: number | undefined;
    };
    const batch = records.flatMap(({ row, record }, index): Checked[] => {
      const statewide = statewideRow(row, record);
      if (statewide) {
        skipped.set(index, statewide);
        return [];
      }
      const check = checkImportRow(kind, record);
      if (!check.ok) return [{ row, record, check, key: null, duplicateOf: undefined }];
      const key = importRowKey(kind, check.values);
      const duplicateOf = key === null ? undefined : seen.get(key);
      if (key !== null && duplicateOf === undefined) seen.set(key, row);
      return [{ row, record, check, key, duplicateOf }];
    });
    const projectMatches =
      kind === 'projects'
        ? await matchProjects(
            db,
            batch.flatMap((item) =>
              item.check.ok && item.duplicateOf === undefined
                ? [item.check.values as ImportValues['projects']]
                : [],
            ),
          )
        : [];
    // FAA's Grant Detail Report: airports the catalogue lacks are listed once, and added when asked.
    const airportPlans = new Map<number, { write?: ImportWrite; issue?: CellIssue }>();
    if (kind === 'faa-grants') {
      for (const item of batch) {
        if (!item.check.ok || item.duplicateOf !== undefined) continue;
        const code = (item.check.values as ImportValues['faa-grants']).values.airport_code;
        const plan = airportOfRow(catalogue, notes, options, code, item.record);
        if (plan) airportPlans.set(item.row, plan);
      }
    }
    // DBE and GC&I kinds: the kind's own planner (record-kinds.ts) plans the batch's valid rows.
    const recordPlans = recordPlanner
      ? await recordPlanner(
          batch.flatMap((item) =>
            item.check.ok &&
            item.duplicateOf === undefined &&
            item.key !== null &&
            !airportPlans.get(item.row)?.issue
              ? [
                  {
                    row: item.row,
                    key: item.key,
                    values: item.check.values,
                    newAirport: airportPlans.get(item.row)?.write !== undefined,
                  },
                ]
              : [],
          ) as Parameters<typeof recordPlanner>[0],
        )
      : [];
    let matchIndex = 0;
    const planned: PlannedRow[] = [];
    for (const { row, record, check, key, duplicateOf } of batch) {
      if (!check.ok) {
        planned.push(refused(row, key, check.issues));
        continue;
      }
      if (duplicateOf !== undefined) {
        planned.push(
          refused(row, key, [{ field: '', message: `Same record as row ${duplicateOf} of this file` }]),
        );
        continue;
      }
      const airportPlan = airportPlans.get(row);
      if (airportPlan?.issue) {
        planned.push(refused(row, key, [airportPlan.issue]));
      } else if (recordPlanner) {
        const plan = recordPlans[matchIndex++] ?? refused(row, key, [{ field: '', message: 'Not checked' }]);
        planned.push(airportPlan?.write ? { ...plan, prewrite: airportPlan.write } : plan);
      } else if (kind === 'projects') {
        const match = projectMatches[matchIndex++] ?? {};
        const values = check.values as ImportValues['projects'];
        if (match.issue) planned.push(refused(row, key, [match.issue]));
        else if (match.found)
          planned.push(planProjectUpdate(actor, catalogue, row, key, match.found, values));
        else planned.push(planProjectCreate(actor, catalogue, row, key, values));
      } else if (kind === 'airports') {
        planned.push(
          planAirport(catalogue, row, key, check.values as ImportValues['airports'], check.fields),
        );
      } else {
        const values = check.values as ImportValues['allocations'];
        planned.push(planAllocation(catalogue, notes, options, row, key, values, record));
      }
    }
    await onBatch(withSkipped(planned, skipped));
  }
}
