import { createHash, randomBytes } from 'node:crypto';
import {
  creatorProjectScope,
  dashboardForSharedCharts,
  dbeChartShareData,
  DBE_SHARE_CHARTS,
  type DbeShareChart,
  retryInMessage,
  type Actor,
  SHARE_ACCESS_GRANT_SECONDS,
  SHARE_MESSAGES,
  todayInNewYork,
  type DashboardResponse,
  type PublicShareData,
  type PublicShareMeta,
  type PublicShareMetaResponse,
  type ShareChartType,
  type ShareVerifyResponse,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import {
  presentProjectPage,
  presentPublicAnswer,
  presentPublicMeta,
  presentPublicExecutive,
  presentPublicPmManagement,
  presentPublicPmPage,
  presentSharedCharts,
} from './public-share.presenter';
import {
  deleteExpiredAccessGrants,
  findShareByToken,
  hasValidAccessGrant,
  insertAccessGrant,
  listShareCharts,
  selectProjectIdsInScope,
  selectSharedProjects,
  type ShareRow,
} from './shares.repository';
import { recordShareView } from './share-views';
import { getDashboardForScope } from '../analytics';
import { getFacilityUrl, readProjectsDataVersion } from '../projects';
import { CachedBody, responseCacheFor, strongEtag } from '../../lib/response-cache';
import { getPmDashboard, getPmManagement } from '../pm';
import {
  consumeRateLimits,
  resetRateLimit,
  type RateLimitCheck,
  type RateLimitRule,
} from '../../lib/rate-limit.service';
import { verifySharePassword } from './share-password';
import { shareError } from './shares.service';
import { creatorActorOf, servesFor, type CreatorProfile } from './share-creator.service';
import { readExecutiveOverview } from '../executive';
import { getDbeAnalytics } from '../dbe';

type Ctx = Pick<AppContext, 'db'>;

/**
 * Password attempts. Failures are counted per share AND address (a right password clears that count), so
 * one guessing address waits while every other visitor of the share carries on; one address across all
 * shares has a budget of its own; and each share has a ceiling for everyone together, far above one
 * address's budget, so a guess spread over many addresses is still capped. Refused attempts never reach the
 * share's ceiling. All counters are rows of rate_limits (shared by every server process).
 */
export const SHARE_VERIFY_LIMITS: {
  perShareAndAddress: RateLimitRule;
  perAddress: RateLimitRule;
  perShare: RateLimitRule;
} = {
  perShareAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 30, windowSeconds: 15 * 60 },
  perShare: { limit: 1000, windowSeconds: 15 * 60 },
};

/** Every public share request (meta, verify, data) from one address. */
export const SHARE_PUBLIC_ADDRESS_LIMIT: RateLimitRule = { limit: 300, windowSeconds: 5 * 60 };

function tooMany(retryAfterSeconds: number): HttpError {
  const text = retryInMessage(retryAfterSeconds);
  return new HttpError(429, text, { message: text, retryAfterSeconds });
}

async function limit(ctx: Ctx, checks: RateLimitCheck[]): Promise<void> {
  const outcome = await consumeRateLimits(ctx.db, checks);
  if (!outcome.allowed) throw tooMany(outcome.retryAfterSeconds);
}

/** 429 with Retry-After once an address has asked for public share content too often. */
function limitPublicAddress(ctx: Ctx, address: string): Promise<void> {
  return limit(ctx, [{ bucket: 'share-public-address', subject: address, rule: SHARE_PUBLIC_ADDRESS_LIMIT }]);
}

const shareAndAddress = (shareId: string, address: string) => `${shareId}|${address}`;

/** The cookie holding an access grant; its path keeps it to one share's public routes. */
export const SHARE_GRANT_COOKIE = 'share_grant';

export function grantCookiePath(token: string): string {
  return `/api/public/shares/${token}`;
}

const hashGrant = (grant: string) => createHash('sha256').update(grant).digest('hex');

type LiveShare = { share: ShareRow; creator: CreatorProfile };

/** The creator as a principal asking now: their access, no session of theirs. */
const withoutSession = (creator: CreatorProfile) => ({
  ...creator,
  sessionId: null,
  sessionExpiresAt: null,
  user: null,
  displayName: null,
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
  sessionLimits: null,
});

/**
 * Revoked, deleted, unknown and inactive shares (the creator may no longer publish it: disabled, demoted,
 * renamed PM, account gone) all answer the same 404: nothing tells them apart. Checked at every request.
 */
