import type { AccessProfile } from './access-profile';
import type { PermissionFlag } from './permission-flags';

/** Where a refused person goes: another route, or one of the two refusal pages. */
export type GuardFallback =
  { kind: 'redirect'; to: string } | { kind: 'admin-access-required' } | { kind: 'access-denied' };

export type RouteGuard = {
  prefix: string;
  /** 'admin' = administrators only; a flag = that flag (administrators always pass). */
  needs: 'admin' | PermissionFlag;
  fallback: GuardFallback;
};

const toDashboard: GuardFallback = { kind: 'redirect', to: '/bil/dashboard' };

function guards(prefixes: string[], needs: RouteGuard['needs'], fallback: GuardFallback): RouteGuard[] {
  return prefixes.map((prefix) => ({ prefix, needs, fallback }));
}

/**
 * SPEC §2 permission guard table. /settings is open to every signed-in person (issue 17: anyone may
 * change their own name and password); the page itself hides the rest without can_access_settings.
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  ...guards(['/admin'], 'admin', { kind: 'admin-access-required' }),
  ...guards(['/bil/dashboard'], 'can_access_bil_dashboard', toDashboard),
  ...guards(['/bil/projects'], 'can_access_bil_projects', toDashboard),
  ...guards(['/bil/info'], 'can_access_bil_info', toDashboard),
  ...guards(['/bil/analytics', '/bil/visualization'], 'can_access_bil_analytics', toDashboard),
  ...guards(['/bil/projects/new', '/projects/new'], 'can_create_for_assigned_airports', {
    kind: 'redirect',
    to: '/bil/projects',
  }),
  ...guards(['/dbe/awards-commitments'], 'can_access_dbe_awards_commitments', toDashboard),
  ...guards(['/dbe/annual-reporting'], 'can_access_dbe_annual_reporting', toDashboard),
  ...guards(['/dbe/analytics'], 'can_access_dbe_analytics', toDashboard),
  ...guards(['/airports', '/grants'], 'can_access_projects', toDashboard),
  ...guards(['/planning'], 'can_access_planning', toDashboard),
  ...guards(['/delivery'], 'can_access_project_delivery', toDashboard),
  ...guards(['/executive'], 'can_access_executive', toDashboard),
  ...guards(['/flight-services'], 'can_access_flight_services', toDashboard),
  ...guards(['/gci'], 'can_access_gci', toDashboard),
  // Issue 15: administrators and PMs who create projects import (the server's import policy decides).
  ...guards(['/import'], 'can_create_for_assigned_airports', toDashboard),
];

/** A prefix matches itself and anything below it ('/bil/projects' covers '/bil/projects/1', not '/bil/projectsX'). */
export function matchesPathPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}

/** The guard of a path: the longest matching prefix wins; unlisted paths have none (open). */
export function findRouteGuard(path: string): RouteGuard | null {
  const target = normalisePath(path);
  let best: RouteGuard | null = null;
  for (const guard of ROUTE_GUARDS) {
    if (matchesPathPrefix(target, guard.prefix) && (!best || guard.prefix.length > best.prefix.length))
      best = guard;
  }
  return best;
}

type GuardSubject = Pick<AccessProfile, 'isAdmin' | 'flags'>;

function passes(subject: GuardSubject, guard: RouteGuard): boolean {
  if (subject.isAdmin) return true;
  return guard.needs !== 'admin' && subject.flags[guard.needs];
}

export type RouteAccessResult = { allowed: true } | { allowed: false; fallback: GuardFallback };

/**
 * May this person open this path? Admins pass everything, unlisted paths are open. A redirect that
 * would land on a page the person may not open either (e.g. /bil/dashboard without its flag) becomes
 * the 'Access Denied' page instead of a loop.
 */
export function checkRouteAccess(subject: GuardSubject, path: string): RouteAccessResult {
  const guard = findRouteGuard(path);
  if (!guard || passes(subject, guard)) return { allowed: true };
  if (guard.fallback.kind === 'redirect') {
    const target = findRouteGuard(guard.fallback.to);
    if (target !== null && !passes(subject, target)) {
      return { allowed: false, fallback: { kind: 'access-denied' } };
    }
  }
  return { allowed: false, fallback: guard.fallback };
}

/** SPEC §2 words of the two refusal pages. */
export const ACCESS_PAGE_TEXT = {
  adminRequiredTitle: 'Admin Access Required',
  accessDeniedTitle: 'Access Denied',
  accessDeniedMessage: "You don't have permission to access this page.",
  permissionRequired: 'Permission Required',
} as const;
