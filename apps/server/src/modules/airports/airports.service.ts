import {
  AIG_YEAR_KEYS,
  AIRPORT_MESSAGES,
  formatAirportNotFound,
  airportPolicy,
  authorize,
  resolveAirportVisibility,
  todayInNewYork,
  type AirportBalancesBody,
  type AirportCatalog,
  type AirportDetail,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-errors';
import { NO_PROJECT_TOTALS, presentAirportDetail, presentAirportSummary } from './airports.presenter';
import { presentProjectPageJson, readProjectsDataVersion } from '../projects';
import { CachedBody, responseCacheFor, strongEtag, callerScopeKey } from '../../lib/response-cache';
import {
  aggregateProjects,
  findAirport,
  findLatestUnderGrantNumber,
  listAirportProjectJson,
  listAirports,
  lockBalancesRow,
  saveBalances,
  readAirportsFingerprint,
  summariseAirports,
  type AirportRow,
} from './airports.repository';
import { insertAuditLog } from '../../lib/audit.repository';
import { listGrantAigAwards } from './grant-aig.repository';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';

/** The airport when it exists and the policy lets the caller read it; otherwise the same 404 for both. */
async function requireVisibleAirport(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  rawCode: string,
): Promise<AirportRow> {
  const code = rawCode.trim().toUpperCase();
  const airport = await findAirport(db, code);
  const decision = airport
    ? authorize(airportPolicy, principal, 'read', { code: rawCode.trim(), pm: airport.tdot_pm })
    : null;
  if (!airport || !decision?.allowed) throw notFound(formatAirportNotFound(rawCode.trim()));
  return airport;
}

/** GET /api/airports: every airport in scope with its project sums and FY22-26 tranches as of today. */
export async function listAirportCatalog(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  now = clockNow(),
): Promise<AirportCatalog> {
  const today = todayInNewYork(now);
  const visibility = resolveAirportVisibility(principal);
  if (visibility.scope === 'none') return { today, airports: [] };
  const [airports, totals] = await Promise.all([
    listAirports(ctx.db, visibility),
    summariseAirports(ctx.db, visibility),
  ]);
  return {
    today,
    airports: airports.map((airport) =>
      presentAirportSummary(airport, totals.get(airport.airport_code) ?? NO_PROJECT_TOTALS, today),
    ),
  };
}

/**
 * GET /api/airports as cached JSON text (issue 31: 3.2 MB at 3,300 airports): keyed by the projects data
 * version, the airports fingerprint, New York's date and what the caller's scope depends on, so any change
 * by any process gives a new key and nothing is invalidated by hand; compressed once per body.
 */
export async function getAirportCatalogBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<CachedBody> {
  const now = clockNow();
  const compute = async () => JSON.stringify(await listAirportCatalog(ctx, principal, now));
  const [version, fingerprint] = await Promise.all([
    readProjectsDataVersion(ctx.db),
    readAirportsFingerprint(ctx.db),
  ]);
  const scope = callerScopeKey(principal);
  const key = strongEtag(['airports', version ?? now.toISOString(), fingerprint, todayInNewYork(now), scope]);
  if (version === null) return new CachedBody(await compute(), key);
  return responseCacheFor(ctx.db).getOrCompute(key, key, compute);
}

async function buildDetail(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  airport: AirportRow,
  now: Date,
): Promise<AirportDetail> {
  const [aggregates, latestGrantNumber, grantAwards] = await Promise.all([
    aggregateProjects(db, { airportCode: airport.airport_code }),
    findLatestUnderGrantNumber(db, airport.airport_code),
    listGrantAigAwards(db, { airportCode: airport.airport_code }),
  ]);
  return presentAirportDetail(airport, aggregates, {
    today: todayInNewYork(now),
    now,
    latestGrantNumber,
    grantAwards: grantAwards.get(airport.airport_code) ?? [],
    canEditBalances: authorize(airportPolicy, principal, 'editBalances', {
      code: airport.airport_code,
      pm: airport.tdot_pm,
    }).allowed,
  });
}

/** GET /api/airports/:code: facts, tranches with deadlines and states, how they were computed, chart data. */
export async function getAirportDetail(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  code: string,
  now = clockNow(),
): Promise<AirportDetail> {
  const airport = await requireVisibleAirport(ctx.db, principal, code);
  return buildDetail(ctx.db, principal, airport, now);
}

/** GET /api/airports/:code/projects as JSON text (projectPageSchema): the airport's projects the caller may see. */
export async function listAirportProjectsJson(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  code: string,
): Promise<string> {
  const visibility = resolveAirportVisibility(principal);
  const airport = await requireVisibleAirport(ctx.db, principal, code);
  const rows = await listAirportProjectJson(ctx.db, airport.airport_code, visibility);
  const meta = { total: rows.length, page: 1, limit: Math.max(rows.length, 1), totalPages: 1 };
  return presentProjectPageJson(rows, principal, meta);
}

/**
 * PATCH /api/airports/:code/balances (administrators): new allocations and notes, the balances recomputed
 * from the projects and stored with the latest grant number and time; one transaction with its audit row.
 */
export async function updateAirportBalances(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  code: string,
  body: AirportBalancesBody,
  now = clockNow(),
): Promise<AirportDetail> {
  const allocationChanges = body.allocations ?? {};
  const changesAllocation = AIG_YEAR_KEYS.some((key) => allocationChanges[key] !== undefined);
  if (!changesAllocation && body.notes === undefined) throw badRequest(AIRPORT_MESSAGES.nothingToChange);

  return ctx.db.transaction().execute(async (trx) => {
    const found = await requireVisibleAirport(trx, principal, code);
    const decision = authorize(airportPolicy, principal, 'editBalances', { code, pm: found.tdot_pm });
    throwIfRefused(decision);
    await lockBalancesRow(trx, found.airport_code);
    const before = (await findAirport(trx, found.airport_code)) ?? found;
    const allocations = AIG_YEAR_KEYS.map(
      (key, index) => allocationChanges[key] ?? before.allocations[index] ?? 0,
    );
    const notes = body.notes === undefined ? before.notes : body.notes?.trim() || null;
    const next: AirportRow = { ...before, allocations, notes };
    const computed = await buildDetail(trx, principal, next, now);
    await saveBalances(trx, before.airport_code, {
      allocations,
      balances: computed.tranches.map((tranche) => tranche.balance),
      notes,
      lastCalculatedGrantNumber: computed.computation.latestGrantNumber,
    });
    const snapshot = (row: AirportRow) => ({
      ...Object.fromEntries(
        AIG_YEAR_KEYS.map((key, index) => [`${key}_allocation`, row.allocations[index] ?? 0]),
      ),
      notes: row.notes,
    });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_airport_balances',
      resourceType: 'airport_bil_balances',
      resourceId: before.airport_code,
      before: snapshot(before),
      after: snapshot(next),
    });
    const saved = (await findAirport(trx, before.airport_code)) ?? next;
    return buildDetail(trx, principal, saved, now);
  });
}
