import {
  aigBalancesOf,
  type AigAward,
  UNDER_GRANT_RULE,
  type AirportDetail,
  type AirportFundingYear,
  type AirportSummary,
} from '@bil/domain';
import type { AirportRow, AirportTotals, AirportYearAggregate } from './airports.repository';

// Sums in whole cents, so money adds up exactly.
const addMoney = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

/**
 * An airport's AIG awards: those of the aggregate rows (one per project fiscal year and award fiscal year)
 * and those its FAA grant agreements add beyond their projects (grant-aig.repository.ts).
 */
export function awardsOf(
  aggregates: readonly AirportYearAggregate[],
  grantAwards: readonly AigAward[] = [],
): AigAward[] {
  const fromProjects = aggregates.flatMap((row) =>
    row.award_fiscal_year !== null && row.aig_under_grant !== 0
      ? [
          {
            projectFiscalYear: row.fiscal_year,
            awardFiscalYear: row.award_fiscal_year,
            amount: row.aig_under_grant,
          },
        ]
      : [],
  );
  return [...fromProjects, ...grantAwards];
}

/** A catalogue row: the airport, its projects' count and BIL sum, and its FY22-26 tranches as of `today`. */
export function presentAirportSummary(
  airport: AirportRow,
  totals: AirportTotals,
  today: string,
): AirportSummary {
  return presentSummaryAndUncovered(airport, totals, today).summary;
}

/** An airport with no projects: nothing counted, nothing awarded. */
export const NO_PROJECT_TOTALS: AirportTotals = {
  project_count: 0,
  bil: 0,
  awards: [],
};

function presentSummaryAndUncovered(
  airport: AirportRow,
  totals: AirportTotals,
  today: string,
): { summary: AirportSummary; uncovered: number } {
  const { tranches, totals: figures, uncovered } = aigBalancesOf(airport.allocations, totals.awards, today);
  const summary: AirportSummary = {
    airportCode: airport.airport_code,
    airportName: airport.airport_name,
    city: airport.city,
    tdotPm: airport.tdot_pm,
    projectCount: totals.project_count,
    bilFunding: totals.bil,
    tranches,
    ...figures,
  };
  return { summary, uncovered };
}

/** The detail's per-year rows summed up as the catalogue's totals. */
function totalsOf(
  aggregates: readonly AirportYearAggregate[],
  grantAwards: readonly AigAward[],
): AirportTotals {
  let projectCount = 0;
  let bil = 0;
  for (const row of aggregates) {
    projectCount += row.project_count;
    bil = addMoney(bil, row.bil);
  }
  return { project_count: projectCount, bil, awards: awardsOf(aggregates, grantAwards) };
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
  const byYear = new Map<number | null, AirportFundingYear>();
  for (const row of aggregates) {
    const year = byYear.get(row.fiscal_year);
    byYear.set(row.fiscal_year, {
      fiscalYear: row.fiscal_year,
      projectCount: (year?.projectCount ?? 0) + row.project_count,
      aig: addMoney(year?.aig ?? 0, row.aig),
      atp: addMoney(year?.atp ?? 0, row.atp),
      fct: addMoney(year?.fct ?? 0, row.fct),
      state: addMoney(year?.state ?? 0, row.state),
      local: addMoney(year?.local ?? 0, row.local),
    });
  }
  return [...byYear.values()].sort(
    (a, b) => (a.fiscalYear ?? Number.MAX_SAFE_INTEGER) - (b.fiscalYear ?? Number.MAX_SAFE_INTEGER),
  );
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export function presentAirportDetail(
  airport: AirportRow,
  aggregates: readonly AirportYearAggregate[],
  context: {
    today: string;
    now: Date;
    latestGrantNumber: string | null;
    canEditBalances: boolean;
    grantAwards: readonly AigAward[];
  },
): AirportDetail {
  const totals = totalsOf(aggregates, context.grantAwards);
  const { summary, uncovered } = presentSummaryAndUncovered(airport, totals, context.today);
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
      awardedAfterLapse: uncovered,
      latestGrantNumber: context.latestGrantNumber,
      lastCalculatedGrantNumber: airport.last_calculated_grant_number,
      balanceUpdatedAt: isoOrNull(airport.balance_updated_at),
      computedAt: context.now.toISOString(),
    },
    fundingByYear: presentFundingByYear(aggregates),
    canEditBalances: context.canEditBalances,
  };
}
