import { describe, expect, it } from 'vitest';
import { normaliseRole, resolveAccess, resolveDisplayName, SIGNED_OUT_FLAGS } from './access-profile';
import { buildFlags, DEFAULT_ROLE_FLAGS, PERMISSION_FLAGS, VIEWER_FALLBACK_FLAGS } from './permission-flags';

const granted = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag)
    .sort();

describe('resolveAccess (SPEC §6)', () => {
  it('grants a signed-out visitor only projects, BIL dashboard and BIL info', () => {
    const access = resolveAccess({ account: null, hasSystemBypass: false, signedIn: false });
    expect(granted(access.flags)).toEqual([
      'can_access_bil_dashboard',
      'can_access_bil_info',
      'can_access_projects',
    ]);
    expect(access).toMatchObject({
      signedIn: false,
      role: null,
      isAdmin: false,
      roleBadge: null,
      tdotPm: null,
    });
    expect(access.abilities).toEqual({
      canCreateProjects: false,
      canEditProjects: false,
      canCreateProjectsForAssignedAirports: false,
      canAccessAdmin: false,
    });
  });

  it('ignores role data and bypass records when not signed in', () => {
    const access = resolveAccess({
      account: { role: 'admin', tdot_pm: null, flags: DEFAULT_ROLE_FLAGS.admin },
      hasSystemBypass: true,
      signedIn: false,
    });
    expect(access.isAdmin).toBe(false);
    expect(access.flags).toEqual(SIGNED_OUT_FLAGS);
  });

  it('makes the admin role an administrator with every flag', () => {
    const access = resolveAccess({
      account: { role: 'admin', tdot_pm: null, flags: buildFlags([]) },
      hasSystemBypass: false,
      signedIn: true,
    });
    expect(access.isAdmin).toBe(true);
    expect(granted(access.flags)).toHaveLength(PERMISSION_FLAGS.length);
    expect(access.roleBadge).toBe('Administrator');
    expect(access.abilities).toEqual({
      canCreateProjects: true,
      canEditProjects: true,
      canCreateProjectsForAssignedAirports: true,
      canAccessAdmin: true,
    });
  });

  it('makes a system-bypass record an administrator whatever the stored role', () => {
    const access = resolveAccess({
      account: { role: 'viewer', tdot_pm: 'Pat', flags: VIEWER_FALLBACK_FLAGS },
      hasSystemBypass: true,
      signedIn: true,
    });
    expect(access).toMatchObject({ role: 'admin', isAdmin: true, tdotPm: 'Pat', roleBadge: 'Administrator' });
    expect(access.flags.can_access_gci).toBe(true);
  });

  it('makes a bypass record without role data an administrator too', () => {
    const access = resolveAccess({ account: null, hasSystemBypass: true, signedIn: true });
    expect(access.isAdmin).toBe(true);
  });

  it('gives a signed-in person without role data the viewer fallback flags', () => {
    const access = resolveAccess({ account: null, hasSystemBypass: false, signedIn: true });
    expect(access.role).toBe('viewer');
    expect(granted(access.flags)).toEqual([
      'can_access_bil_dashboard',
      'can_access_bil_info',
      'can_access_bil_projects',
      'can_access_projects',
    ]);
    expect(Object.values(access.abilities).every((value) => !value)).toBe(true);
    expect(access.roleBadge).toBe('Viewer');
  });

  it('keeps a PM with their stored flags and PM name', () => {
    const flags = buildFlags(['can_edit', 'can_create_for_assigned_airports', 'can_access_projects']);
    const access = resolveAccess({
      account: { role: 'pm', tdot_pm: 'Jane Roe', flags },
      hasSystemBypass: false,
      signedIn: true,
    });
    expect(access).toMatchObject({
      role: 'pm',
      isAdmin: false,
      tdotPm: 'Jane Roe',
      roleBadge: 'Project Manager',
    });
    expect(access.flags).toEqual(flags);
    expect(access.abilities).toEqual({
      canCreateProjects: true,
      canEditProjects: true,
      canCreateProjectsForAssignedAirports: true,
      canAccessAdmin: false,
    });
  });

  it('treats tdot_pm as pm and editor as a viewer keeping its own flags', () => {
    const editorFlags = buildFlags(['can_edit', 'can_access_projects']);
    const pm = resolveAccess({
      account: { role: 'tdot_pm', tdot_pm: 'Al', flags: buildFlags([]) },
      hasSystemBypass: false,
      signedIn: true,
    });
    const editor = resolveAccess({
      account: { role: 'editor', tdot_pm: null, flags: editorFlags },
      hasSystemBypass: false,
      signedIn: true,
    });
    expect(pm.role).toBe('pm');
    expect(editor.role).toBe('viewer');
    expect(editor.flags.can_edit).toBe(true);
    expect(editor.abilities.canEditProjects).toBe(true);
  });

  it('does not share flag objects between calls', () => {
    const first = resolveAccess({ account: null, hasSystemBypass: false, signedIn: true });
    first.flags.can_edit = true;
    expect(resolveAccess({ account: null, hasSystemBypass: false, signedIn: true }).flags.can_edit).toBe(
      false,
    );
  });
});

describe('normaliseRole', () => {
  it.each([
    ['admin', 'admin'],
    ['pm', 'pm'],
    ['viewer', 'viewer'],
    ['tdot_pm', 'pm'],
    ['editor', 'viewer'],
    ['superuser', 'viewer'],
  ])('%s -> %s', (stored, expected) => {
    expect(normaliseRole(stored)).toBe(expected);
  });
});

describe('resolveDisplayName (SPEC §2)', () => {
  it('falls back from name to display name to the e-mail local part to User', () => {
    expect(resolveDisplayName({ name: 'Ann', displayName: 'A.', email: 'ann@x.org' })).toBe('Ann');
    expect(resolveDisplayName({ name: ' ', displayName: 'A.', email: 'ann@x.org' })).toBe('A.');
    expect(resolveDisplayName({ name: null, displayName: null, email: 'ann.lee@x.org' })).toBe('ann.lee');
    expect(resolveDisplayName({})).toBe('User');
  });
});
