import type { PermissionFlag } from '../access/permission-flags';
import {
  ALLOW,
  allowIf,
  deny,
  denyNotAuthenticated,
  gate,
  type Actor,
  type Decision,
} from '../policy/policy';
import { administrationPolicy } from '../policy/account.policy';

/**
 * What a route may declare it needs before its handler runs (record-level questions, such as editing one
 * project, are the model policies', asked by the services with the record in hand).
 */
export type AccessAction =
  'session.read' | 'session.use' | 'admin.manage' | 'projects.read' | `flag:${PermissionFlag}`;

export type AccessPrincipal = Actor;
export type AccessDecision = Decision;
export { PERMISSION_DENIED } from '../policy/policy';

/**
 * The route-level permission question: may this principal reach this route at all? Denied by default.
 * 'session.read' (GET /api/me) is the one thing a registration waiting for approval may do: read its state.
 */
export function can(principal: Actor, action: AccessAction): Decision {
  if (action === 'session.read') return principal.signedIn ? ALLOW : denyNotAuthenticated();
  const refused = gate(principal);
  if (refused) return refused;
  if (action === 'session.use') return ALLOW;
  if (action === 'admin.manage') return administrationPolicy.rules.open(principal, null);
  if (action === 'projects.read') return ALLOW;
  if (!action.startsWith('flag:')) return deny();
  const flag = action.slice('flag:'.length) as PermissionFlag;
  return allowIf(principal.isAdmin || principal.flags[flag]);
}
