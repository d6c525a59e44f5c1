import { clockNow } from '../lib/clock';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { generateGciDemo } from './demo-gci';
import { generateInspectionDemo } from './demo-gci-inspections';
import { generateComplianceDemo } from './demo-gci-compliance';
import { generateDocumentDemo } from './demo-gci-documents';
import type { DemoData } from './generate-demo-data';
import { todayInNewYork } from '@bil/domain';
import { generateFlightDemo, insertFlightDemo } from './flight-services-demo';
import { generateDbeDemoData, type DemoDbeData } from './dbe-demo';
import { alignCloseouts, generateDeliveryDemo, grantOutcomes } from './demo-delivery';
import { insertRows } from './insert-rows';

export type DemoLoadCounts = {
  airports: number;
  balances: number;
  projects: number;
  gciGrants: number;
  gciReimbursements: number;
  gciInspections: number;
  gciDiscrepancies: number;
  gciComplianceItems: number;
  planItems: number;
  deliveryRecords: number;
};

export type DatabaseContents = {
  users: number;
  airports: number;
  projects: number;
  /** Projects someone created in the app (demo projects have no creator). */
  projectsCreatedByPeople: number;
};

/**
 * Every table the demo set replaces, with every table that hangs on them by a foreign key (TRUNCATE must
 * name them all, or it refuses), and the documents, whose owners are all among them. TRUNCATE, not
 * DELETE: no foreign-key check or delete trigger runs per row (deleting 5,000 projects alone took about
 * 0.45 s on PostgreSQL). The kept totals and data versions on projects, airports, grants and delivery
 * records have truncate triggers of their own. The tables stay locked until the load commits.
 */
const REPLACED_TABLES = [
  'airport_assignments',
  'airport_bil_balances',
  'projects',
  'plan_items',
  'delivery_records',
  'gci_grants',
  'gci_reimbursements',
  'gci_inspections',
  'gci_inspection_settings',
  'gci_discrepancies',
  'gci_compliance_items',
  'gci_compliance_findings',
  'gci_documents',
  'dbe_firms',
  'dbe_firm_certifications',
  'dbe_contracts',
  'dbe_commitments',
  'dbe_commitment_amendments',
  'dbe_payments',
  'dbe_reports',
  'dbe_overall_goals',
  'flight_aircraft',
  'flight_trips',
  'flight_logs',
] as const;

/**
 * Whether any replaced table holds a row. A new database has nothing to empty, and TRUNCATE of two dozen
 * empty tables still costs about 0.12 s on PostgreSQL (new files for every table and index).
 */
async function anyReplacedRows(trx: Transaction<Database>): Promise<boolean> {
  const checks = REPLACED_TABLES.map((table) => sql`exists (select 1 from ${sql.table(table)})`);
  const { rows } = await sql<{ found: boolean }>`select ${sql.join(checks, sql` or `)} as found`.execute(trx);
  return rows[0]?.found ?? true;
}

/**
 * Runs `load` without the table's GIN indexes (the keyword search's trigram index) and builds them once
 * after it: one build over every row costs about half of keeping the index up to date row by row
 * (PostgreSQL's manual, "Populating a Database"; 5,000 projects: 0.36 s against 0.65 s).
 */
