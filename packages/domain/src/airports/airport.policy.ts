import {
  ALLOW,
  allowIf,
  definePolicy,
  denyNotFound,
  isScopedToOwnAirports,
  isThePm,
  type Actor,
  type Decision,
} from '../policy/policy';
import { resolveProjectVisibility, type ProjectVisibility } from '../projects/project.policy';
import { formatAirportNotFound } from './airport.responses';

/** An airport as the rules see it: its code (for the words) and its assigned PM. */
export type AirportRecord = { code: string; pm: string | null };

/** The airports a person sees: the same scope as projects (a PM: the airports assigned to them). */
export const resolveAirportVisibility = (actor: Actor): ProjectVisibility => resolveProjectVisibility(actor);

/**
 * The airports offered when creating or moving a project: administrators all; anyone else with a PM name
 * the airports of that PM (a PM may only use their own); nobody else any.
 */
export function resolveAirportOptionScope(actor: Actor): ProjectVisibility {
  if (resolveProjectVisibility(actor).scope === 'none') return { scope: 'none' };
  if (actor.isAdmin) return { scope: 'all' };
  return actor.tdotPm ? { scope: 'pm', tdotPm: actor.tdotPm } : { scope: 'none' };
}

function read(actor: Actor, airport: AirportRecord): Decision {
  if (isScopedToOwnAirports(actor) && !isThePm(actor, airport.pm)) {
    return denyNotFound(formatAirportNotFound(airport.code));
  }
  return resolveProjectVisibility(actor).scope === 'none'
    ? denyNotFound(formatAirportNotFound(airport.code))
    : ALLOW;
}

export const airportPolicy = definePolicy<AirportRecord, 'read' | 'editBalances' | 'useForProjects'>(
  'airport',
  {
    read,
    editBalances: (actor, airport) => {
      const readable = read(actor, airport);
      return readable.allowed ? allowIf(actor.isAdmin) : readable;
    },
    /** A PM creates projects only at their own airports. */
    useForProjects: (actor, airport) => allowIf(!isScopedToOwnAirports(actor) || isThePm(actor, airport.pm)),
  },
);
