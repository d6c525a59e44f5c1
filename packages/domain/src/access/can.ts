import type { AccessProfile } from './access-profile';
import type { PermissionFlag } from './permission-flags';
import {
  ACCESS_ALLOWED,
  checkCreateProject,
  checkDeleteProject,
  checkEditProject,
  checkForceDeleteProject,
  denyAccess,
  denyNotAuthenticated,
  type AccessDecision,
  type ProjectOwnership,
} from './project-rules';

/** Everything the server asks permission for. A flag action implies being signed in. */
export type AccessAction =
  | 'session.use'
  | 'profile.update'
  | 'admin.manage'
  | 'projects.read'
  | 'projects.create'
  | 'projects.edit'
  | 'projects.delete'
  | 'projects.force-delete'
  | 'shares.create'
  | `flag:${PermissionFlag}`;

/** The project an action is about; for an edit, nextTdotPm is the manager the edit would assign. */
export type AccessResource = ProjectOwnership & { nextTdotPm?: string | null };

export type AccessPrincipal = Pick<AccessProfile, 'signedIn' | 'role' | 'isAdmin' | 'tdotPm' | 'flags'>;

export const PERMISSION_DENIED = 'Permission denied';

function checkFlag(principal: AccessPrincipal, flag: PermissionFlag): AccessDecision {
  if (principal.isAdmin) return ACCESS_ALLOWED;
  return principal.flags[flag] ? ACCESS_ALLOWED : denyAccess(PERMISSION_DENIED);
}

/**
 * The single permission question of the server: may this principal do this (to this project)?
 * Denied by default: an unknown action, or a project action without its project, is refused.
 */
export function can(
  principal: AccessPrincipal,
  action: AccessAction,
  resource?: AccessResource,
): AccessDecision {
  if (!principal.signedIn) return denyNotAuthenticated();
  if (action.startsWith('flag:')) return checkFlag(principal, action.slice('flag:'.length) as PermissionFlag);
  switch (action) {
    case 'session.use':
    case 'profile.update':
    case 'projects.read':
    case 'shares.create':
      return ACCESS_ALLOWED;
    case 'admin.manage':
      return principal.isAdmin ? ACCESS_ALLOWED : denyAccess(PERMISSION_DENIED);
    case 'projects.force-delete':
      return checkForceDeleteProject(principal);
    case 'projects.create':
      return resource ? checkCreateProject(principal, resource) : denyAccess(PERMISSION_DENIED);
    case 'projects.edit':
      return resource
        ? checkEditProject(principal, resource, resource.nextTdotPm)
        : denyAccess(PERMISSION_DENIED);
    case 'projects.delete':
      return resource ? checkDeleteProject(principal, resource) : denyAccess(PERMISSION_DENIED);
    default:
      return denyAccess(PERMISSION_DENIED);
  }
}
