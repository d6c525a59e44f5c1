import {
  authorize,
  SHARE_MESSAGES,
  sharePolicy,
  sharesListedFor,
  type Actor,
  type ShareList,
  type ShareListItem,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { presentShareListItem, snapshotShare } from './share.presenter';
import { insertAuditLog } from '../../lib/audit.repository';
import {
  databaseNow,
  deleteAccessGrants,
  deleteShareById,
  findShareByToken,
  listSharesRows,
  updateShare,
  type ShareChanges,
  type ShareRow,
} from './shares.repository';
import type { SignedInPrincipal } from '../../auth/access.service';
import { hashSharePassword } from './share-password';
import { shareError } from './shares.service';
import { creatorActorOf, servesFor } from './share-creator.service';

type Ctx = Pick<AppContext, 'db'>;

/** GET /api/shares: the person's own shares; administrators see everyone's. Newest first. */
export async function listShares(ctx: Ctx, principal: SignedInPrincipal): Promise<ShareList> {
  const rows = await listSharesRows(ctx.db, sharesListedFor(principal));
  const creators = new Map<string, Promise<Actor | null>>();
  const creatorOf = (row: ShareRow) => {
    const key = row.created_by ?? '';
    if (!creators.has(key)) creators.set(key, creatorActorOf(ctx, row));
    return creators.get(key) as Promise<Actor | null>;
  };
  return { shares: await Promise.all(rows.map((row) => presentListed(ctx, row, creatorOf))) };
}

/** A list row with its status of now: an active share whose creator lost access is 'inactive'. */
async function presentListed(
  ctx: Ctx,
  row: ShareRow,
  creatorOf: (row: ShareRow) => Promise<Actor | null> = (share) => creatorActorOf(ctx, share),
): Promise<ShareListItem> {
  const item = presentShareListItem(row);
  if (item.status !== 'active') return item;
  const serves = servesFor(await creatorOf(row), row);
  return serves ? item : { ...item, status: 'inactive' };
}

/** The share to change, locked; 404 when unknown, 403 when it is someone else's (administrators excepted). */
async function findOwnShareForUpdate(
  db: Kysely<Database>,
  principal: SignedInPrincipal,
  token: string,
): Promise<ShareRow> {
  const row = await findShareByToken(db, token, { forUpdate: true });
  if (!row) throw shareError(404, SHARE_MESSAGES.shareNotFound);
  const decision = authorize(sharePolicy, principal, 'manage', { createdBy: row.created_by });
  if (!decision.allowed) throw shareError(decision.status, decision.reason);
  return row;
}

async function reread(db: Kysely<Database>, token: string): Promise<ShareRow> {
  const row = await findShareByToken(db, token);
  if (!row) throw shareError(404, SHARE_MESSAGES.shareNotFound);
  return row;
}

export type SharePatch = { expires_at?: string | null; password?: string | null };

/** PATCH /api/shares/:shareId: a new expiry (ahead of now) or password; null removes either. Audited. */
export async function patchShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  token: string,
  patch: SharePatch,
): Promise<ShareListItem> {
  if (typeof patch.expires_at === 'string') {
    if (new Date(patch.expires_at).getTime() <= (await databaseNow(ctx.db)).getTime()) {
      throw shareError(400, SHARE_MESSAGES.expiryTooSoon);
    }
  }
  const changes: ShareChanges = {};
  if (patch.expires_at !== undefined) changes.expiresAt = patch.expires_at;
  if (patch.password !== undefined) {
    changes.passwordHash = patch.password === null ? null : await hashSharePassword(patch.password);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findOwnShareForUpdate(trx, principal, token);
    await updateShare(trx, before.id, changes);
    // A changed or removed password ends every grant the old one bought.
    if (changes.passwordHash !== undefined) await deleteAccessGrants(trx, before.id);
    const after = await reread(trx, token);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_share',
      resourceType: 'shares',
      resourceId: before.id,
      details: { password_changed: changes.passwordHash !== undefined },
      before: snapshotShare(before),
      after: snapshotShare(after),
    });
    return presentListed({ db: trx }, after);
  });
}

/** POST /api/shares/:shareId/revoke: the link answers 404 from now on. Revoking twice changes nothing more. */
export async function revokeShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  token: string,
): Promise<ShareListItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findOwnShareForUpdate(trx, principal, token);
    if (before.revoked_at === null) {
      await updateShare(trx, before.id, { revoke: true });
      await deleteAccessGrants(trx, before.id);
    }
    const after = await reread(trx, token);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'revoke_share',
      resourceType: 'shares',
      resourceId: before.id,
      before: snapshotShare(before),
      after: snapshotShare(after),
    });
    return presentListed({ db: trx }, after);
  });
}

/** DELETE /api/shares/:shareId: the share, its charts and grants go; the audit row keeps what it was. */
export async function deleteShare(ctx: Ctx, principal: SignedInPrincipal, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findOwnShareForUpdate(trx, principal, token);
    await deleteShareById(trx, before.id);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_share',
      resourceType: 'shares',
      resourceId: before.id,
      before: snapshotShare(before),
    });
  });
}
