import { describe, expect, it } from 'vitest';
import { resolveAccess } from '../access/access-profile';
import { can, type AccessAction } from './can';
import { buildFlags, DEFAULT_ROLE_FLAGS } from '../access/permission-flags';

const signedIn = (role: string, tdotPm: string | null = null) =>
  resolveAccess({
    account: { role, tdot_pm: tdotPm, flags: DEFAULT_ROLE_FLAGS[role as 'pm'] },
    hasSystemBypass: false,
    signedIn: true,
  });
const admin = signedIn('admin');
const pm = signedIn('pm', 'Jane Roe');
const viewer = signedIn('viewer');
const signedOut = resolveAccess({ account: null, hasSystemBypass: false, signedIn: false });
const denied = { allowed: false, reason: 'Permission denied', status: 403 };

describe('can', () => {
  it('answers 401 Not authenticated for every action when signed out, even a public flag', () => {
    const actions: AccessAction[] = [
      'session.use',
      'admin.manage',
      'projects.read',
      'flag:can_access_projects',
    ];
    for (const action of actions) {
      expect(can(signedOut, action)).toEqual({ allowed: false, reason: 'Not authenticated', status: 401 });
    }
  });

  it('lets any signed-in person use the session and read projects', () => {
    for (const person of [admin, pm, viewer]) {
      expect(can(person, 'session.use').allowed).toBe(true);
      expect(can(person, 'projects.read').allowed).toBe(true);
    }
  });

  it('lets a registration waiting for approval use its session and nothing else', () => {
    const waiting = resolveAccess({
      account: { role: 'viewer', tdot_pm: null, flags: DEFAULT_ROLE_FLAGS.viewer },
      hasSystemBypass: false,
      signedIn: true,
      approval: 'pending',
    });
    expect(can(waiting, 'session.read')).toEqual({ allowed: true });
    expect(can(waiting, 'session.use')).toMatchObject({ allowed: false, status: 403 });
    expect(can(waiting, 'projects.read')).toMatchObject({ allowed: false, status: 403 });
    expect(can(waiting, 'flag:can_access_projects')).toMatchObject({ allowed: false, status: 403 });
  });

  it('keeps admin.manage for administrators', () => {
    expect(can(admin, 'admin.manage')).toEqual({ allowed: true });
    expect(can(pm, 'admin.manage')).toEqual(denied);
    expect(can(viewer, 'admin.manage')).toEqual(denied);
  });

  it('checks a flag action against the flags, letting administrators pass', () => {
    expect(can(viewer, 'flag:can_access_bil_projects')).toEqual({ allowed: true });
    expect(can(viewer, 'flag:can_access_bil_analytics')).toEqual(denied);
    expect(can(pm, 'flag:can_access_bil_analytics')).toEqual({ allowed: true });
    const bare = resolveAccess({
      account: { role: 'admin', tdot_pm: null, flags: buildFlags([]) },
      hasSystemBypass: false,
      signedIn: true,
    });
    expect(can(bare, 'flag:can_access_planning')).toEqual({ allowed: true });
  });

  it('refuses an action it does not know', () => {
    expect(can(admin, 'projects.launch' as AccessAction)).toEqual(denied);
  });
});
