import { randomBytes } from 'node:crypto';
import {
  authorize,
  PM_MESSAGES,
  sharePolicy,
  type ShareRecord,
  resolveProjectVisibility,
  SHARE_MESSAGES,
  type ChartGroupShareInput,
  type ChartParams,
  type DbeChartShareInput,
  DBE_SHARE_CHART_TITLES,
  type ShareChart,
  type ShareCreated,
  type ShareKind,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-errors';
import { insertAuditLog } from '../../lib/audit.repository';
import { isKnownPm } from '../pm';
import {
  databaseNow,
  insertShare,
  insertShareCharts,
  selectProjectIdsInScope,
  type ProjectCriteria,
  type ShareChartRow,
  type ShareProjectScope,
} from './shares.repository';
import type { SignedInPrincipal } from '../../auth/access.service';
import { getDashboardForScope } from '../analytics';
import { hashSharePassword } from './share-password';
import { auditTokenOf } from './share.presenter';

type Ctx = Pick<AppContext, 'db'>;

/** Sharing errors carry `message` as the contract says, beside the app-wide `error`. */
export function shareError(status: number, message: string): HttpError {
  return new HttpError(status, message, { message });
}

/** >= 128 random bits: 18 bytes, 24 base64url characters. */
export function newShareToken(): string {
  return randomBytes(18).toString('base64url');
}

/** The projects the person may share: all (admins and other roles), their own (a PM), or none. */
export function shareScopeOf(principal: SignedInPrincipal): ShareProjectScope {
  const visibility = resolveProjectVisibility(principal);
  if (visibility.scope === 'none') throw shareError(403, SHARE_MESSAGES.notAllowedToShare);
  return { tdotPm: visibility.scope === 'pm' ? visibility.tdotPm : null };
}

/** The share policy's answer, or the refusal in the sharing error shape. */
function requireSharePermission(
  principal: SignedInPrincipal,
  action: Exclude<keyof typeof sharePolicy.rules, 'manage'>,
  record: ShareRecord = { createdBy: principal.userId },
): void {
  const decision = authorize(sharePolicy, principal, action, record);
  if (!decision.allowed) throw shareError(decision.status, decision.reason);
}

/** SPEC §5: an expiry must lie ahead (checked against the database clock; the form checks "tomorrow"). */
async function checkExpiry(db: Kysely<Database>, expiresAt: string | null): Promise<void> {
  if (expiresAt === null) return;
  if (new Date(expiresAt).getTime() <= (await databaseNow(db)).getTime()) {
    throw shareError(400, SHARE_MESSAGES.expiryTooSoon);
  }
}

/**
 * The selection frozen into the share: the named projects (or every project in scope when none are
 * named) cut to the creator's scope. Stored as ids, so later projects never widen a live share.
 */
async function resolveProjectIds(
  db: Kysely<Database>,
  scope: ShareProjectScope,
  criteria: ProjectCriteria | null,
): Promise<string[]> {
  const ids = await selectProjectIdsInScope(db, scope, criteria);
  if (ids.length === 0 && criteria !== null) throw shareError(400, SHARE_MESSAGES.noProjectsInSelection);
  return ids;
}

function withoutProjectIds(params: ChartParams): JsonObject {
  const { project_ids: _projectIds, ...rest } = params;
  return rest;
}

type CreateInput = {
  kind: ShareKind;
  name: string;
  description: string | null;
  password: string | null;
  expiresAt: string | null;
  isStatic?: boolean;
  params: JsonObject;
  snapshot?: JsonObject | null;
  charts?: ShareChartRow[];
};

/** One transaction: the share, its charts and the audit row. */
async function createShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  input: CreateInput,
): Promise<ShareCreated> {
  await checkExpiry(ctx.db, input.expiresAt);
  const passwordHash = input.password === null ? null : await hashSharePassword(input.password);
  const token = newShareToken();
  await ctx.db.transaction().execute(async (trx) => {
    const id = await insertShare(trx, {
      token,
      kind: input.kind,
      name: input.name,
      description: input.description,
      passwordHash,
      expiresAt: input.expiresAt,
      isStatic: input.isStatic ?? false,
      params: input.params,
      snapshot: input.snapshot ?? null,
      createdBy: principal.userId,
    });
    await insertShareCharts(trx, id, input.charts ?? []);
    const projectIds = input.params.project_ids;
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_share',
      resourceType: 'shares',
      resourceId: id,
      after: {
        shareId: auditTokenOf(token),
        kind: input.kind,
        name: input.name,
        expires_at: input.expiresAt,
        password_protected: passwordHash !== null,
        is_static: input.isStatic ?? false,
        ...(Array.isArray(projectIds) ? { project_count: projectIds.length } : {}),
        ...(typeof input.params.pm === 'string' ? { pm: input.params.pm } : {}),
      },
    });
  });
  return { shareId: token };
}

