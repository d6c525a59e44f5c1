import type { PermissionFlag } from '../access/permission-flags';
import {
  ALLOW,
  allowIf,
  definePolicy,
  deny,
  denyNotFound,
  isScopedToOwnAirports,
  isThePm,
  type Actor,
  type Decision,
} from './policy';

/**
 * The rule every airport-bound area shares (DBE, GC&I, planning, delivery): the area's flag opens it
 * (administrators have every flag); administrators edit everything; a PM edits the records of their own
 * airports and does not see other PMs' records (404, as for projects); everyone else with the flag reads.
 * `airportPm` is the PM assigned to the record's airport (null when the airport has none).
 */
export type AirportBoundRecord = { airportPm: string | null };

export const RECORD_NOT_FOUND = 'Record not found';

function hasAreaFlag(actor: Actor, flag: PermissionFlag): boolean {
  return actor.isAdmin || actor.flags[flag];
}

export function defineAirportRecordPolicy(model: string, flag: PermissionFlag) {
  const read = (actor: Actor, record: AirportBoundRecord): Decision => {
    if (!hasAreaFlag(actor, flag)) return deny();
    if (isScopedToOwnAirports(actor) && !isThePm(actor, record.airportPm))
      return denyNotFound(RECORD_NOT_FOUND);
    return ALLOW;
  };
  const edit = (actor: Actor, record: AirportBoundRecord): Decision => {
    const readable = read(actor, record);
    if (!readable.allowed) return readable;
    if (actor.isAdmin) return ALLOW;
    return allowIf(isScopedToOwnAirports(actor) && isThePm(actor, record.airportPm));
  };
  return definePolicy<AirportBoundRecord, 'read' | 'create' | 'update' | 'delete'>(model, {
    read,
    create: edit,
    update: edit,
    delete: edit,
  });
}

/** The area as a whole (its list and screens): open with the area's flag. */
export function defineAreaPolicy(model: string, flag: PermissionFlag) {
  return definePolicy<null, 'open'>(model, { open: (actor) => allowIf(hasAreaFlag(actor, flag)) });
}
