import { describe, expect, it } from 'vitest';
import { resolveAccess, type AccountApproval } from '../access/access-profile';
import { buildFlags } from '../access/permission-flags';
import type { Actor } from '../policy/policy';
import { creatorProjectScope, shareStillServes } from './share-serving';

const pmFlags = buildFlags(['can_access_projects', 'can_access_bil_dashboard', 'can_access_bil_analytics']);

function person(
  role: 'admin' | 'pm' | 'viewer',
  options: { tdotPm?: string | null; signedIn?: boolean; approval?: AccountApproval } = {},
): Actor {
  const profile = resolveAccess({
    account: { role, tdot_pm: options.tdotPm ?? null, flags: pmFlags },
    hasSystemBypass: false,
    signedIn: options.signedIn ?? true,
    ...(options.approval ? { approval: options.approval } : {}),
  });
  return { ...profile, userId: 'u1' };
}

describe('shareStillServes', () => {
  const pmPage = { kind: 'pm_page', createdBy: 'u1', pm: 'Ann' } as const;

  it('serves while the creator could still publish it', () => {
    expect(shareStillServes(person('pm', { tdotPm: 'Ann' }), pmPage)).toBe(true);
    expect(shareStillServes(person('admin'), pmPage)).toBe(true);
    expect(shareStillServes(person('pm', { tdotPm: 'Ann' }), { kind: 'project_page', createdBy: 'u1' })).toBe(
      true,
    );
  });

  it("stops when the PM's name changed, the account is disabled, demoted, unapproved or gone", () => {
    expect(shareStillServes(person('pm', { tdotPm: 'Ann B.' }), pmPage)).toBe(false);
    expect(shareStillServes(person('pm', { tdotPm: 'Ann', signedIn: false }), pmPage)).toBe(false);
    expect(shareStillServes(person('viewer'), { kind: 'project_page', createdBy: 'u1' })).toBe(false);
    expect(shareStillServes(person('pm', { tdotPm: 'Ann', approval: 'pending' }), pmPage)).toBe(false);
    expect(shareStillServes(person('pm', { tdotPm: 'Ann', approval: 'refused' }), pmPage)).toBe(false);
    expect(shareStillServes(null, pmPage)).toBe(false);
  });

  it('serves the executive overview only while its creator is an enabled administrator', () => {
    const executive = { kind: 'executive', createdBy: 'u1' } as const;
    expect(shareStillServes(person('admin'), executive)).toBe(true);
    expect(shareStillServes(person('admin', { signedIn: false }), executive)).toBe(false);
    expect(shareStillServes(person('pm', { tdotPm: 'Ann' }), executive)).toBe(false);
    const leader = person('viewer');
    const withFlag = { ...leader, flags: { ...leader.flags, can_access_executive: true } };
    expect(shareStillServes(withFlag, executive)).toBe(false);
  });

  it('serves a DBE chart only while its creator may still read DBE analytics', () => {
    const dbeChart = { kind: 'dbe_chart', createdBy: 'u1' } as const;
    expect(shareStillServes(person('admin'), dbeChart)).toBe(true);
    const reader = (signedIn: boolean, approval: AccountApproval = 'approved') => ({
      ...resolveAccess({
        account: { role: 'pm', tdot_pm: 'Ann', flags: buildFlags(['can_access_dbe_analytics']) },
        hasSystemBypass: false,
        signedIn,
        approval,
      }),
      userId: 'u1',
    });
    expect(shareStillServes(reader(true), dbeChart)).toBe(true);
    // The flag taken away, the account disabled or unapproved: the link stops answering.
    expect(shareStillServes(person('pm', { tdotPm: 'Ann' }), dbeChart)).toBe(false);
    expect(shareStillServes(reader(false), dbeChart)).toBe(false);
    expect(shareStillServes(person('admin', { signedIn: false }), dbeChart)).toBe(false);
    expect(shareStillServes(reader(true, 'pending'), dbeChart)).toBe(false);
  });

  it('asks about the creator, not someone else', () => {
    expect(shareStillServes(person('admin'), { kind: 'chart', createdBy: 'u2' })).toBe(false);
    expect(shareStillServes(person('admin'), { kind: 'chart', createdBy: null })).toBe(false);
  });

  it("cuts live projects to the creator's current scope", () => {
    expect(creatorProjectScope(person('admin'))).toEqual({ tdotPm: null });
    expect(creatorProjectScope(person('pm', { tdotPm: 'Ann' }))).toEqual({ tdotPm: 'Ann' });
    expect(creatorProjectScope(person('pm', { tdotPm: null }))).toBeNull();
    expect(creatorProjectScope(person('pm', { tdotPm: 'Ann', signedIn: false }))).toBeNull();
  });
});
