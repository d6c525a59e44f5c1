import { describe, expect, it } from 'vitest';
import { resolveAccess } from '../access/access-profile';
import { buildFlags, DEFAULT_ROLE_FLAGS, type PermissionFlag } from '../access/permission-flags';
import { authorize, type Actor } from '../policy/policy';
import { projectPolicy, resolveProjectVisibility, type ProjectRecord } from './project.policy';

const checkCreateProject = (actor: Actor, project: ProjectRecord) =>
  authorize(projectPolicy, actor, 'create', project);
const checkEditProject = (actor: Actor, project: ProjectRecord, nextTdotPm?: string | null) =>
  authorize(projectPolicy, actor, 'update', { ...project, nextTdotPm });
const checkDeleteProject = (actor: Actor, project: ProjectRecord) =>
  authorize(projectPolicy, actor, 'delete', project);
const checkForceDeleteProject = (actor: Actor, project: ProjectRecord = { tdot_pm: null }) =>
  authorize(projectPolicy, actor, 'forceDelete', project);

const person = (role: string, tdotPm: string | null, flags: PermissionFlag[]) =>
  resolveAccess({
    account: { role, tdot_pm: tdotPm, flags: buildFlags(flags) },
    hasSystemBypass: false,
    signedIn: true,
  });

const admin = person('admin', null, []);
const pm = person('pm', 'Jane Roe', [
  'can_edit',
  'can_edit_own_projects',
  'can_delete_own_projects',
  'can_create_for_assigned_airports',
]);
const pmWithoutName = person('pm', null, [
  'can_edit',
  'can_edit_own_projects',
  'can_create_for_assigned_airports',
]);
const viewer = resolveAccess({
  account: { role: 'viewer', tdot_pm: null, flags: DEFAULT_ROLE_FLAGS.viewer },
  hasSystemBypass: false,
  signedIn: true,
});
const editingViewer = person('viewer', null, ['can_edit']);
const signedOut = resolveAccess({ account: null, hasSystemBypass: false, signedIn: false });

const janes = { tdot_pm: 'Jane Roe' };
const bobs = { tdot_pm: 'Bob Poe', id: 'p-bob' };
const notFound = (id: string) => ({ allowed: false, reason: `Project with ID ${id} not found`, status: 404 });
const denied = (reason: string) => ({ allowed: false, reason, status: 403 });

describe('checkCreateProject', () => {
  it('lets an admin create for anyone', () => {
    expect(checkCreateProject(admin, bobs)).toEqual({ allowed: true });
  });
  it('lets a PM with can_create_for_assigned_airports create only for themselves', () => {
    expect(checkCreateProject(pm, janes)).toEqual({ allowed: true });
    expect(checkCreateProject(pm, bobs)).toEqual(
      denied('TDOT PMs can only create projects assigned to themselves'),
    );
    expect(checkCreateProject(pm, { tdot_pm: null })).toEqual(
      denied('TDOT PMs can only create projects assigned to themselves'),
    );
  });
  it('refuses a PM without can_create_for_assigned_airports even with can_edit', () => {
    const limited = person('pm', 'Jane Roe', ['can_edit']);
    expect(checkCreateProject(limited, janes)).toEqual(
      denied('You do not have permission to create projects'),
    );
  });
  it('refuses a PM with no PM name', () => {
    expect(checkCreateProject(pmWithoutName, { tdot_pm: null })).toEqual(
      denied('TDOT PMs can only create projects assigned to themselves'),
    );
  });
  it('lets other roles create with can_edit only', () => {
    expect(checkCreateProject(editingViewer, bobs)).toEqual({ allowed: true });
    expect(checkCreateProject(viewer, bobs)).toEqual(denied('You do not have permission to create projects'));
  });
  it('answers not authenticated when signed out', () => {
    expect(checkCreateProject(signedOut, janes)).toEqual({
      allowed: false,
      reason: 'Not authenticated',
      status: 401,
    });
  });
});

