import { resolveAccess, shareStillServes, type AccessProfile, type Actor, type ShareKind } from '@bil/domain';
import { findAccessRecord } from '../../auth/access.repository';
import type { AppContext } from '../../app-context';
import type { ShareRow } from './shares.repository';

type Ctx = Pick<AppContext, 'db'>;

/** The creator's whole access profile of now (an Actor, and enough to ask another area as them). */
export type CreatorProfile = AccessProfile & { userId: string };

/**
 * The share's creator as an actor, with their access of now: the same resolver data as every request
 * (user_accounts role, flags, tdot_pm and approval, system bypass) and better-auth's disabled flag (a disabled
 * account counts as signed out). Null when the account no longer exists.
 */
export async function creatorActorOf(
  ctx: Ctx,
  row: Pick<ShareRow, 'created_by' | 'creator_user_id' | 'creator_banned'>,
): Promise<CreatorProfile | null> {
  if (row.created_by === null || row.creator_user_id === null) return null;
  const record = await findAccessRecord(ctx.db, row.created_by);
  const profile = resolveAccess({
    account: record.account,
    hasSystemBypass: record.hasSystemBypass,
    signedIn: row.creator_banned !== true,
    approval: record.account?.approval ?? 'approved',
  });
  return { ...profile, userId: row.created_by };
}

/**
 * shareStillServes for a stored share, its creator resolved now. A static share carries a snapshot taken in
 * the creator's scope of then (params.tdot_pm: their PM name, or null for every project).
 */
export function servesFor(
  creator: Actor | null,
  row: Pick<ShareRow, 'kind' | 'created_by' | 'params' | 'is_static' | 'snapshot'>,
) {
  const pm = typeof row.params.pm === 'string' ? row.params.pm : null;
  const frozen = row.is_static && row.snapshot !== null;
  const tdotPm = typeof row.params.tdot_pm === 'string' ? row.params.tdot_pm : null;
  return shareStillServes(creator, {
    kind: row.kind as ShareKind,
    createdBy: row.created_by,
    pm,
    ...(frozen ? { snapshotScope: { tdotPm } } : {}),
  });
}
