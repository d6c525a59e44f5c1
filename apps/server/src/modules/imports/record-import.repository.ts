import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The SQL of the DBE and GC&I import kinds: a record is one row of one table, written column by column as
 * the plan decided (tracked columns only), and read back for the plan, undo and export.
 */
export type RecordTable =
  'dbe_firms' | 'dbe_contracts' | 'gci_grants' | 'gci_reimbursements' | 'gci_inspections';
export type RecordRow = Record<string, unknown>;

// Contracts carry a version (the contract form's optimistic lock): an import's change bumps it as an edit does.
const VERSIONED: readonly RecordTable[] = ['dbe_contracts'];

export async function insertRecord(
  db: Kysely<Database>,
  table: RecordTable,
  values: RecordRow,
): Promise<string> {
  const columns = Object.keys(values);
  const row = await sql<{ id: string }>`
    insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => sql`${values[column]}`))})
    returning id`.execute(db);
  const id = row.rows[0]?.id;
  if (!id) throw new Error(`insert into ${table} returned no id`);
  return id;
}

export async function updateRecord(
  db: Kysely<Database>,
  table: RecordTable,
  id: string,
  values: RecordRow,
): Promise<void> {
  const sets = Object.keys(values).map((column) => sql`${sql.ref(column)} = ${values[column]}`);
  if (VERSIONED.includes(table)) sets.push(sql`version = version + 1`);
  sets.push(sql`updated_at = now()`);
  await sql`update ${sql.table(table)} set ${sql.join(sets)} where id = ${id}`.execute(db);
}

/** The rows with these ids (locked for the undo that reads them), id and the columns asked for. */
export async function selectRecords(
  db: Kysely<Database>,
  table: RecordTable,
  columns: readonly string[],
  ids: readonly string[],
): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(['id', ...columns].map((column) => sql.ref(column)));
  const result = await sql<RecordRow>`
    select ${list} from ${sql.table(table)}
    where id in (${sql.join(ids.map((id) => sql`${id}::uuid`))}) for update`.execute(db);
  return result.rows;
}

export async function deleteRecords(
  db: Kysely<Database>,
  table: RecordTable,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from ${sql.table(table)} where id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(
    db,
  );
}

/** Every row of a table with the columns asked for, oldest first (small tables: firms, grants, inspections). */
export async function listRecords(
  db: Kysely<Database>,
  table: RecordTable,
  columns: readonly string[],
): Promise<RecordRow[]> {
  const list = sql.join(['id', ...columns].map((column) => sql.ref(column)));
  const result = await sql<RecordRow>`
    select ${list} from ${sql.table(table)} order by created_at, id`.execute(db);
  return result.rows;
}

/** Each firm's latest certification entry (its status and day), the one an import compares with. */
export async function listLatestCertifications(
  db: Kysely<Database>,
): Promise<Map<string, { status: string; effective_date: string }>> {
  const rows = await db
    .selectFrom('dbe_firm_certifications')
    .select(['firm_id', 'status', 'effective_date'])
    .orderBy('firm_id')
    .orderBy('effective_date', 'desc')
    .orderBy('recorded_at', 'desc')
    .execute();
  const latest = new Map<string, { status: string; effective_date: string }>();
  for (const row of rows) if (!latest.has(row.firm_id)) latest.set(row.firm_id, row);
  return latest;
}

export async function insertFirmCertification(
  db: Kysely<Database>,
  values: { firm_id: string; status: string; effective_date: string; recorded_by: string | null },
): Promise<string> {
  const row = await db
    .insertInto('dbe_firm_certifications')
    .values({ ...values, note: 'Imported' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteFirmCertifications(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('dbe_firm_certifications')
      .where('id', 'in', [...ids])
      .execute();
}

export type ProjectRef = { id: string; upin: string | null; airport_pm: string | null };

/** Projects named by id or UPIN, with the PM of their airport (the DBE contract policy's record). */
export async function findProjectRefs(
  db: Kysely<Database>,
  ids: readonly string[],
  upins: readonly string[],
): Promise<ProjectRef[]> {
  if (ids.length === 0 && upins.length === 0) return [];
  return db
    .selectFrom('projects')
    .leftJoin('airport_assignments', 'airport_assignments.airport_code', 'projects.airport_code')
    .select(['projects.id', 'projects.upin', 'airport_assignments.tdot_pm as airport_pm'])
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('projects.id', 'in', [...ids])] : []),
        ...(upins.length > 0 ? [eb('projects.upin', 'in', [...upins])] : []),
      ]),
    )
    .execute();
}

