import { sql, type Kysely } from 'kysely';

/**
 * The manual "Counts as DBE" switch is an override (issue 30): switched off on a firm that is a certified DBE on
 * the commitment day, it takes the commitment out of every DBE figure, and a person must say why. The reason
 * is kept on the commitment, shown on the Uniform Report's cross-check "Commitments to certified DBEs taken out
 * by hand" and in the audit log. Commitments taken out before this column existed keep a null reason (the
 * cross-check says none was recorded); the service requires one for every new override.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table dbe_commitments add column override_reason text
      check (override_reason is null or (length(override_reason) between 1 and 500 and not counts_as_dbe))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dbe_commitments drop column override_reason`.execute(db);
}