async function findLiveShare(ctx: Ctx, token: string): Promise<LiveShare> {
  const share = await findShareByToken(ctx.db, token);
  if (!share || share.revoked_at !== null) throw shareError(404, SHARE_MESSAGES.notAvailable);
  const creator = await creatorActorOf(ctx, share);
  if (creator === null || !servesFor(creator, share)) throw shareError(404, SHARE_MESSAGES.notAvailable);
  return { share, creator };
}

/**
 * POST /api/public/shares/:shareId/meta: what the page header and password gate need, and whether this
 * visitor may read the content now (issue 35: the page no longer asks for protected content only to be
 * refused with a 401 the browser logs as an error).
 */
export async function getPublicShareMeta(
  ctx: Ctx,
  token: string,
  grants: readonly string[],
  address: string,
): Promise<PublicShareMetaResponse> {
  await limitPublicAddress(ctx, address);
  const { share } = await findLiveShare(ctx, token);
  return { ...presentPublicMeta(share), hasAccess: await hasAccess(ctx, share, grants) };
}

/** Not protected, or one of the visitor's grant cookies is a live grant for this share. */
async function hasAccess(ctx: Ctx, share: ShareRow, grants: readonly string[]): Promise<boolean> {
  if (share.password_hash === null) return true;
  for (const grant of grants) if (await hasValidAccessGrant(ctx.db, hashGrant(grant), share.id)) return true;
  return false;
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
  await limitPublicAddress(ctx, address);
  const { share } = await findLiveShare(ctx, token);
  const pair = shareAndAddress(share.id, address);
  // This address first (on this share, and on all shares); only then the share's ceiling for everyone.
  await limit(ctx, [
    { bucket: 'share-verify-share-address', subject: pair, rule: SHARE_VERIFY_LIMITS.perShareAndAddress },
    { bucket: 'share-verify-address', subject: address, rule: SHARE_VERIFY_LIMITS.perAddress },
  ]);
  await limit(ctx, [{ bucket: 'share-verify-share', subject: share.id, rule: SHARE_VERIFY_LIMITS.perShare }]);
  if (share.password_hash === null) return { valid: true, grant: null };
  if (!(await verifySharePassword(password.trim(), share.password_hash)))
    return { valid: false, grant: null };
  // Only failures count against this address on this share.
  await resetRateLimit(ctx.db, 'share-verify-share-address', pair);
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

/**
 * The projects a live share shows now: its stored ids, still in the scope stored at creation, and cut to
 * what the creator may see today (a PM renamed or narrowed sees fewer; nothing ever widens).
 */
async function liveProjectScope(
  ctx: Ctx,
  share: ShareRow,
  creator: Actor,
): Promise<{ projectIds: string[]; tdotPm: string | null }> {
  const stored = Array.isArray(share.params.project_ids) ? (share.params.project_ids as string[]) : [];
  const tdotPm = typeof share.params.tdot_pm === 'string' ? share.params.tdot_pm : null;
  const scope = creatorProjectScope(creator);
  if (scope === null) return { projectIds: [], tdotPm };
  const projectIds = await selectProjectIdsInScope(ctx.db, scope, { projectIds: stored });
  return { projectIds, tdotPm };
}

/** The live dashboard of a share's selection (see liveProjectScope). */
async function shareDashboard(ctx: Ctx, share: ShareRow, creator: Actor): Promise<DashboardResponse> {
  return getDashboardForScope(ctx, await liveProjectScope(ctx, share, creator));
}

/** Only what the link's charts draw goes out (a public answer carries what its page shows). */
function sharedChartsDashboard(
  dashboard: DashboardResponse,
  charts: readonly { chart_type: ShareChartType }[],
): DashboardResponse {
  return dashboardForSharedCharts(
    dashboard,
    charts.map((chart) => chart.chart_type),
  );
}

async function buildShareData(
  ctx: Ctx,
  { share, creator }: LiveShare,
  meta: PublicShareMeta,
): Promise<PublicShareData> {
  switch (share.kind) {
    case 'chart': {
      const charts = presentSharedCharts(await listShareCharts(ctx.db, share.id));
      const dashboard = sharedChartsDashboard(await shareDashboard(ctx, share, creator), charts);
      return { kind: 'chart', meta, data: { charts, dashboard } };
    }
    case 'chart_group': {
      const charts = presentSharedCharts(await listShareCharts(ctx.db, share.id));
      const dashboard = sharedChartsDashboard(
        share.is_static && share.snapshot !== null
          ? (share.snapshot as unknown as DashboardResponse)
          : await shareDashboard(ctx, share, creator),
        charts,
      );
      return {
        kind: 'chart_group',
        meta,
        data: { charts, isStatic: share.is_static, dataAsOf: dashboard.asOf, dashboard },
      };
    }
    case 'project_page': {
      const { projectIds, tdotPm } = await liveProjectScope(ctx, share, creator);
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
      return { kind: 'pm_page', meta, data: presentPublicPmPage(data) };
    }
    case 'pm_management':
      return { kind: 'pm_management', meta, data: presentPublicPmManagement(await getPmManagement(ctx)) };
    case 'executive': {
      // The overview its creator's /executive shows now (the same cache), asked as the creator.
      const asCreator = withoutSession(creator);
      const overview = await readExecutiveOverview(ctx, asCreator);
      return { kind: 'executive', meta, data: presentPublicExecutive(overview) };
    }
    case 'dbe_chart': {
      // The chart its creator's /dbe/analytics draws now, asked as the creator; only that chart's series.
      const chart = share.params.chart as DbeShareChart;
      if (!DBE_SHARE_CHARTS.includes(chart)) throw shareError(404, SHARE_MESSAGES.notAvailable);
      const asCreator = withoutSession(creator);
      return {
        kind: 'dbe_chart',
        meta,
        data: dbeChartShareData(await getDbeAnalytics(ctx, asCreator), chart),
      };
    }
    default:
      throw shareError(404, SHARE_MESSAGES.notAvailable);
  }
}

/**
 * POST /api/public/shares/:shareId/data: 404 revoked or unknown, 410 expired (database clock), 401 without a
 * valid grant when protected; otherwise the share's content (as JSON text), counted as one view.
 */
export async function getPublicShareData(
  ctx: Ctx,
  token: string,
  grants: readonly string[],
  address: string,
): Promise<CachedBody> {
  await limitPublicAddress(ctx, address);
  const live = await findLiveShare(ctx, token);
  const { share } = live;
  const meta = presentPublicMeta(share);
  if (share.is_expired) {
    throw new HttpError(410, SHARE_MESSAGES.expired, {
      message: SHARE_MESSAGES.expired,
      expires: meta.expires,
    });
  }
  if (!(await hasAccess(ctx, share, grants))) throw shareError(401, SHARE_MESSAGES.passwordRequired);
  const answer = CACHED_KINDS.has(share.kind)
    ? await cachedAnswer(ctx, live, meta)
    : new CachedBody(JSON.stringify(presentPublicAnswer(await buildShareData(ctx, live, meta))), '');
  await recordShareView(ctx.db, share.id);
  return answer;
}

// The kinds drawn from the projects alone: their answers are cached per projects data version.
const CACHED_KINDS: ReadonlySet<string> = new Set(['project_page', 'chart', 'chart_group']);

/**
 * Issue 34 (50 visitors on one shared project page) and 35 (a public chart link's first screen): the answer
 * built, checked against the public schema and compressed once per everything it depends on: the share's
 * row as read now (name, dates, creator's name), the creator's project scope of
 * now, the facility URL, the projects data version and today in New York (a chart's days pending). The
 * checks above (rate limit, liveness, expiry, password) still run on every request.
 */
async function cachedAnswer(ctx: Ctx, live: LiveShare, meta: PublicShareMeta): Promise<CachedBody> {
  const build = async () => JSON.stringify(presentPublicAnswer(await buildShareData(ctx, live, meta)));
  const version = await readProjectsDataVersion(ctx.db);
  if (version === null) return new CachedBody(await build(), '');
  // A static group's snapshot is written once, with the row: its id and dates name it without hashing a
  // megabyte of dashboard on every visit.
  const { view_count: _views, last_viewed_at: _viewed, snapshot: _snapshot, ...share } = live.share;
  const parts = [
    'public-share-answer',
    version,
    todayInNewYork(clockNow()),
    share,
    creatorProjectScope(live.creator),
    (await getFacilityUrl(ctx)).url,
    meta,
  ];
  const key = strongEtag(parts);
  return responseCacheFor(ctx.db).getOrCompute(key, key, build);
}
