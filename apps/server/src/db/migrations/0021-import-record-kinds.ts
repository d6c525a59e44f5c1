import { sql, type Kysely } from 'kysely';

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

/** Imports of DBE firms and contracts, grants, reimbursements and inspections (issue 15) are recorded too. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_runs drop constraint import_runs_kind_check`.execute(db);
  await sql`alter table import_runs add constraint import_runs_kind_check check (kind in (${quoted(KINDS)}))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_runs drop constraint import_runs_kind_check`.execute(db);
  await sql`alter table import_runs add constraint import_runs_kind_check check (kind in (${quoted(KINDS.slice(0, 3))}))`.execute(
    db,
  );
}
