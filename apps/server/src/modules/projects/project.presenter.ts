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

/** A project's JSON as UTF-8 without its closing brace, and its PM: the list appends the abilities. */
export type ProjectJsonHead = { tdot_pm: string | null; head: Buffer };

export function toJsonHead(row: ProjectJsonRow): ProjectJsonHead {
  // row.json is an object: its last character is the closing brace.
  return { tdot_pm: row.tdot_pm, head: Buffer.from(row.json.slice(0, -1)) };
}

const COMMA = Buffer.from(',');

/**
 * The rows as one JSON array in pieces of bytes, each row followed by the person's abilities (worked out
 * once per PM). The list of 5,000 projects is joined once as bytes (Buffer.concat): no 6 MB string is
 * built, measured or encoded again for compression.
 */
function projectArrayPieces(rows: readonly ProjectJsonHead[], viewer: AccessPrincipal): Buffer[] {
  const tailByPm = new Map<string | null, Buffer>();
  const pieces: Buffer[] = [Buffer.from('[')];
  rows.forEach((row, index) => {
    let tail = tailByPm.get(row.tdot_pm);
    if (tail === undefined) {
      tail = Buffer.from(`,"abilities":${JSON.stringify(presentAbilities(viewer, row))}}`);
      tailByPm.set(row.tdot_pm, tail);
    }
    if (index > 0) pieces.push(COMMA);
    pieces.push(row.head, tail);
  });
  pieces.push(Buffer.from(']'));
  return pieces;
}

/**
 * GET /api/projects as UTF-8 JSON (projectPageSchema): each project is the JSON the database wrote, with
 * the person's abilities added. Building bytes avoids re-serialising up to 5,000 rows.
 */
export function presentProjectPageBody(
  rows: readonly ProjectJsonHead[],
  viewer: AccessPrincipal,
  meta: PageMeta,
): Buffer {
  const { total, page, limit, totalPages } = meta;
  return Buffer.concat([
    Buffer.from('{"data":'),
    ...projectArrayPieces(rows, viewer),
    Buffer.from(`,"total":${total},"page":${page},"limit":${limit},"totalPages":${totalPages}}`),
  ]);
}

/** presentProjectPageBody as text, for pages made from the database's rows (an airport's projects). */
export function presentProjectPageJson(
  rows: readonly ProjectJsonRow[],
  viewer: AccessPrincipal,
  meta: PageMeta,
): string {
  return presentProjectPageBody(rows.map(toJsonHead), viewer, meta).toString();
}

/** The rows as one JSON array text, each with the person's abilities. */
export function presentProjectArrayJson(rows: readonly ProjectJsonRow[], viewer: AccessPrincipal): string {
  return Buffer.concat(projectArrayPieces(rows.map(toJsonHead), viewer)).toString();
}