function chartCriteria(charts: readonly ShareChart[]): ProjectCriteria | null {
  if (charts.some((chart) => chart.chart_params.project_ids === undefined)) return null;
  return { projectIds: charts.flatMap((chart) => chart.chart_params.project_ids ?? []) };
}

/** POST /api/shares/chart: one chart, live, over the projects it showed (cut to the caller's scope). */
export async function createChartShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  chart: ShareChart,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createChart');
  const scope = shareScopeOf(principal);
  const projectIds = await resolveProjectIds(ctx.db, scope, chartCriteria([chart]));
  return createShare(ctx, principal, {
    kind: 'chart',
    name: chart.name,
    description: null,
    password: null,
    expiresAt: null,
    params: { project_ids: projectIds, tdot_pm: scope.tdotPm },
    charts: [
      { chart_type: chart.chart_type, name: chart.name, chart_params: withoutProjectIds(chart.chart_params) },
    ],
  });
}

/** POST /api/shares/chart-group: static groups freeze the dashboard now; live ones recompute per view. */
export async function createChartGroupShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: ChartGroupShareInput,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createChart');
  const scope = shareScopeOf(principal);
  const projectIds = await resolveProjectIds(ctx.db, scope, chartCriteria(body.charts));
  const snapshot = body.is_static_mode
    ? ((await getDashboardForScope(ctx, { tdotPm: scope.tdotPm, projectIds })) as unknown as JsonObject)
    : null;
  return createShare(ctx, principal, {
    kind: 'chart_group',
    name: body.group_name,
    description: body.description,
    password: body.password_protected ? body.password : null,
    expiresAt: body.expires_at,
    isStatic: body.is_static_mode,
    params: { project_ids: projectIds, tdot_pm: scope.tdotPm },
    snapshot,
    charts: body.charts.map((chart) => ({
      chart_type: chart.chart_type,
      name: chart.name,
      chart_params: withoutProjectIds(chart.chart_params),
    })),
  });
}

export type ProjectPageInput = {
  page_name: string;
  description: string | null;
  selection: ProjectCriteria;
  password: string | null;
  expires_at: string | null;
};

/** POST /api/shares/project-page (administrators and PMs): the selection resolved to ids now. */
export async function createProjectPageShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: ProjectPageInput,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createProjectPage');
  const scope = shareScopeOf(principal);
  const { selection } = body;
  const named = [selection.projectIds, selection.grantNumbers, selection.tdotPms, selection.airportCodes];
  if (!named.some((list) => list !== undefined && list.length > 0)) {
    throw shareError(400, SHARE_MESSAGES.emptySelection);
  }
  const projectIds = await resolveProjectIds(ctx.db, scope, selection);
  return createShare(ctx, principal, {
    kind: 'project_page',
    name: body.page_name,
    description: body.description,
    password: body.password,
    expiresAt: body.expires_at,
    params: { project_ids: projectIds, tdot_pm: scope.tdotPm },
  });
}

export type PmShareInput = { password: string | null; expires_at: string | null; name: string | null };

/** POST /api/shares/pm-page: administrators any PM's page, a PM only their own. */
export async function createPmPageShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: PmShareInput & { pm: string },
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createPmPage', { createdBy: principal.userId, pm: body.pm });
  if (!(await isKnownPm(ctx.db, body.pm))) throw shareError(404, PM_MESSAGES.unknownPm(body.pm));
  return createShare(ctx, principal, {
    kind: 'pm_page',
    name: body.name ?? `${body.pm} — PM Dashboard`,
    description: null,
    password: body.password,
    expiresAt: body.expires_at,
    params: { pm: body.pm },
  });
}

/** POST /api/shares/executive: the executive overview, live, for whoever the share policy allows. */
export async function createExecutiveShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: PmShareInput,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createExecutive');
  return createShare(ctx, principal, {
    kind: 'executive',
    name: body.name ?? 'Executive Overview',
    description: null,
    password: body.password,
    expiresAt: body.expires_at,
    params: {},
  });
}

/** POST /api/shares/dbe-chart: one DBE analytics chart, live, for whoever may read DBE analytics. */
export async function createDbeChartShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: DbeChartShareInput,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createDbeChart');
  return createShare(ctx, principal, {
    kind: 'dbe_chart',
    name: body.name ?? DBE_SHARE_CHART_TITLES[body.chart],
    description: null,
    password: body.password,
    expiresAt: body.expires_at,
    params: { chart: body.chart },
  });
}

/** POST /api/shares/pm-management: administrators and PMs. */
export async function createPmManagementShare(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: PmShareInput,
): Promise<ShareCreated> {
  requireSharePermission(principal, 'createPmManagement');
  return createShare(ctx, principal, {
    kind: 'pm_management',
    name: body.name ?? 'PM Management',
    description: null,
    password: body.password,
    expiresAt: body.expires_at,
    params: {},
  });
}
