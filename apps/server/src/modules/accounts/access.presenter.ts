import { actorAbilitiesOf, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, type MeResponse } from '@bil/domain';
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
    sessionLimits: principal.sessionLimits ?? {
      idleTimeoutMinutes: SESSION_IDLE_MINUTES.default,
      absoluteLifetimeHours: SESSION_ABSOLUTE_HOURS.default,
    },
  };
}
