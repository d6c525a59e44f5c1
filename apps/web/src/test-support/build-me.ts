import { actorAbilitiesOf, DEFAULT_ROLE_FLAGS, type MeResponse } from '@bil/domain';

/** The signed-in person as /api/me answers, for an administrator or a viewer. */
export function buildMe(isAdmin: boolean): MeResponse {
  const role = isAdmin ? 'admin' : 'viewer';
  return {
    user: {
      id: `u-${role}`,
      email: `${role}@x.test`,
      emailConfirmed: true,
      name: '',
      displayName: null,
      role,
      tdotPm: null,
    },
    flags: DEFAULT_ROLE_FLAGS[role],
    abilities: {
      canCreateProjects: isAdmin,
      canEditProjects: isAdmin,
      canCreateProjectsForAssignedAirports: isAdmin,
      canAccessAdmin: isAdmin,
    },
    can: actorAbilitiesOf({ signedIn: true, role, isAdmin, tdotPm: null, flags: DEFAULT_ROLE_FLAGS[role] }),
    approval: 'approved',
    isAdmin,
    roleBadge: isAdmin ? 'Administrator' : 'Viewer',
    twoFactor: { enabled: false, mustEnrol: false },
    sessionLimits: { idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 },
  };
}
