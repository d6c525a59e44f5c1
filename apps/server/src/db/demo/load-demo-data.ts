import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import type { DemoData, DemoProject } from './generate-demo-data';

export type DemoLoadCounts = { airports: number; balances: number; projects: number; planItems: number };

export type DatabaseContents = {
  users: number;
  airports: number;
  projects: number;
  /** Projects someone created in the app (demo projects have no creator). */
  projectsCreatedByPeople: number;
};

// Each chunk travels as one JSON parameter (a few MB): far fewer round trips and bind parameters than
// one value per column, which is what makes 100,000 projects load quickly on PGlite.
const PROJECT_CHUNK_SIZE = 5000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

/** Inserts rows through json_populate_recordset, naming exactly the columns the demo rows carry. */
async function insertProjects(trx: Transaction<Database>, rows: DemoProject[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((column) => sql.id(column)));
  await sql`insert into projects (${columns})
    select ${columns} from json_populate_recordset(null::projects, ${JSON.stringify(rows)}::json)`.execute(
    trx,
  );
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
 * (all or nothing) with multi-row inserts. Accounts are left alone.
 */
export async function replaceWithDemoData(db: Kysely<Database>, data: DemoData): Promise<DemoLoadCounts> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('plan_items').execute();
    await trx.deleteFrom('projects').execute();
    await trx.deleteFrom('airport_bil_balances').execute();
    await trx.deleteFrom('airport_assignments').execute();
    await trx.insertInto('airport_assignments').values(data.airports).execute();
    await trx.insertInto('airport_bil_balances').values(data.balances).execute();
    for (const rows of chunks(data.projects, PROJECT_CHUNK_SIZE)) await insertProjects(trx, rows);
    for (const rows of chunks(data.planItems, PROJECT_CHUNK_SIZE))
      await trx.insertInto('plan_items').values(rows).execute();
  });
  return {
    airports: data.airports.length,
    balances: data.balances.length,
    projects: data.projects.length,
    planItems: data.planItems.length,
  };
}
