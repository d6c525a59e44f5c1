import {
  abilitiesOf,
  projectPolicy,
  type AccessPrincipal,
  type Project,
  type ProjectAbilities,
} from '@bil/domain';
import type { ProjectJsonRow, ProjectRow } from './projects.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();

/** What the person may do to this project, by the same rules the services enforce. */
export function presentAbilities(
  viewer: AccessPrincipal,
  row: Pick<ProjectRow, 'tdot_pm'>,
): ProjectAbilities {
  const may = abilitiesOf(projectPolicy, viewer, { tdot_pm: row.tdot_pm });
  return { canEdit: may.update, canDelete: may.delete, canForceDelete: may.forceDelete };
}

/** The stored fields of a project with ISO timestamps, creator's account id included (for audit rows). */
export function snapshotProject(row: ProjectRow): Omit<Project, 'abilities'> & { created_by: string | null } {
  return { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

/** A project as its readers get it: no account ids (the details add the creator's name). */
export function presentProject(row: ProjectRow, viewer: AccessPrincipal): Project {
  const { created_by: _creator, ...shown } = snapshotProject(row);
  return { ...shown, abilities: presentAbilities(viewer, row) };
}

export type PageMeta = { total: number; page: number; limit: number; totalPages: number };

/**
 * GET /api/projects as JSON text (projectPageSchema): each project is the JSON the database wrote, with the
 * person's abilities added (worked out once per PM). Building text avoids re-serialising up to 5,000 rows.
 */
export function presentProjectPageJson(
  rows: readonly ProjectJsonRow[],
  viewer: AccessPrincipal,
  meta: PageMeta,
): string {
  const { total, page, limit, totalPages } = meta;
  return `{"data":${presentProjectArrayJson(rows, viewer)},"total":${total},"page":${page},"limit":${limit},"totalPages":${totalPages}}`;
}

/** The rows as one JSON array, each with the person's abilities (worked out once per PM). */
export function presentProjectArrayJson(rows: readonly ProjectJsonRow[], viewer: AccessPrincipal): string {
  const abilitiesByPm = new Map<string | null, string>();
  const items = rows.map((row) => {
    let abilities = abilitiesByPm.get(row.tdot_pm);
    if (abilities === undefined) {
      abilities = JSON.stringify(presentAbilities(viewer, row));
      abilitiesByPm.set(row.tdot_pm, abilities);
    }
    // row.json is an object: drop its closing brace and append the abilities.
    return `${row.json.slice(0, -1)},"abilities":${abilities}}`;
  });
  return `[${items.join(',')}]`;
}
