import { createHash, randomBytes } from 'node:crypto';
import {
  retryInMessage,
  SHARE_ACCESS_GRANT_SECONDS,
  SHARE_MESSAGES,
  type DashboardResponse,
  type PublicShareData,
  type PublicShareMeta,
  type ShareVerifyResponse,
} from '@bil/domain';
import type { AppContext } from '../../lib/app-context';
import { HttpError } from '../../lib/http-errors';
import { presentProjectPage, presentPublicMeta, presentSharedCharts } from './public-share.presenter';
import {
  deleteExpiredAccessGrants,
  findShareByToken,
  hasValidAccessGrant,
  insertAccessGrant,
  listShareCharts,
  recordShareView,
  selectSharedProjects,
  type ShareRow,
} from './shares.repository';
import { getDashboardForScope } from '../analytics';
import { getFacilityUrl } from '../projects';
import { getPmDashboard, getPmManagement } from '../pm';
import { consumeRateLimits, type RateLimitRule } from '../../lib/rate-limit.service';
import { verifySharePassword } from './share-password';
import { shareError } from './shares.service';

type Ctx = Pick<AppContext, 'db'>;

/** Password attempts: per share (slows a distributed guess) and per address (one visitor, any share). */
export const SHARE_VERIFY_LIMITS: { perShare: RateLimitRule; perAddress: RateLimitRule } = {
  perShare: { limit: 40, windowSeconds: 15 * 60 },
  perAddress: { limit: 20, windowSeconds: 15 * 60 },
};

/** The cookie holding an access grant; its path keeps it to one share's public routes. */
export const SHARE_GRANT_COOKIE = 'share_grant';

export function grantCookiePath(token: string): string {
  return `/api/public/shares/${token}`;
}

const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex');

/** Revoked, deleted and unknown shares all answer the same 404: nothing tells them apart. */
async function findLiveShare(ctx: Ctx, token: string): Promise<ShareRow> {
  const row = await findShareByToken(ctx.db, token);
  if (!row || row.revoked_at !== null) throw shareError(404, SHARE_MESSAGES.notAvailable);
  return row;
}

/** POST /api/public/shares/:shareId/meta: what the page header and password gate need. */
export async function getPublicShareMeta(ctx: Ctx, token: string): Promise<PublicShareMeta> {
  return presentPublicMeta(await findLiveShare(ctx, token));
}

let verificationsSincePurge = 0;

/**
 * POST /api/public/shares/:shareId/verify. Counted against the rate limits before the (slow) hash check.
 * A right password returns a fresh random grant (only its hash is stored) for the caller to set as a cookie.
 */
export async function verifySharePasswordAttempt(
  ctx: Ctx,
  token: string,
  password: string,
  address: string,
): Promise<ShareVerifyResponse & { grant: string | null }> {
  const share = await findLiveShare(ctx, token);
  const limit = await consumeRateLimits(ctx.db, [
    { bucket: 'share-verify-share', subject: share.id, rule: SHARE_VERIFY_LIMITS.perShare },
    { bucket: 'share-verify-address', subject: address, rule: SHARE_VERIFY_LIMITS.perAddress },
  ]);
  if (!limit.allowed) {
    const text = retryInMessage(limit.retryAfterSeconds);
    throw new HttpError(429, text, { message: text, retryAfterSeconds: limit.retryAfterSeconds });
  }
  if (share.password_hash === null) return { valid: true, grant: null };
  if (!(await verifySharePassword(password.trim(), share.password_hash)))
    return { valid: false, grant: null };
  if (++verificationsSincePurge >= 100) {
    verificationsSincePurge = 0;
    await deleteExpiredAccessGrants(ctx.db);
  }
  const grant = randomBytes(32).toString('base64url');
  await insertAccessGrant(ctx.db, {
    tokenHash: hashGrant(grant),
    shareId: share.id,
    seconds: SHARE_ACCESS_GRANT_SECONDS,
  });
  return { valid: true, grant };
}

/** The live dashboard of a share's stored selection (never wider: ids, and the PM's own projects). */
function shareDashboard(ctx: Ctx, share: ShareRow): Promise<DashboardResponse> {
  const projectIds = Array.isArray(share.params.project_ids) ? (share.params.project_ids as string[]) : [];
  const tdotPm = typeof share.params.tdot_pm === 'string' ? share.params.tdot_pm : null;
  return getDashboardForScope(ctx, { tdotPm, projectIds });
}

async function buildShareData(ctx: Ctx, share: ShareRow, meta: PublicShareMeta): Promise<PublicShareData> {
  switch (share.kind) {
    case 'chart': {
      const charts = presentSharedCharts(await listShareCharts(ctx.db, share.id));
      return { kind: 'chart', meta, data: { charts, dashboard: await shareDashboard(ctx, share) } };
    }
    case 'chart_group': {
      const charts = presentSharedCharts(await listShareCharts(ctx.db, share.id));
      const dashboard =
        share.is_static && share.snapshot !== null
          ? (share.snapshot as unknown as DashboardResponse)
          : await shareDashboard(ctx, share);
      return {
        kind: 'chart_group',
        meta,
        data: { charts, isStatic: share.is_static, dataAsOf: dashboard.asOf, dashboard },
      };
    }
    case 'project_page': {
      const projectIds = Array.isArray(share.params.project_ids)
        ? (share.params.project_ids as string[])
        : [];
      const tdotPm = typeof share.params.tdot_pm === 'string' ? share.params.tdot_pm : null;
      const projects = await selectSharedProjects(ctx.db, projectIds, { tdotPm });
      const { url } = await getFacilityUrl(ctx);
      return { kind: 'project_page', meta, data: presentProjectPage(share, projects, url) };
    }
    case 'pm_page': {
      // A PM who no longer exists leaves a page that is simply not available.
      const data = await getPmDashboard(ctx, String(share.params.pm)).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404
          ? shareError(404, SHARE_MESSAGES.notAvailable)
          : error;
      });
      return { kind: 'pm_page', meta, data };
    }
    case 'pm_management':
      return { kind: 'pm_management', meta, data: await getPmManagement(ctx) };
    default:
      throw shareError(404, SHARE_MESSAGES.notAvailable);
  }
}

/**
 * POST /api/public/shares/:shareId/data: 404 revoked or unknown, 410 expired (database clock), 401 without a
 * valid grant when protected; otherwise the share's content, counted as one view.
 */
export async function getPublicShareData(
  ctx: Ctx,
  token: string,
  grants: readonly string[],
): Promise<PublicShareData> {
  const share = await findLiveShare(ctx, token);
  const meta = presentPublicMeta(share);
  if (share.is_expired) {
    throw new HttpError(410, SHARE_MESSAGES.expired, {
      message: SHARE_MESSAGES.expired,
      expires: meta.expires,
    });
  }
  if (share.password_hash !== null) {
    let granted = false;
    for (const grant of grants) granted ||= await hasValidAccessGrant(ctx.db, hashGrant(grant), share.id);
    if (!granted) throw shareError(401, SHARE_MESSAGES.passwordRequired);
  }
  const data = await buildShareData(ctx, share, meta);
  await recordShareView(ctx.db, share.id);
  return data;
}
