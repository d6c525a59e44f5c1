import { sql, type Kysely } from 'kysely';

/**
 * A GC&I grant agreement's federal amount by program, as FAA's Grant Detail Report gives it (issue 31,
 * import kind faa-grants): entitlement, discretionary, AIG and CARES. Agreements entered before keep 0.
 * aig_amount counts as AIG under grant beyond what the BIL projects on the same grant number already count
 * (packages/domain/src/airports/grant-aig.ts; docs/ARCHITECTURE.md): the partial index finds those grants.
 * import_runs accepts the kind.
 */
const COLUMNS = ['entitlement_amount', 'discretionary_amount', 'aig_amount', 'cares_amount'] as const;
const KINDS = [
  'projects',
  'airports',
  'allocations',
  'dbe-firms',
  'dbe-contracts',
  'grants',
  'reimbursements',
  'inspections',
];
const quoted = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

/** Imports of the new kind are recorded (and undone) like the others. */
async function allowKinds(db: Kysely<unknown>, kinds: readonly string[]): Promise<void> {
  await sql`alter table import_runs drop constraint import_runs_kind_check`.execute(db);
  await sql`alter table import_runs add constraint import_runs_kind_check check (kind in (${quoted(kinds)}))`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await sql`alter table gci_grants add column ${sql.ref(column)} numeric(14, 2) not null default 0
      check (${sql.ref(column)} >= 0)`.execute(db);
  }
  await sql`create index gci_grants_aig_idx on gci_grants (airport_code) where aig_amount > 0`.execute(db);
  await allowKinds(db, [...KINDS, 'faa-grants']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await allowKinds(db, KINDS);
  await sql`drop index if exists gci_grants_aig_idx`.execute(db);
  for (const column of COLUMNS) await sql`alter table gci_grants drop column ${sql.ref(column)}`.execute(db);
}
