import {
  addUnderGrant,
  computeTrancheBalances,
  summariseTranches,
  UNDER_GRANT_RULE,
  type AirportDetail,
  type AirportFundingYear,
  type AirportSummary,
} from '@bil/domain';
import type { AirportRow, AirportYearAggregate } from './airports.repository';

// Sums in whole cents, so money adds up exactly.
const addMoney = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

/** A catalogue row: the airport, its projects' sums and its FY22-26 tranches as of `today`. */
export function presentAirportSummary(
  airport: AirportRow,
  aggregates: readonly AirportYearAggregate[],
  today: string,
): AirportSummary {
  const underGrant = new Map<number, number>();
  let projectCount = 0;
  let bilFunding = 0;
  for (const row of aggregates) {
    projectCount += row.project_count;
    bilFunding = addMoney(bilFunding, row.bil);
    if (row.aig_under_grant !== 0) addUnderGrant(underGrant, row.fiscal_year, row.aig_under_grant);
  }
  const tranches = computeTrancheBalances(airport.allocations, underGrant, today);
  return {
    airportCode: airport.airport_code,
    airportName: airport.airport_name,
    city: airport.city,
    tdotPm: airport.tdot_pm,
    projectCount,
    bilFunding,
    tranches,
    ...summariseTranches(tranches),
  };
}

/** Groups aggregate rows by airport code. */
export function groupByAirport(rows: readonly AirportYearAggregate[]): Map<string, AirportYearAggregate[]> {
  const grouped = new Map<string, AirportYearAggregate[]>();
  for (const row of rows) {
    const list = grouped.get(row.airport_code) ?? [];
    list.push(row);
    grouped.set(row.airport_code, list);
  }
  return grouped;
}

/** Funding per fiscal year by program, oldest year first, projects without a year last. */
function presentFundingByYear(aggregates: readonly AirportYearAggregate[]): AirportFundingYear[] {
  return [...aggregates]
    .sort((a, b) => (a.fiscal_year ?? Number.MAX_SAFE_INTEGER) - (b.fiscal_year ?? Number.MAX_SAFE_INTEGER))
    .map((row) => ({
      fiscalYear: row.fiscal_year,
      projectCount: row.project_count,
      aig: row.aig,
      atp: row.atp,
      fct: row.fct,
      state: row.state,
      local: row.local,
    }));
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function presentAirportDetail(
  airport: AirportRow,
  aggregates: readonly AirportYearAggregate[],
  context: { today: string; now: Date; latestGrantNumber: string | null; canEditBalances: boolean },
): AirportDetail {
  const summary = presentAirportSummary(airport, aggregates, context.today);
  const totalFunding = aggregates.reduce(
    (total, row) => addMoney(addMoney(addMoney(total, row.bil), row.state), row.local),
    0,
  );
  return {
    ...summary,
    today: context.today,
    totalFunding,
    notes: airport.notes,
    computation: {
      rule: UNDER_GRANT_RULE,
      projectsUnderGrant: aggregates.reduce((total, row) => total + row.projects_under_grant, 0),
      latestGrantNumber: context.latestGrantNumber,
      lastCalculatedGrantNumber: airport.last_calculated_grant_number,
      balanceUpdatedAt: isoOrNull(airport.balance_updated_at),
      computedAt: context.now.toISOString(),
    },
    fundingByYear: presentFundingByYear(aggregates),
    canEditBalances: context.canEditBalances,
  };
}
