import {
  authorize,
  dbeProgramPolicy,
  type DbeFirm,
  type DbeFirmList,
  type DbeGoalList,
  type FirmCertificationBody,
  type FirmCreateBody,
  type FirmUpdateBody,
  type OverallGoalBody,
} from '@bil/domain';
import type { JsonObject } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { presentFirm } from './dbe.presenter';
import {
  findFirm,
  insertCertification,
  insertFirm,
  listCertifications,
  listFirms,
  updateFirm,
  type FirmRow,
} from './dbe-records.repository';
import { findOverallGoal, listOverallGoals, saveOverallGoal } from './dbe-report.repository';

/** Firms and overall goals: every DBE reader sees them; administrators change them. */

function demand(
  principal: RequestPrincipal,
  action: Parameters<typeof authorize<null, 'manageFirms'>>[2] | 'setGoals',
) {
  const decision = authorize(dbeProgramPolicy, principal, action, null);
  throwIfRefused(decision);
}

export const FIRM_NOT_FOUND = 'Firm not found';

export async function listDbeFirms(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<DbeFirmList> {
  const firms = await listFirms(ctx.db);
  const history = await listCertifications(
    ctx.db,
    firms.map((firm) => firm.id),
  );
  return {
    firms: firms.map((firm) => presentFirm(firm, history)),
    canManage: authorize(dbeProgramPolicy, principal, 'manageFirms', null).allowed,
  };
}

const firmValues = (body: FirmUpdateBody) => ({
  name: body.name,
  certification_number: body.certificationNumber,
  certifying_agency: body.certifyingAgency,
  naics_codes: body.naicsCodes,
  owner_group: body.ownerGroup,
  owner_gender: body.ownerGender,
  contact_name: body.contactName,
  contact_email: body.contactEmail,
  contact_phone: body.contactPhone,
});

const firmSnapshot = (firm: FirmRow): JsonObject => ({ ...firm });

async function answerFirm(ctx: Pick<AppContext, 'db'>, id: string): Promise<DbeFirm> {
  const firm = await findFirm(ctx.db, id);
  if (!firm) throw notFound(FIRM_NOT_FOUND);
  return presentFirm(firm, await listCertifications(ctx.db, [id]));
}

export async function createDbeFirm(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: FirmCreateBody,
): Promise<DbeFirm> {
  demand(principal, 'manageFirms');
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertFirm(trx, firmValues(body));
    await insertCertification(trx, { firmId: created, ...body.certification, userId: principal.userId });
    const row = await findFirm(trx, created);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_dbe_firm',
      resourceType: 'dbe_firms',
      resourceId: created,
      before: null,
      after: row ? { ...firmSnapshot(row), certification: body.certification } : null,
    });
    return created;
  });
  return answerFirm(ctx, id);
}

export async function updateDbeFirm(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: FirmUpdateBody,
): Promise<DbeFirm> {
  demand(principal, 'manageFirms');
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findFirm(trx, id);
    if (!before) throw notFound(FIRM_NOT_FOUND);
    await updateFirm(trx, id, firmValues(body));
    const after = await findFirm(trx, id);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_dbe_firm',
      resourceType: 'dbe_firms',
      resourceId: id,
      before: firmSnapshot(before),
      after: after ? firmSnapshot(after) : null,
    });
  });
  return answerFirm(ctx, id);
}

/** A new certification status from a day on; earlier entries are kept (a decertification is recorded). */
export async function addDbeCertification(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: FirmCertificationBody,
): Promise<DbeFirm> {
  demand(principal, 'manageFirms');
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findFirm(trx, id);
    if (!before) throw notFound(FIRM_NOT_FOUND);
    await insertCertification(trx, { firmId: id, ...body, userId: principal.userId });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'record_dbe_certification',
      resourceType: 'dbe_firms',
      resourceId: id,
      before: { current_status: before.current_status },
      after: { status: body.status, effective_date: body.effectiveDate, note: body.note },
    });
  });
  return answerFirm(ctx, id);
}

export async function listDbeGoals(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<DbeGoalList> {
  throwIfRefused(authorize(dbeProgramPolicy, principal, 'readGoals', null));
  const goals = await listOverallGoals(ctx.db);
  return {
    goals: goals.map((goal) => ({
      fiscalYear: goal.fiscal_year,
      overallPct: goal.overall_pct,
      consciousPct: goal.conscious_pct,
      neutralPct: goal.neutral_pct,
    })),
    canSet: authorize(dbeProgramPolicy, principal, 'setGoals', null).allowed,
  };
}

export async function setDbeGoal(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  fiscalYear: number,
  body: OverallGoalBody,
): Promise<DbeGoalList> {
  demand(principal, 'setGoals');
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findOverallGoal(trx, fiscalYear);
    const goal = {
      fiscal_year: fiscalYear,
      overall_pct: body.overallPct,
      conscious_pct: body.consciousPct,
      neutral_pct: body.neutralPct,
    };
    await saveOverallGoal(trx, goal, principal.userId);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'set_dbe_goal',
      resourceType: 'dbe_overall_goals',
      resourceId: String(fiscalYear),
      before: before ? { ...before } : null,
      after: goal,
    });
  });
  return listDbeGoals(ctx, principal);
}
