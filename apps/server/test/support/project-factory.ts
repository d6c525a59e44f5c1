import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectsTable } from '../../src/db/schema';

export type TestAirport = {
  airport_code: string;
  airport_name: string;
  city: string;
  tdot_pm: string | null;
};

export async function insertAirports(db: Kysely<Database>, airports: TestAirport[]): Promise<void> {
  await db.insertInto('airport_assignments').values(airports).execute();
}

export type TestProjectInput = Partial<Insertable<ProjectsTable>> & { airport_code: string };

/** Inserts projects straight into the table (a random id unless given) and returns their ids in order. */
export async function insertProjects(db: Kysely<Database>, projects: TestProjectInput[]): Promise<string[]> {
  const rows = projects.map((project, index) => ({
    id: randomUUID(),
    project_title: `Project ${index + 1}`,
    ...project,
  }));
  await db.insertInto('projects').values(rows).execute();
  return rows.map((row) => row.id);
}
