import { isProjectId } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditLogRow } from '../../lib/audit.repository';
import { personName } from '../../lib/person-name.presenter';
import {
  findAirportNames,
  findPeopleNames,
  findProjectNames,
  findProjectSnapshots,
  findShareNames,
} from './audit-records.repository';

const AIRPORT_TYPES = new Set(['airport', 'airport_assignments', 'airport_bil_balances']);
const PERSON_TYPES = new Set(['user', 'user_accounts']);

function idsOf(rows: readonly AuditLogRow[], types: ReadonlySet<string>, valid: (id: string) => boolean) {
  const ids = rows
    .filter((row) => types.has(row.resource_type) && row.resource_id !== null && valid(row.resource_id))
    .map((row) => row.resource_id as string);
  return [...new Set(ids)];
}

const anyId = () => true;

/** "Runway rehab (UPIN 123)": the title, with the UPIN when there is one. */
function projectName(title: unknown, upin: unknown): string | null {
  if (typeof title !== 'string' || !title) return null;
  return typeof upin === 'string' && upin ? `${title} (UPIN ${upin})` : title;
}

/** A project no row names otherwise is named from what this audit row kept. */
function snapshotProjectName(row: AuditLogRow): string | null {
  const kept = row.after ?? row.before;
  return kept ? projectName(kept.project_title, kept.upin) : null;
}

/**
 * The name of the record each audit row is about (project title and UPIN, airport code and name, a
 * person's name, a share's name, a grant's number, else the name the row's details kept), by row id.
 */
export async function nameAuditRecords(
  db: Kysely<Database>,
  rows: readonly AuditLogRow[],
): Promise<Map<string, string | null>> {
  const [projects, airports, people, shares] = await Promise.all([
    findProjectNames(db, idsOf(rows, new Set(['projects']), isProjectId)),
    findAirportNames(db, idsOf(rows, AIRPORT_TYPES, anyId)),
    findPeopleNames(db, idsOf(rows, PERSON_TYPES, anyId)),
    findShareNames(db, idsOf(rows, new Set(['shares']), isProjectId)),
  ]);
  const projectNames = new Map(projects.map((p) => [p.id, projectName(p.project_title, p.upin)]));
  // A deleted project is named from the audit rows that kept it whole (its creation or deletion).
  const gone = idsOf(rows, new Set(['projects']), isProjectId).filter((id) => !projectNames.has(id));
  for (const kept of await findProjectSnapshots(db, gone)) {
    const snapshot = kept.before ?? kept.after;
    const name = snapshot ? projectName(snapshot.project_title, snapshot.upin) : null;
    if (kept.resource_id && name && !projectNames.has(kept.resource_id))
      projectNames.set(kept.resource_id, name);
  }
  const airportNames = new Map(
    airports.map((a) => [a.airport_code, `${a.airport_code} — ${a.airport_name}`]),
  );
  const peopleNames = new Map(people.map((p) => [p.id, personName(p)]));
  const shareNames = new Map(shares.map((s) => [s.id, s.name]));

  const nameOf = (row: AuditLogRow): string | null => {
    const id = row.resource_id;
    const type = row.resource_type;
    if (type === 'projects') return (id ? projectNames.get(id) : null) ?? snapshotProjectName(row);
    if (id && AIRPORT_TYPES.has(type)) return airportNames.get(id) ?? id;
    if (id && PERSON_TYPES.has(type)) return peopleNames.get(id) ?? null;
    if (id && type === 'shares') return shareNames.get(id) ?? null;
    if (id && type === 'grants') return `Grant ${id}`;
    const kept = row.details.name;
    return typeof kept === 'string' || typeof kept === 'number' ? String(kept) : null;
  };
  return new Map(rows.map((row) => [row.id, nameOf(row)]));
}