describe('checkEditProject', () => {
  it('lets an admin edit anything', () => {
    expect(checkEditProject(admin, bobs, 'Someone')).toEqual({ allowed: true });
  });
  it('lets a PM edit their own project and keep it theirs', () => {
    expect(checkEditProject(pm, janes)).toEqual({ allowed: true });
    expect(checkEditProject(pm, janes, 'Jane Roe')).toEqual({ allowed: true });
    // Another PM's project is not theirs to see: it answers as if it did not exist.
    expect(checkEditProject(pm, bobs)).toEqual(notFound('p-bob'));
    expect(checkEditProject(pm, janes, 'Bob Poe')).toEqual(
      denied('You can only edit projects assigned to you'),
    );
  });
  it('needs both can_edit and can_edit_own_projects for a PM', () => {
    expect(checkEditProject(person('pm', 'Jane Roe', ['can_edit']), janes)).toEqual(
      denied('You do not have permission to edit projects'),
    );
    expect(checkEditProject(person('pm', 'Jane Roe', ['can_edit_own_projects']), janes)).toEqual(
      denied('You do not have permission to edit projects'),
    );
  });
  it('lets other roles edit with can_edit', () => {
    expect(checkEditProject(editingViewer, bobs)).toEqual({ allowed: true });
    expect(checkEditProject(viewer, bobs)).toEqual(denied('You do not have permission to edit projects'));
  });
});

describe('checkDeleteProject', () => {
  it('lets an admin delete anything', () => {
    expect(checkDeleteProject(admin, bobs)).toEqual({ allowed: true });
  });
  it("lets a PM with can_delete_own_projects delete their own only; another PM's project is not found", () => {
    expect(checkDeleteProject(pm, janes)).toEqual({ allowed: true });
    expect(checkDeleteProject(pm, bobs)).toEqual(notFound('p-bob'));
    expect(checkDeleteProject(pm, { tdot_pm: null, id: 'p-none' })).toEqual(notFound('p-none'));
  });
  it('refuses a PM without the flag and every other role', () => {
    const message = 'You do not have permission to delete projects. Contact an administrator.';
    expect(checkDeleteProject(person('pm', 'Jane Roe', ['can_edit']), janes)).toEqual(denied(message));
    expect(checkDeleteProject(editingViewer, bobs)).toEqual(denied(message));
    expect(checkDeleteProject(viewer, bobs)).toEqual(denied(message));
  });
});

describe('checkForceDeleteProject', () => {
  it('allows administrators only', () => {
    expect(checkForceDeleteProject(admin)).toEqual({ allowed: true });
    expect(checkForceDeleteProject(pm, { tdot_pm: 'Jane Roe' })).toEqual(
      denied('Only administrators can force delete projects'),
    );
    expect(checkForceDeleteProject(viewer)).toEqual(denied('Only administrators can force delete projects'));
  });
});

describe('resolveProjectVisibility', () => {
  it('scopes a PM to their own projects and a nameless PM to none', () => {
    expect(resolveProjectVisibility(admin)).toEqual({ scope: 'all' });
    expect(resolveProjectVisibility(viewer)).toEqual({ scope: 'all' });
    expect(resolveProjectVisibility(pm)).toEqual({ scope: 'pm', tdotPm: 'Jane Roe' });
    expect(resolveProjectVisibility(pmWithoutName)).toEqual({ scope: 'none' });
    expect(resolveProjectVisibility(signedOut)).toEqual({ scope: 'none' });
  });
  it('lets an admin with a PM name still see everything', () => {
    expect(resolveProjectVisibility(person('admin', 'Jane Roe', []))).toEqual({ scope: 'all' });
  });
});

describe('accounts waiting for approval', () => {
  it('may see and do nothing with projects', () => {
    const waiting = resolveAccess({
      account: { role: 'viewer', tdot_pm: null, flags: DEFAULT_ROLE_FLAGS.viewer },
      hasSystemBypass: false,
      signedIn: true,
      approval: 'pending',
    });
    expect(resolveProjectVisibility(waiting)).toEqual({ scope: 'none' });
    expect(checkCreateProject(waiting, bobs).allowed).toBe(false);
    expect(checkCreateProject(waiting, bobs)).toMatchObject({ status: 403 });
  });
});
