import { resolveProjectVisibility, type ProjectVisibility } from '../projects/project.policy';
import { defineAirportRecordPolicy } from '../policy/airport-record.policy';
import { allowIf, definePolicy, isScopedToOwnAirports, type Actor } from '../policy/policy';

function hasGciFlag(actor: Actor): boolean {
  return actor.isAdmin || actor.flags.can_access_gci;
}

/**
 * GC&I as a whole: the flag opens it; administrators add records anywhere and a PM adds records to their
 * own airports (the record policy then checks the airport), so the screens offer "New" to both.
 */
export const gciAreaPolicy = definePolicy<null, 'open' | 'create'>('gci', {
  open: (actor) => allowIf(hasGciFlag(actor)),
  create: (actor) =>
    allowIf(hasGciFlag(actor) && (actor.isAdmin || (isScopedToOwnAirports(actor) && Boolean(actor.tdotPm)))),
});

/** GC&I: grants, reimbursements, compliance items, inspections and their discrepancies and actions. */
export const gciRecordPolicy = defineAirportRecordPolicy('gci-record', 'can_access_gci');

/** Which airports' GC&I records a person sees: as for projects (a PM their own airports). */
export const resolveGciVisibility = (actor: Actor): ProjectVisibility => resolveProjectVisibility(actor);
