import type { GrantMetrics } from './grant-metrics';
import { compareGrantNumbers } from '../projects/grant-number';
import { daysOverTarget, isOverdue } from './targets';

/** SPEC §9 pending application age bands. */
export type PendingAgeBand = 'green' | 'amber' | 'orange' | 'red';

/** Colours of the bands for charts (hex, so both image exports and the UI can use them). */
export const PENDING_AGE_COLORS: Record<PendingAgeBand, string> = {
  green: '#2f9e44',
  amber: '#f59f00',
  orange: '#f76707',
  red: '#e03131',
};

/** The pending chart's day axis (SPEC §9: 0-150). */
export const PENDING_AGE_AXIS_MAX = 150;

/**
 * The dashboard sends (and the chart draws) at most this many pending applications, oldest first, like
 * the per-grant charts; the summary tiles count them all. Every grant would make the dashboard's bytes,
 * and the chart's height, grow with the number of grants.
 */
export const MAX_PENDING_APPLICATIONS_SHOWN = 100;

/** SPEC §9: age over 120 days red, over 90 orange, over 60 amber, else green. */
export function pendingAgeBand(ageDays: number): PendingAgeBand {
  if (ageDays > 120) return 'red';
  if (ageDays > 90) return 'orange';
  if (ageDays > 60) return 'amber';
  return 'green';
}

export type PendingApplication = {
  grantName: string;
  displayName: string;
  applicationDate: string;
  ageDays: number;
  band: PendingAgeBand;
  color: string;
  /** Days beyond the 90-day award target, 0 when within it. */
  daysOverTarget: number;
  projectCount: number;
  bilAmount: number;
  totalAmount: number;
  bil_application_number: string;
};

export type PendingApplicationsSummary = {
  totalPending: number;
  /** Rounded mean age; null when nothing is pending. */
  averageAgeDays: number | null;
  /** 'Exceeding 90 Days'. */
  exceeding90Days: number;
  oldestAgeDays: number | null;
  oldestGrantName: string | null;
};

/**
 * Pending grant applications: grants not yet awarded (SPEC §4) that have an application date, so an age.
 * Grants without an application date have not been applied for and are left out. Oldest first.
 */
export function listPendingApplications(grants: readonly GrantMetrics[]): PendingApplication[] {
  const pending: PendingApplication[] = [];
  for (const grant of grants) {
    if (grant.awardState !== 'pending_award' || grant.applicationDate === null) continue;
    if (grant.daysPendingAward === null) continue; // an application date after today has no age yet
    const band = pendingAgeBand(grant.daysPendingAward);
    pending.push({
      grantName: grant.name,
      displayName: grant.displayName,
      applicationDate: grant.applicationDate,
      ageDays: grant.daysPendingAward,
      band,
      color: PENDING_AGE_COLORS[band],
      daysOverTarget: daysOverTarget(grant.daysPendingAward),
      projectCount: grant.projectCount,
      bilAmount: grant.bilAmount,
      totalAmount: grant.totalAmount,
      bil_application_number: grant.bil_application_number,
    });
  }
  return pending.sort((a, b) => b.ageDays - a.ageDays || compareGrantNumbers(a.grantName, b.grantName));
}

/** The four tiles of the pending chart: total pending, average age, over 90 days, oldest. */
export function summarizePendingApplications(
  applications: readonly PendingApplication[],
): PendingApplicationsSummary {
  let ageTotal = 0;
  let exceeding = 0;
  let oldest: PendingApplication | null = null;
  for (const application of applications) {
    ageTotal += application.ageDays;
    if (isOverdue(application.ageDays)) exceeding += 1;
    if (oldest === null || application.ageDays > oldest.ageDays) oldest = application;
  }
  return {
    totalPending: applications.length,
    averageAgeDays: applications.length > 0 ? Math.round(ageTotal / applications.length) : null,
    exceeding90Days: exceeding,
    oldestAgeDays: oldest?.ageDays ?? null,
    oldestGrantName: oldest?.grantName ?? null,
  };
}
