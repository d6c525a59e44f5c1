import { authorize, type Actor } from '../policy/policy';
import { resolveProjectVisibility } from '../projects/project.policy';
import type { ShareKind } from './share-constants';
import { sharePolicy } from './share.policy';

/** What decides whether a share still answers: its kind, its creator and (PM pages) whose page it is. */
export type ServingShare = { kind: ShareKind; createdBy: string | null; pm?: string | null };

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
 * (a PM page: still that PM, or an administrator). Checked at every public view and shown in the share list.
 * `creator` is null when the account no longer exists.
 */
export function shareStillServes(creator: Actor | null, share: ServingShare): boolean {
  if (creator === null || share.createdBy === null || creator.userId !== share.createdBy) return false;
  const action = SHARE_CREATE_ACTION[share.kind];
  return authorize(sharePolicy, creator, action, { createdBy: share.createdBy, pm: share.pm ?? null })
    .allowed;
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
