import {
  PROJECT_STATUSES,
  statusStep,
  type PmAirport,
  type PmAirportRef,
  type PmStatusCount,
  type PmWorkload,
} from '@bil/domain';
import type {
  AirportRefRow,
  OverdueCountRow,
  PmAirportTotalsRow,
  PmProjectTotalsRow,
  StatusTotalsRow,
  WorkloadRow,
} from './pm.repository';

/** Rows of the PM pages to their response parts. Names only: no user ids or e-mails (shared pages reuse these). */

export function presentWorkload(row: WorkloadRow | undefined) {
  return {
    projectCount: row?.project_count ?? 0,
    openProjectCount: row?.open_project_count ?? 0,
    bilAmount: row?.bil_amount ?? 0,
    totalAmount: row?.total_amount ?? 0,
  };
}

export function presentOverdueCounts(row: OverdueCountRow | undefined) {
  return {
    overdueAwardCount: row?.overdue_award_count ?? 0,
    overdueSubAwardCount: row?.overdue_sub_award_count ?? 0,
  };
}

export function presentPmAirport(row: PmAirportTotalsRow): PmAirport {
  return {
    airportCode: row.airport_code,
    airportName: row.airport_name,
    city: row.city,
    isAssigned: row.is_assigned,
    ...presentWorkload(row),
  };
}

const statusOrder = (status: string) => statusStep(status) || PROJECT_STATUSES.length + 1;

/** Lifecycle order (SPEC §4), then badge-only and unknown statuses by name. */
export function presentStatusCounts(rows: readonly StatusTotalsRow[]): PmStatusCount[] {
  return [...rows]
    .sort((a, b) => statusOrder(a.status) - statusOrder(b.status) || a.status.localeCompare(b.status))
    .map((row) => ({
      status: row.status,
      projectCount: row.project_count,
      bilAmount: row.bil_amount,
      totalAmount: row.total_amount,
    }));
}

export function presentAirportRef(row: AirportRefRow): PmAirportRef {
  return { airportCode: row.airport_code, airportName: row.airport_name, city: row.city };
}

export function presentPmWorkload(
  pm: string,
  airports: readonly AirportRefRow[],
  totals: PmProjectTotalsRow | undefined,
): PmWorkload {
  return {
    pm,
    airportCount: airports.length,
    airports: airports.map(presentAirportRef),
    ...presentWorkload(totals),
    ...presentOverdueCounts(totals),
  };
}