/** Each contract's airport PM (through its project), completion day and first commitment day. */
export async function listContractContext(
  db: Kysely<Database>,
): Promise<
  Map<string, { airport_pm: string | null; completed_date: string | null; first_commitment: string | null }>
> {
  const rows = await db
    .selectFrom('dbe_contracts as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .leftJoin('airport_assignments as a', 'a.airport_code', 'p.airport_code')
    .select([
      'c.id',
      'a.tdot_pm as airport_pm',
      'c.completed_date',
      (eb) =>
        eb
          .selectFrom('dbe_commitments as m')
          .select((inner) => inner.fn.min<string>('m.commitment_date').as('first'))
          .whereRef('m.contract_id', '=', 'c.id')
          .as('first_commitment'),
    ])
    .execute();
  return new Map(
    rows.map(({ id, ...context }) => [
      id,
      { ...context, first_commitment: context.first_commitment ?? null },
    ]),
  );
}

/**
 * The records among these that others now depend on (a contract on a project or firm, a drawdown on a
 * grant, a discrepancy on an inspection, a commitment or payment on a contract), each with what depends.
 * Deleting them on undo would break or take those records with them.
 */
export async function findDependents(
  db: Kysely<Database>,
  table: RecordTable | 'projects',
  ids: readonly string[],
  ownCertifications: readonly string[] = [],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const list = [...ids];
  const note = (rows: { id: string }[], what: string) => {
    for (const row of rows) if (!found.has(row.id)) found.set(row.id, what);
  };
  if (table === 'projects') {
    note(
      await db
        .selectFrom('dbe_contracts')
        .select('project_id as id')
        .where('project_id', 'in', list)
        .execute(),
      'a DBE contract',
    );
  } else if (table === 'dbe_firms') {
    note(
      await db
        .selectFrom('dbe_contracts')
        .select('prime_firm_id as id')
        .where('prime_firm_id', 'in', list)
        .execute(),
      'a DBE contract',
    );
    note(
      await db.selectFrom('dbe_commitments').select('firm_id as id').where('firm_id', 'in', list).execute(),
      'a DBE commitment',
    );
    // Certification entries recorded since (the import's own go with the firm).
    let certifications = db
      .selectFrom('dbe_firm_certifications')
      .select('firm_id as id')
      .where('firm_id', 'in', list);
    if (ownCertifications.length > 0)
      certifications = certifications.where('id', 'not in', [...ownCertifications]);
    note(await certifications.execute(), 'a certification entry');
  } else if (table === 'dbe_contracts') {
    note(
      await db
        .selectFrom('dbe_commitments')
        .select('contract_id as id')
        .where('contract_id', 'in', list)
        .execute(),
      'a commitment',
    );
    note(
      await db
        .selectFrom('dbe_payments')
        .select('contract_id as id')
        .where('contract_id', 'in', list)
        .execute(),
      'a payment',
    );
  } else if (table === 'gci_grants') {
    note(
      await db
        .selectFrom('gci_reimbursements')
        .select('grant_id as id')
        .where('grant_id', 'in', list)
        .execute(),
      'a reimbursement',
    );
  } else if (table === 'gci_inspections') {
    note(
      await db
        .selectFrom('gci_discrepancies')
        .select('inspection_id as id')
        .where('inspection_id', 'in', list)
        .execute(),
      'a discrepancy',
    );
  }
  return found;
}
