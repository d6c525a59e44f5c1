import {
  ALLOW,
  allowIf,
  authorize,
  definePolicy,
  deny,
  isPerson,
  isScopedToOwnAirports,
  type Actor,
  type Decision,
} from '../policy/policy';
import { dbeContractPolicy, dbeProgramPolicy } from '../dbe/dbe.policy';
import { gciAreaPolicy } from '../gci/gci.policy';
import type { ImportKind } from './import-columns';

export const IMPORT_MESSAGES = {
  denied: 'Only administrators and project managers can import',
  kindDenied: 'Only administrators can import airports and allocations',
  dbeFirmsDenied: 'Only administrators can import DBE firms',
  dbeContractsDenied: 'You do not have access to DBE contracts',
  gciDenied: 'You do not have access to GC&I records',
  undoDenied: 'You can only undo your own imports',
} as const;

/** A PM who may create projects for their airports imports projects (for those airports only). */
function isImportingPm(actor: Actor): boolean {
  return isScopedToOwnAirports(actor) && actor.flags.can_create_for_assigned_airports;
}

/** Beyond projects, a kind is open to whoever its area's own policy lets add such records. */
function areaAllows(actor: Actor, kind: ImportKind): Decision {
  if (kind === 'projects') return ALLOW;
  if (kind === 'dbe-firms') {
    return allowIf(
      authorize(dbeProgramPolicy, actor, 'manageFirms', null).allowed,
      IMPORT_MESSAGES.dbeFirmsDenied,
    );
  }
  if (kind === 'dbe-contracts') {
    // The contract policy with the PM's own airport: the flag and the PM scope, as the contract form.
    const own = authorize(dbeContractPolicy, actor, 'create', { airportPm: actor.tdotPm });
    return allowIf(own.allowed, IMPORT_MESSAGES.dbeContractsDenied);
  }
  if (kind === 'grants' || kind === 'faa-grants' || kind === 'reimbursements' || kind === 'inspections') {
    return allowIf(authorize(gciAreaPolicy, actor, 'create', null).allowed, IMPORT_MESSAGES.gciDenied);
  }
  return deny(IMPORT_MESSAGES.kindDenied);
}

/**
 * Who imports what: administrators every kind; a PM projects, and the DBE and GC&I kinds their area's
 * policy lets them add (each row then checked by that record's policy, so only their airports). Airports
 * and allocations are the administrators'.
 */
export const importPolicy = definePolicy<{ kind: ImportKind }, 'import'>('import', {
  import: (actor, { kind }) => {
    if (actor.isAdmin) return ALLOW;
    if (!isImportingPm(actor)) return deny(IMPORT_MESSAGES.denied);
    return areaAllows(actor, kind);
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

/** Why a DBE or GC&I row is refused where the area's own message does not fit an import. */
export const RECORD_IMPORT_MESSAGES = {
  ownAirportsOnly: 'You can import records only for your own airports',
  idNotFound: 'No record you can see has this ID',
  sameKeyTwice: 'More than one record matches: use the id column',
  grantNotFound: 'No grant you can see has this grant number',
  otherGrant: 'A reimbursement stays on its grant: this ID is on another grant',
  certificationRequired: 'A new firm needs its certification status and effective date',
  unknownProject: 'Unknown project',
  unknownFirm: 'Unknown firm',
  completedBeforeAward: 'The completed date cannot be before the award date',
  commitmentBeforeAward: 'The commitment date cannot be before the award date',
} as const;
