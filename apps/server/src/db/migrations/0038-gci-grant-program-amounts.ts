import { sql, type Kysely } from 'kysely';

/**
 * A GC&I grant agreement's federal amount by program, as FAA's Grant Detail Report gives it (issue 31,
 * import kind faa-grants): entitlement, discretionary, AIG and CARES. Agreements entered before keep 0.
 * aig_amount counts as AIG under grant beyond what the BIL projects on the same grant number already count
 * (packages/domain/src/airports/grant-aig.ts; docs/ARCHITECTURE.md): the partial index finds those grants.
 */
const COLUMNS = ['entitlement_amount', 'discretionary_amount', 'aig_amount', 'cares_amount'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await sql`alter table gci_grants add column ${sql.ref(column)} numeric(14, 2) not null default 0
      check (${sql.ref(column)} >= 0)`.execute(db);
  }
  await sql`create index gci_grants_aig_idx on gci_grants (airport_code) where aig_amount > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists gci_grants_aig_idx`.execute(db);
  for (const column of COLUMNS) await sql`alter table gci_grants drop column ${sql.ref(column)}`.execute(db);
}
