import type { AccessProfile } from './access-profile';

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

export type AccessDecision = { allowed: true } | { allowed: false; reason: string; status: 401 | 403 };

export const ACCESS_ALLOWED: AccessDecision = { allowed: true };
export const denyAccess = (reason: string): AccessDecision => ({ allowed: false, reason, status: 403 });
export const denyNotAuthenticated = (): AccessDecision => ({
  allowed: false,
  reason: PROJECT_PERMISSION_MESSAGES.notAuthenticated,
  status: 401,
});

/** The only part of a project the permission rules look at. */
export type ProjectOwnership = { tdot_pm: string | null };

type Person = Pick<AccessProfile, 'signedIn' | 'role' | 'isAdmin' | 'tdotPm' | 'flags'>;

/** A PM's own projects are those whose tdot_pm equals theirs; a PM with no name owns nothing. */
function isOwnProject(person: Person, tdotPm: string | null): boolean {
  return person.tdotPm !== null && person.tdotPm !== '' && tdotPm === person.tdotPm;
}

/** SPEC §5/§6: admin always; a PM needs can_create_for_assigned_airports and only for themselves; others need can_edit. */
export function checkCreateProject(person: Person, project: ProjectOwnership): AccessDecision {
  if (!person.signedIn) return denyNotAuthenticated();
  if (person.isAdmin) return ACCESS_ALLOWED;
  if (person.role === 'pm') {
    if (!person.flags.can_create_for_assigned_airports)
      return denyAccess(PROJECT_PERMISSION_MESSAGES.createDenied);
    if (!isOwnProject(person, project.tdot_pm))
      return denyAccess(PROJECT_PERMISSION_MESSAGES.createOnlyForSelf);
    return ACCESS_ALLOWED;
  }
  return person.flags.can_edit ? ACCESS_ALLOWED : denyAccess(PROJECT_PERMISSION_MESSAGES.createDenied);
}

/**
 * SPEC §5/§6: admin always; a PM needs can_edit and can_edit_own_projects and the project's tdot_pm
 * must be theirs (and, when the edit changes tdot_pm, stay theirs); others need can_edit.
 */
export function checkEditProject(
  person: Person,
  project: ProjectOwnership,
  nextTdotPm?: string | null,
): AccessDecision {
  if (!person.signedIn) return denyNotAuthenticated();
  if (person.isAdmin) return ACCESS_ALLOWED;
  if (person.role === 'pm') {
    if (!person.flags.can_edit || !person.flags.can_edit_own_projects) {
      return denyAccess(PROJECT_PERMISSION_MESSAGES.editDenied);
    }
    if (!isOwnProject(person, project.tdot_pm)) return denyAccess(PROJECT_PERMISSION_MESSAGES.editOnlyOwn);
    if (nextTdotPm !== undefined && !isOwnProject(person, nextTdotPm)) {
      return denyAccess(PROJECT_PERMISSION_MESSAGES.editOnlyOwn);
    }
    return ACCESS_ALLOWED;
  }
  return person.flags.can_edit ? ACCESS_ALLOWED : denyAccess(PROJECT_PERMISSION_MESSAGES.editDenied);
}

/** SPEC §5/§8: admin always; a PM with can_delete_own_projects only their own; nobody else. */
export function checkDeleteProject(person: Person, project: ProjectOwnership): AccessDecision {
  if (!person.signedIn) return denyNotAuthenticated();
  if (person.isAdmin) return ACCESS_ALLOWED;
  if (person.role !== 'pm' || !person.flags.can_delete_own_projects) {
    return denyAccess(PROJECT_PERMISSION_MESSAGES.deleteDenied);
  }
  return isOwnProject(person, project.tdot_pm)
    ? ACCESS_ALLOWED
    : denyAccess(formatDeleteOnlyOwnMessage(project.tdot_pm));
}

/** SPEC §5: only admins force delete. */
export function checkForceDeleteProject(person: Person): AccessDecision {
  if (!person.signedIn) return denyNotAuthenticated();
  return person.isAdmin ? ACCESS_ALLOWED : denyAccess(PROJECT_PERMISSION_MESSAGES.forceDeleteDenied);
}

/** Which projects (and airports) a person may see: all, one PM's, or none. */
export type ProjectVisibility = { scope: 'all' } | { scope: 'pm'; tdotPm: string } | { scope: 'none' };

/** SPEC §6: a PM sees only tdot_pm = theirs (none without a PM name); everyone else signed in sees all. */
export function resolveProjectVisibility(person: Person): ProjectVisibility {
  if (!person.signedIn) return { scope: 'none' };
  if (person.isAdmin || person.role !== 'pm') return { scope: 'all' };
  return person.tdotPm ? { scope: 'pm', tdotPm: person.tdotPm } : { scope: 'none' };
}
