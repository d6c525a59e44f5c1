import { sharePath, type ShareKind, type ShareListItem, type ShareStatus } from '@bil/domain';
import type { ShareRow } from './shares.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
export const isoOf = (value: unknown): string =>
  (value instanceof Date ? value : new Date(value as string)).toISOString();
export const isoOrNull = (value: unknown): string | null => (value == null ? null : isoOf(value));

/** The name a share shows for its creator: the display name, or the account name unless it is an e-mail. */
export function sharerName(row: Pick<ShareRow, 'creator_display_name' | 'creator_name'>): string | null {
  const display = row.creator_display_name?.trim();
  if (display) return display;
  const name = row.creator_name?.trim();
  return name && !name.includes('@') ? name : null;
}

export function shareStatus(row: Pick<ShareRow, 'revoked_at' | 'is_expired'>): ShareStatus {
  if (row.revoked_at !== null) return 'revoked';
  return row.is_expired ? 'expired' : 'active';
}

/** The pm_page path needs the PM's name, kept in params. */
export function pathOf(row: Pick<ShareRow, 'kind' | 'token' | 'params'>): string {
  const pm = typeof row.params.pm === 'string' ? row.params.pm : null;
  return sharePath(row.kind as ShareKind, row.token, pm);
}

/** One row of /shared-content (signed in: the owner or an administrator). */
export function presentShareListItem(row: ShareRow): ShareListItem {
  return {
    shareId: row.token,
    kind: row.kind as ShareKind,
    name: row.name,
    path: pathOf(row),
    createdByName: sharerName(row),
    createdAt: isoOf(row.created_at),
    expiresAt: isoOrNull(row.expires_at),
    passwordProtected: row.password_hash !== null,
    status: shareStatus(row),
    viewCount: row.view_count,
    lastViewedAt: isoOrNull(row.last_viewed_at),
  };
}

/**
 * How an audit row names a share's token: its first 6 characters and an ellipsis. Enough to tell shares
 * apart in the log, useless as a link (the whole token is the public URL's key).
 */
export function auditTokenOf(token: string): string {
  return `${token.slice(0, 6)}…`;
}

/** What an audit row records of a share: never the password hash, never the whole token. */
export function snapshotShare(row: ShareRow): Record<string, unknown> {
  return {
    shareId: auditTokenOf(row.token),
    kind: row.kind,
    name: row.name,
    expires_at: isoOrNull(row.expires_at),
    password_protected: row.password_hash !== null,
    revoked_at: isoOrNull(row.revoked_at),
  };
}
