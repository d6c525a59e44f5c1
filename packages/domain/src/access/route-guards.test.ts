import { describe, expect, it } from 'vitest';
import { resolveAccess } from './access-profile';
import { buildFlags, DEFAULT_ROLE_FLAGS, type PermissionFlag } from './permission-flags';
import { checkRouteAccess, findRouteGuard, matchesPathPrefix } from './route-guards';

const withFlags = (flags: PermissionFlag[]) => ({ isAdmin: false, flags: buildFlags(flags) });
const admin = { isAdmin: true, flags: buildFlags([]) };

describe('findRouteGuard (SPEC §2 guard table)', () => {
  it.each([
    ['/admin', '/admin', 'admin'],
    ['/admin/audit-logs', '/admin', 'admin'],
    ['/bil/dashboard', '/bil/dashboard', 'can_access_bil_dashboard'],
    ['/bil/projects', '/bil/projects', 'can_access_bil_projects'],
    ['/bil/projects/123/edit', '/bil/projects', 'can_access_bil_projects'],
    ['/bil/projects/new', '/bil/projects/new', 'can_create_for_assigned_airports'],
    ['/projects/new', '/projects/new', 'can_create_for_assigned_airports'],
    ['/bil/visualization', '/bil/visualization', 'can_access_bil_analytics'],
    ['/airports/BNA', '/airports', 'can_access_projects'],
    ['/grants', '/grants', 'can_access_projects'],
    ['/dbe/analytics', '/dbe/analytics', 'can_access_dbe_analytics'],
    ['/flight-services/', '/flight-services', 'can_access_flight_services'],
  ])('%s is guarded by %s (%s)', (path, prefix, needs) => {
    expect(findRouteGuard(path)).toMatchObject({ prefix, needs });
  });

  it.each([
    '/',
    '/auth',
    '/settings',
    '/pm/management',
    '/shared-content',
    '/bil/projectsX',
    '/administrator',
    '/share/chart/x',
  ])('%s is open', (path) => {
    expect(findRouteGuard(path)).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(matchesPathPrefix('/bil/projects/1', '/bil/projects')).toBe(true);
    expect(matchesPathPrefix('/bil/projects', '/bil/projects')).toBe(true);
    expect(matchesPathPrefix('/bil/projectsX', '/bil/projects')).toBe(false);
  });
});

describe('checkRouteAccess', () => {
  it('lets administrators through every guard', () => {
    for (const path of ['/admin/permissions', '/bil/projects/new', '/planning', '/gci']) {
      expect(checkRouteAccess(admin, path)).toEqual({ allowed: true });
    }
  });

  it('sends a non-admin on /admin to the Admin Access Required page', () => {
    expect(checkRouteAccess(withFlags(['can_access_bil_dashboard']), '/admin/user-management')).toEqual({
      allowed: false,
      fallback: { kind: 'admin-access-required' },
    });
  });

  it('sends a missing flag to the fallback route', () => {
    const viewer = { isAdmin: false, flags: DEFAULT_ROLE_FLAGS.viewer };
    expect(checkRouteAccess(viewer, '/bil/analytics')).toEqual({
      allowed: false,
      fallback: { kind: 'redirect', to: '/bil/dashboard' },
    });
    expect(checkRouteAccess(viewer, '/bil/projects/new')).toEqual({
      allowed: false,
      fallback: { kind: 'redirect', to: '/bil/projects' },
    });
    expect(checkRouteAccess(viewer, '/bil/projects')).toEqual({ allowed: true });
  });

  it('lets a PM with can_create_for_assigned_airports open the new-project screen', () => {
    const pm = resolveAccess({
      account: { role: 'pm', tdot_pm: 'X', flags: DEFAULT_ROLE_FLAGS.pm },
      hasSystemBypass: false,
      signedIn: true,
    });
    expect(checkRouteAccess(pm, '/bil/projects/new')).toEqual({ allowed: true });
  });

  it('shows Access Denied instead of redirecting to a page that is refused too', () => {
    expect(checkRouteAccess(withFlags([]), '/bil/dashboard')).toEqual({
      allowed: false,
      fallback: { kind: 'access-denied' },
    });
    expect(checkRouteAccess(withFlags([]), '/planning')).toEqual({
      allowed: false,
      fallback: { kind: 'access-denied' },
    });
    expect(checkRouteAccess(withFlags(['can_access_bil_dashboard']), '/planning')).toEqual({
      allowed: false,
      fallback: { kind: 'redirect', to: '/bil/dashboard' },
    });
  });

  it('leaves unlisted paths open to everyone', () => {
    expect(checkRouteAccess(withFlags([]), '/pm/management')).toEqual({ allowed: true });
  });
});
