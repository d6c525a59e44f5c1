import { describe, expect, it } from 'vitest';
import { resolveAccess } from './access-profile';
import { can, type AccessAction } from './can';
import { buildFlags, DEFAULT_ROLE_FLAGS } from './permission-flags';

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

  it('lets any signed-in person use the session, read projects, update their profile and share', () => {
    for (const person of [admin, pm, viewer]) {
      expect(can(person, 'session.use').allowed).toBe(true);
      expect(can(person, 'projects.read').allowed).toBe(true);
      expect(can(person, 'profile.update').allowed).toBe(true);
      expect(can(person, 'shares.create').allowed).toBe(true);
    }
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

  it('refuses project actions without their project (denied by default)', () => {
    expect(can(admin, 'projects.create')).toEqual(denied);
    expect(can(admin, 'projects.edit')).toEqual(denied);
    expect(can(admin, 'projects.delete')).toEqual(denied);
  });

  it('delegates project actions to the SPEC rules', () => {
    expect(can(pm, 'projects.create', { tdot_pm: 'Jane Roe' })).toEqual({ allowed: true });
    expect(can(pm, 'projects.create', { tdot_pm: 'Bob' }).allowed).toBe(false);
    expect(can(pm, 'projects.edit', { tdot_pm: 'Jane Roe', nextTdotPm: 'Bob' })).toEqual({
      allowed: false,
      reason: 'You can only edit projects assigned to you',
      status: 403,
    });
    expect(can(pm, 'projects.delete', { tdot_pm: 'Bob' })).toEqual({
      allowed: false,
      reason: 'TDOT PM can only delete their own projects (Project owner: Bob)',
      status: 403,
    });
    expect(can(viewer, 'projects.force-delete')).toEqual({
      allowed: false,
      reason: 'Only administrators can force delete projects',
      status: 403,
    });
    expect(can(admin, 'projects.force-delete')).toEqual({ allowed: true });
  });

  it('refuses an action it does not know', () => {
    expect(can(admin, 'projects.launch' as AccessAction)).toEqual(denied);
  });
});
