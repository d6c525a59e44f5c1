import { actorAbilitiesOf, type MeResponse } from '@bil/domain';
import type { SignedInPrincipal } from '../../auth/access.service';

/** GET /api/me: who the person is and what they may do (the web hides what they cannot). */
export function presentMe(principal: SignedInPrincipal): MeResponse {
  return {
    user: {
      id: principal.user.id,
      email: principal.user.email,
      emailConfirmed: principal.user.emailConfirmed,
      name: principal.user.name,
      displayName: principal.displayName,
      role: principal.role ?? 'viewer',
      tdotPm: principal.tdotPm,
    },
    flags: principal.flags,
    abilities: principal.abilities,
    can: actorAbilitiesOf(principal),
    approval: principal.approval,
    isAdmin: principal.isAdmin,
    roleBadge: principal.roleBadge ?? 'Viewer',
    twoFactor: { enabled: principal.twoFactorEnabled, mustEnrol: principal.mustEnrolTwoFactor },
  };
}
