import { formatProjectNotFound } from './project-messages';
import {
  ALLOW,
  allowIf,
  definePolicy,
  deny,
  denyNotFound,
  gate,
  isScopedToOwnAirports,
  isThePm,
  type Actor,
  type Decision,
} from '../policy/policy';

/** Exact SPEC §8 words for project permission refusals. */
export const PROJECT_PERMISSION_MESSAGES = {
  notAuthenticated: 'Not authenticated',
  createDenied: 'You do not have permission to create projects',
  createOnlyForSelf: 'TDOT PMs can only create projects assigned to themselves',
  editDenied: 'You do not have permission to edit projects',
  editOnlyOwn: 'You can only edit projects assigned to you',
  deleteDenied: 'You do not have permission to delete projects. Contact an administrator.',
  forceDeleteDenied: 'Only administrators can force delete projects',
} as const;

/** 'TDOT PM can only delete their own projects (Project owner: {name})'. */
export function formatDeleteOnlyOwnMessage(owner: string | null): string {
  return `TDOT PM can only delete their own projects (Project owner: ${owner?.trim() || 'Unassigned'})`;
}

/**
 * The part of a project the rules look at: its PM, its id (for the not-found words) and, for an edit,
 * the PM the edit would assign.
 */
export type ProjectRecord = { tdot_pm: string | null; id?: string; nextTdotPm?: string | null };

/** Which projects (and airports) a person may see: all, one PM's, or none. */
export type ProjectVisibility = { scope: 'all' } | { scope: 'pm'; tdotPm: string } | { scope: 'none' };

/** SPEC §6: a PM sees only tdot_pm = theirs (none without a PM name); everyone else signed in sees all. */
export function resolveProjectVisibility(actor: Actor): ProjectVisibility {
  if (gate(actor)) return { scope: 'none' };
  if (!isScopedToOwnAirports(actor)) return { scope: 'all' };
  return actor.tdotPm ? { scope: 'pm', tdotPm: actor.tdotPm } : { scope: 'none' };
}

function read(actor: Actor, project: ProjectRecord): Decision {
  const visibility = resolveProjectVisibility(actor);
  const visible =
    visibility.scope === 'all' || (visibility.scope === 'pm' && project.tdot_pm === visibility.tdotPm);
  // A project the person may not see answers as if it did not exist, so ids and owners cannot be probed.
  return visible ? ALLOW : denyNotFound(formatProjectNotFound(project.id ?? ''));
}

/** SPEC §5/§6: admin always; a PM needs can_create_for_assigned_airports and only for themselves; others need can_edit. */
function create(actor: Actor, project: ProjectRecord): Decision {
  if (actor.isAdmin) return ALLOW;
  if (isScopedToOwnAirports(actor)) {
    if (!actor.flags.can_create_for_assigned_airports) return deny(PROJECT_PERMISSION_MESSAGES.createDenied);
    return allowIf(isThePm(actor, project.tdot_pm), PROJECT_PERMISSION_MESSAGES.createOnlyForSelf);
  }
  return allowIf(actor.flags.can_edit, PROJECT_PERMISSION_MESSAGES.createDenied);
}

/**
 * SPEC §5/§6: admin always; a PM needs can_edit and can_edit_own_projects and the project must be theirs
 * (and, when the edit changes tdot_pm, stay theirs); others need can_edit.
 */
function update(actor: Actor, project: ProjectRecord): Decision {
  const readable = read(actor, project);
  if (!readable.allowed) return readable;
  if (actor.isAdmin) return ALLOW;
  if (isScopedToOwnAirports(actor)) {
    if (!actor.flags.can_edit || !actor.flags.can_edit_own_projects) {
      return deny(PROJECT_PERMISSION_MESSAGES.editDenied);
    }
    const staysTheirs = project.nextTdotPm === undefined || isThePm(actor, project.nextTdotPm);
    return allowIf(isThePm(actor, project.tdot_pm) && staysTheirs, PROJECT_PERMISSION_MESSAGES.editOnlyOwn);
  }
  return allowIf(actor.flags.can_edit, PROJECT_PERMISSION_MESSAGES.editDenied);
}

/** SPEC §5/§8: admin always; a PM with can_delete_own_projects only their own; nobody else. */
function remove(actor: Actor, project: ProjectRecord): Decision {
  const readable = read(actor, project);
  if (!readable.allowed) return readable;
  if (actor.isAdmin) return ALLOW;
  if (!isScopedToOwnAirports(actor) || !actor.flags.can_delete_own_projects) {
    return deny(PROJECT_PERMISSION_MESSAGES.deleteDenied);
  }
  return allowIf(isThePm(actor, project.tdot_pm), formatDeleteOnlyOwnMessage(project.tdot_pm));
}

/** SPEC §5: only admins force delete. */
function forceDelete(actor: Actor, project: ProjectRecord): Decision {
  const readable = read(actor, project);
  if (!readable.allowed) return readable;
  return allowIf(actor.isAdmin, PROJECT_PERMISSION_MESSAGES.forceDeleteDenied);
}

export const projectPolicy = definePolicy<
  ProjectRecord,
  'read' | 'create' | 'update' | 'delete' | 'forceDelete'
>('project', { read, create, update, delete: remove, forceDelete });

/**
 * Project-wide questions with no one project in hand: may the person create projects at all, may they
 * pick any PM (a PM's projects are always theirs), may they delete a whole grant (administrators).
 */
export const projectsPolicy = definePolicy<null, 'create' | 'assignAnyPm' | 'deleteGrants' | 'sharePages'>(
  'projects',
  {
    create: (actor) =>
      isScopedToOwnAirports(actor)
        ? create(actor, { tdot_pm: actor.tdotPm })
        : create(actor, { tdot_pm: null }),
    assignAnyPm: (actor) => allowIf(!isScopedToOwnAirports(actor)),
    deleteGrants: (actor) => allowIf(actor.isAdmin),
    sharePages: (actor) => allowIf(actor.isAdmin || actor.role === 'pm'),
  },
);
