import { addDaysIso, addMonthsIso } from './gci-dates';
import type { GrantAlertKind, GrantStatus } from './grants.schema';

/**
 * The figures and alerts of a grant agreement (DOMAIN.md: Grants). The sponsor draws the federal and state
 * shares (the local share is its own match); a drawdown counts once it is paid, at its approved amount.
 * The grants list filters by alert in SQL (gci-grants.repository.ts `alertConditions`), which mirrors these
 * rules; apps/server/test/gci-grants-alerts.test.ts proves both agree.
 */
export const POP_ENDING_WINDOW_DAYS = 90;
export const INACTIVE_AFTER_MONTHS = 12;
export const CLOSEOUT_DUE_DAYS = 90;

export type ReimbursementForRules = {
  request_date: string;
  requested_amount: number;
  approved_amount: number | null;
  paid_date: string | null;
};

export type GrantForRules = {
  federal_amount: number;
  state_amount: number;
  execution_date: string;
  pop_end_date: string;
  completion_date: string | null;
  closeout_received_date: string | null;
  status: GrantStatus;
};

export type GrantFunding = {
  /** Federal plus state share: what the sponsor may draw. */
  grantAmount: number;
  drawn: number;
  /** Requested or approved, not paid yet. */
  pending: number;
  remaining: number;
  /** What a new request may ask for: remaining less pending. */
  available: number;
  /** 0-100, one decimal. */
  percentDrawn: number;
  lastRequestDate: string | null;
};

const cents = (value: number) => Math.round(value * 100);
const dollars = (value: number) => value / 100;

/** Sums in cents so 0.1 + 0.2 stays 0.30. */
export function computeGrantFunding(
  grant: Pick<GrantForRules, 'federal_amount' | 'state_amount'>,
  reimbursements: readonly ReimbursementForRules[],
): GrantFunding {
  const grantCents = cents(grant.federal_amount) + cents(grant.state_amount);
  let drawnCents = 0;
  let pendingCents = 0;
  let lastRequestDate: string | null = null;
  for (const item of reimbursements) {
    if (item.paid_date) drawnCents += cents(item.approved_amount ?? 0);
    else pendingCents += cents(item.approved_amount ?? item.requested_amount);
    if (lastRequestDate === null || item.request_date > lastRequestDate) lastRequestDate = item.request_date;
  }
  return summariseFunding(grantCents, drawnCents, pendingCents, lastRequestDate);
}

/** The same figures from sums the database computed (cents). */
export function summariseFunding(
  grantCents: number,
  drawnCents: number,
  pendingCents: number,
  lastRequestDate: string | null,
): GrantFunding {
  const remainingCents = grantCents - drawnCents;
  return {
    grantAmount: dollars(grantCents),
    drawn: dollars(drawnCents),
    pending: dollars(pendingCents),
    remaining: dollars(remainingCents),
    available: dollars(remainingCents - pendingCents),
    percentDrawn: grantCents === 0 ? 0 : Math.round((drawnCents * 1000) / grantCents) / 10,
    lastRequestDate,
  };
}

export type GrantAlert = { kind: GrantAlertKind; message: string };

/** The grant's alerts today ('YYYY-MM-DD'), most urgent first. */
export function listGrantAlerts(grant: GrantForRules, funding: GrantFunding, today: string): GrantAlert[] {
  const alerts: GrantAlert[] = [];
  const moneyLeft = funding.remaining > 0;
  if (
    grant.status !== 'closed' &&
    moneyLeft &&
    grant.pop_end_date >= today &&
    grant.pop_end_date <= addDaysIso(today, POP_ENDING_WINDOW_DAYS)
  ) {
    alerts.push({
      kind: 'pop_ending',
      message: `Period of performance ends ${grant.pop_end_date} with money left`,
    });
  }
  if (grant.completion_date && !grant.closeout_received_date) {
    const due = addDaysIso(grant.completion_date, CLOSEOUT_DUE_DAYS);
    if (today > due) alerts.push({ kind: 'closeout_overdue', message: `Closeout documents were due ${due}` });
  }
  const lastActivity = funding.lastRequestDate ?? grant.execution_date;
  if (grant.status === 'active' && moneyLeft && lastActivity < addMonthsIso(today, -INACTIVE_AFTER_MONTHS)) {
    alerts.push({
      kind: 'inactive',
      message: funding.lastRequestDate
        ? `No drawdown since ${funding.lastRequestDate}`
        : 'No drawdown since execution',
    });
  }
  return alerts;
}
