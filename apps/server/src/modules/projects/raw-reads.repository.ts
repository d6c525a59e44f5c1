import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { LIST_ORDER } from './projects.repository';

/**
 * For the bench (issue 18: the API within 1.5x of raw SQL): the plainest SQL that reads the same rows as
 * a screen's first read, with no policy, presenter, cache or HTTP. Each returns how many rows it read.
 */

/** The first page of GET /api/projects: `limit` projects in list order, each row as JSON. */
export async function selectProjectPageRaw(db: Kysely<Database>, limit: number): Promise<number> {
  const { rows } = await sql<{ row: string }>`
    select row_to_json(projects)::text as row from projects order by ${LIST_ORDER} limit ${limit}`.execute(
    db,
  );
  return rows.length;
}

/**
 * The project table's first view: every grant's project count, the sums of the first 100 grants and the
 * first 100 rows, each row as JSON.
 */
export async function selectTableFirstViewRaw(db: Kysely<Database>): Promise<number> {
  const grantKey = sql`nullif(btrim(grant_number), '')`;
  const counts =
    await sql`select ${grantKey} as grant_key, count(*)::int as count from projects group by 1`.execute(db);
  const sums = await sql`
    select ${grantKey} as grant_key, count(*)::int as count, sum(coalesce(total_amount, 0)) as total,
      sum(coalesce(bil_aig_amount, 0) + coalesce(bil_atp_amount, 0) + coalesce(bil_fct_amount, 0)) as bil,
      array_agg(distinct bil_application_number) as applications
    from projects group by 1 order by 1 desc nulls last limit 100`.execute(db);
  const rows = await sql`
    select row_to_json(projects)::text as row from projects
    order by grant_number desc, airport_code, project_title, id limit 100`.execute(db);
  return counts.rows.length + sums.rows.length + rows.rows.length;
}
