import type { AirportSummary } from '../airports/airport.responses';
import type { AigYearSummary } from './executive.responses';

const cents = (value: number) => Math.round(value * 100);

/**
 * AIG money by fiscal year over the airports shown on /airports: sums of each airport's tranche (the
 * airports screen's own figures, aigBalancesOf), so a total here equals the sum of that screen's column.
 * Available and lapsed (pastDeadline) are the tranches' own `available` and `lapsed`: lapsed money is
 * never available; at risk is the available money of tranches in the at-risk state.
 */
export function summariseAigByFiscalYear(airports: readonly AirportSummary[]): AigYearSummary[] {
  const years = new Map<number, AigYearSummary & { c: Record<string, number> }>();
  for (const airport of airports) {
    for (const tranche of airport.tranches) {
      const year = years.get(tranche.fiscalYear) ?? {
        fiscalYear: tranche.fiscalYear,
        deadline: tranche.deadline,
        allocation: 0,
        underGrant: 0,
        available: 0,
        atRisk: 0,
        pastDeadline: 0,
        airportsAtRisk: 0,
        c: { allocation: 0, underGrant: 0, available: 0, atRisk: 0, pastDeadline: 0 },
      };
      year.c.allocation = (year.c.allocation ?? 0) + cents(tranche.allocation);
      year.c.underGrant = (year.c.underGrant ?? 0) + cents(tranche.underGrant);
      year.c.pastDeadline = (year.c.pastDeadline ?? 0) + cents(tranche.lapsed);
      year.c.available = (year.c.available ?? 0) + cents(tranche.available);
      if (tranche.state === 'at_risk') {
        year.c.atRisk = (year.c.atRisk ?? 0) + cents(tranche.available);
        year.airportsAtRisk += 1;
      }
      years.set(tranche.fiscalYear, year);
    }
  }
  return [...years.values()]
    .sort((a, b) => a.fiscalYear - b.fiscalYear)
    .map(({ c, ...year }) => ({
      ...year,
      allocation: (c.allocation ?? 0) / 100,
      underGrant: (c.underGrant ?? 0) / 100,
      available: (c.available ?? 0) / 100,
      atRisk: (c.atRisk ?? 0) / 100,
      pastDeadline: (c.pastDeadline ?? 0) / 100,
    }));
}

/** Totals over the fiscal years, in cents. */
export function totalAig(years: readonly AigYearSummary[]) {
  const sum = (pick: (year: AigYearSummary) => number) =>
    years.reduce((total, year) => total + cents(pick(year)), 0) / 100;
  return {
    allocation: sum((year) => year.allocation),
    underGrant: sum((year) => year.underGrant),
    available: sum((year) => year.available),
    atRisk: sum((year) => year.atRisk),
    pastDeadline: sum((year) => year.pastDeadline),
    airportsAtRisk: years.reduce((total, year) => total + year.airportsAtRisk, 0),
  };
}
