import {
  ALLOW,
  allowIf,
  authorize,
  definePolicy,
  deny,
  isPerson,
  isScopedToOwnAirports,
  type Actor,
} from '../policy/policy';
import type { ImportKind } from './import-columns';

export const IMPORT_MESSAGES = {
  denied: 'Only administrators and project managers can import',
  kindDenied: 'Only administrators can import airports and allocations',
  undoDenied: 'You can only undo your own imports',
} as const;

/** A PM who may create projects for their airports imports projects (for those airports only). */
function isImportingPm(actor: Actor): boolean {
  return isScopedToOwnAirports(actor) && actor.flags.can_create_for_assigned_airports;
}

/**
 * Who imports what: administrators every kind; a PM projects (each row then checked by the project and
 * airport policies, so only their airports). The row-level rules are the records' own policies.
 */
export const importPolicy = definePolicy<{ kind: ImportKind }, 'import'>('import', {
  import: (actor, { kind }) => {
    if (actor.isAdmin) return ALLOW;
    if (!isImportingPm(actor)) return deny(IMPORT_MESSAGES.denied);
    return allowIf(kind === 'projects', IMPORT_MESSAGES.kindDenied);
  },
});

/** The import screen and its history; undo of one import (administrators any, a person their own). */
export const importsPolicy = definePolicy<{ createdBy: string | null } | null, 'open' | 'undo' | 'export'>(
  'imports',
  {
    open: (actor) => allowIf(actor.isAdmin || isImportingPm(actor), IMPORT_MESSAGES.denied),
    undo: (actor, run) => {
      if (actor.isAdmin) return ALLOW;
      if (!isImportingPm(actor)) return deny(IMPORT_MESSAGES.denied);
      return allowIf(isPerson(actor, run?.createdBy), IMPORT_MESSAGES.undoDenied);
    },
    /** Export: the same people; what they get is what they may see. */
    export: (actor) => allowIf(actor.isAdmin || isImportingPm(actor), IMPORT_MESSAGES.denied),
  },
);

/** The kinds this actor may import, for the screen's choices. */
export function importableKinds(actor: Actor, kinds: readonly ImportKind[]): ImportKind[] {
  return kinds.filter((kind) => authorize(importPolicy, actor, 'import', { kind }).allowed);
}
