import { authorize, type Actor } from '../policy/policy';
import { resolveProjectVisibility } from '../projects/project.policy';
import type { ShareKind } from './share-constants';
import { sharePolicy } from './share.policy';

/**
 * What decides whether a share still answers: its kind, its creator, (PM pages) whose page it is, and
 * (static snapshots) the project scope the snapshot was taken in: a PM name, or null for every project.
 */
export type ServingShare = {
  kind: ShareKind;
  createdBy: string | null;
  pm?: string | null;
  snapshotScope?: { tdotPm: string | null };
};

/** The share policy's action that publishes each kind. */
export const SHARE_CREATE_ACTION = {
  chart: 'createChart',
  chart_group: 'createChart',
  project_page: 'createProjectPage',
  pm_page: 'createPmPage',
  pm_management: 'createPmManagement',
  executive: 'createExecutive',
  dbe_chart: 'createDbeChart',
} as const satisfies Record<ShareKind, keyof typeof sharePolicy.rules>;

/**
 * A share answers only while its creator could still publish it: the creator, evaluated as an actor with
 * their access of now (signed in = the account exists and is not disabled; approval approved; role, flags
 * and PM name as they are today), must still be allowed the share policy's create action for its kind
 * (a PM page: still that PM, or an administrator). A static snapshot froze figures of the creator's scope
 * then: it answers only while the creator's scope of now still covers it (every project, or the same PM
 * name), so a renamed PM's static group answers like a deleted creator's share (issue 34, finding 4).
 * Checked at every public view and shown in the share list. `creator` is null when the account no longer exists.
 */
export function shareStillServes(creator: Actor | null, share: ServingShare): boolean {
  if (creator === null || share.createdBy === null || creator.userId !== share.createdBy) return false;
  const action = SHARE_CREATE_ACTION[share.kind];
  const allowed = authorize(sharePolicy, creator, action, {
    createdBy: share.createdBy,
    pm: share.pm ?? null,
  }).allowed;
  if (!allowed || share.snapshotScope === undefined) return allowed;
  return scopeCovers(creatorProjectScope(creator), share.snapshotScope);
}

/** Whether a creator's scope of now still sees everything a snapshot taken in `frozen` showed. */
function scopeCovers(now: { tdotPm: string | null } | null, frozen: { tdotPm: string | null }): boolean {
  if (now === null) return false;
  return now.tdotPm === null || now.tdotPm === frozen.tdotPm;
}

/**
 * Which projects a live share may still show, besides its stored list: every project (creator sees all)
 * or only those of the creator's current PM name. Null: none (the share should not serve at all).
 */
export function creatorProjectScope(creator: Actor): { tdotPm: string | null } | null {
  const visibility = resolveProjectVisibility(creator);
  if (visibility.scope === 'none') return null;
  return { tdotPm: visibility.scope === 'pm' ? visibility.tdotPm : null };
}