async function withGinIndexesBuiltAfter(
  trx: Transaction<Database>,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select index_class.relname as name, pg_get_indexdef(pg_index.indexrelid) as definition
    from pg_index
    join pg_class index_class on index_class.oid = pg_index.indexrelid
    join pg_am on pg_am.oid = index_class.relam
    where pg_index.indrelid = ${table}::regclass and pg_am.amname = 'gin'`.execute(trx);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  await load();
  for (const index of rows) await sql.raw(index.definition).execute(trx);
}

export async function readDatabaseContents(db: Kysely<Database>): Promise<DatabaseContents> {
  const [users, airports, projects, created] = await Promise.all([
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('airport_assignments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_by', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    // connect.ts parses counts (int8) as numbers.
    users: users.count,
    airports: airports.count,
    projects: projects.count,
    projectsCreatedByPeople: created.count,
  };
}

/**
 * Replaces every project, airport assignment and BIL balance with the demo set, in one transaction
 * (all or nothing) with multi-row inserts, and the flight-services demo set. Accounts are left alone.
 */
export async function replaceWithDemoData(db: Kysely<Database>, data: DemoData): Promise<DemoLoadCounts> {
  const { dbe, gci, delivery } = generateRelatedDemo(data);
  const airportCodes = data.airports.map((airport) => airport.airport_code);
  const inspections = generateInspectionDemo(todayInNewYork(clockNow()), airportCodes);
  const compliance = generateComplianceDemo(todayInNewYork(clockNow()), airportCodes);
  const documents = generateDocumentDemo(
    inspections,
    gci.grants.map((grant) => grant.id),
  );
  await db.transaction().execute(async (trx) => {
    if (await anyReplacedRows(trx)) {
      await sql`truncate ${sql.join(REPLACED_TABLES.map((table) => sql.table(table)))}`.execute(trx);
    }
    await trx.insertInto('airport_assignments').values(data.airports).execute();
    await trx.insertInto('airport_bil_balances').values(data.balances).execute();
    await withGinIndexesBuiltAfter(trx, 'projects', async () => {
      await insertRows(trx, 'projects', data.projects);
    });
    await insertRows(trx, 'gci_grants', gci.grants);
    await insertRows(trx, 'gci_reimbursements', gci.reimbursements);
    if (inspections.inspections.length > 0)
      await trx.insertInto('gci_inspections').values(inspections.inspections).execute();
    await insertRows(trx, 'gci_discrepancies', inspections.discrepancies);
    await insertRows(trx, 'gci_compliance_items', compliance.items);
    if (compliance.findings.length > 0)
      await trx.insertInto('gci_compliance_findings').values(compliance.findings).execute();
    if (documents.length > 0) await trx.insertInto('gci_documents').values(documents).execute();
    // Flight services: four aircraft and a year of trips around today (the schedule is always current).
    await insertFlightDemo(trx, generateFlightDemo(todayInNewYork(clockNow()), airportCodes));
    await insertDbeRecords(trx, dbe);
    await insertRows(trx, 'plan_items', data.planItems);
    await insertRows(trx, 'delivery_records', delivery);
  });
  return {
    airports: data.airports.length,
    balances: data.balances.length,
    projects: data.projects.length,
    gciGrants: gci.grants.length,
    gciReimbursements: gci.reimbursements.length,
    gciInspections: inspections.inspections.length,
    gciDiscrepancies: inspections.discrepancies.length,
    gciComplianceItems: compliance.items.length,
    planItems: data.planItems.length,
    deliveryRecords: delivery.length,
  };
}

/**
 * One story per project (issue 30): DBE contracts on executed projects, delivery records whose contract
 * award and final acceptance are those contracts', GC&I agreements complete and closed when their projects'
 * delivery is, and each record's closeout its agreement's.
 */
export function generateRelatedDemo(data: DemoData) {
  const dbe = generateDbeDemoData(data.projects);
  const tracked = generateDeliveryDemo(data, dbe.contracts);
  const gci = generateGciDemo(data, undefined, grantOutcomes(data.projects, tracked));
  return { dbe, gci, delivery: alignCloseouts(data.projects, tracked, gci.grants, data.asOf) };
}

async function insertDbeRecords(trx: Transaction<Database>, dbe: DemoDbeData): Promise<void> {
  const now = new Date();
  await trx
    .insertInto('dbe_firms')
    .values(dbe.firms.map((firm) => ({ ...firm, updated_at: now })))
    .execute();
  await trx.insertInto('dbe_firm_certifications').values(dbe.certifications).execute();
  await trx
    .insertInto('dbe_contracts')
    .values(dbe.contracts.map((row) => ({ ...row, updated_at: now })))
    .execute();
  await insertRows(
    trx,
    'dbe_commitments',
    dbe.commitments.map((row) => ({ ...row, updated_at: now })),
  );
  await insertRows(trx, 'dbe_payments', dbe.payments);
  await trx
    .insertInto('dbe_overall_goals')
    .values(dbe.goals.map((goal) => ({ ...goal, updated_at: now })))
    .execute();
}
