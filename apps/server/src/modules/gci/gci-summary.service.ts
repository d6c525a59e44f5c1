import {
  airportComplianceStatus,
  authorize,
  COMPLIANCE_OBLIGATION_LABELS,
  epochDayOf,
  gciAreaPolicy,
  gciRecordPolicy,
  inspectionDueState,
  RECORD_NOT_FOUND,
  resolveGciVisibility,
  todayInNewYork,
  type AirportGciSummary,
  type ComplianceObligation,
  type ComplianceStatus,
  type GciOverdueList,
  type GrantProgram,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal } from '../../auth/access.service';
import { findAirportPm } from './gci-grants.repository';
import {
  listActiveGrants,
  listOverdueForPm,
  summariseAirportCompliance,
  summariseAirportInspections,
} from './gci-summary.repository';

type Ctx = Pick<AppContext, 'db'>;
const AIRPORT_NOT_FOUND = 'Airport not found';

/** GET /api/gci/airports/:code/summary: active grants and balances, compliance, inspections, open actions. */
export async function getAirportGciSummary(
  ctx: Ctx,
  principal: RequestPrincipal,
  code: string,
  now = clockNow(),
): Promise<AirportGciSummary> {
  throwIfRefused(authorize(gciAreaPolicy, principal, 'open', null));
  const airport = await findAirportPm(ctx.db, code);
  if (!airport) throw notFound(AIRPORT_NOT_FOUND);
  const decision = authorize(gciRecordPolicy, principal, 'read', { airportPm: airport.tdot_pm });
  if (!decision.allowed)
    throw new HttpError(
      decision.status,
      decision.reason === RECORD_NOT_FOUND ? AIRPORT_NOT_FOUND : decision.reason,
    );
  const today = todayInNewYork(now);
  const [grants, compliance, inspections] = await Promise.all([
    listActiveGrants(ctx.db, code),
    summariseAirportCompliance(ctx.db, code, today),
    summariseAirportInspections(ctx.db, code, today),
  ]);
  const statuses: ComplianceStatus[] = [];
  if (compliance.findings > 0) statuses.push('finding');
  if (compliance.overdue > 0) statuses.push('overdue');
  if (compliance.due_soon > 0) statuses.push('due_soon');
  return {
    today,
    airport_code: airport.airport_code,
    activeGrants: grants.map((grant) => ({
      id: grant.id,
      grant_number: grant.grant_number,
      program: grant.program as GrantProgram,
      grantAmount: grant.grant_cents / 100,
      remaining: (grant.grant_cents - grant.drawn_cents) / 100,
      percentDrawn:
        grant.grant_cents > 0 ? Math.round((grant.drawn_cents / grant.grant_cents) * 1000) / 10 : 0,
      pop_end_date: grant.pop_end_date,
    })),
    compliance: {
      status: airportComplianceStatus(statuses),
      overdue: compliance.overdue,
      dueSoon: compliance.due_soon,
      findings: compliance.findings,
      items: compliance.items,
    },
    lastInspection: inspections.last_date,
    nextInspectionDue: inspections.next_due,
    inspectionDueState: inspectionDueState(inspections.next_due, today),
    openActions: inspections.open_actions,
    overdueActions: inspections.overdue_actions,
  };
}

function titleOf(kind: string, title: string): string {
  if (kind !== 'compliance') return title;
  const key = title.replace('Compliance: ', '').replaceAll(' ', '_') as ComplianceObligation;
  return `Compliance: ${COMPLIANCE_OBLIGATION_LABELS[key]}`;
}

/** GET /api/gci/overdue?pm=: what is overdue at that PM's airports (a PM sees only their own). */
export async function listPmOverdueGci(
  ctx: Ctx,
  principal: RequestPrincipal,
  pm: string,
  now = clockNow(),
): Promise<GciOverdueList> {
  throwIfRefused(authorize(gciAreaPolicy, principal, 'open', null));
  const today = todayInNewYork(now);
  const todayDay = epochDayOf(today) ?? 0;
  const rows = await listOverdueForPm(ctx.db, pm, resolveGciVisibility(principal), today);
  return {
    today,
    items: rows.map((row) => ({
      ...row,
      title: titleOf(row.kind, row.title),
      daysOverdue: todayDay - (epochDayOf(row.due_date) ?? todayDay),
    })),
  };
}
