import type { AirportSummary } from '../airports/airport.responses';
import type { AigYearSummary } from './executive.responses';

const cents = (value: number) => Math.round(value * 100);

/**
 * AIG money by fiscal year over the airports shown on /airports: sums of each airport's tranche (the
 * airports screen's own figures), so a total here equals the sum of that screen's column. Available is
 * what is left to put under grant before the deadline (open or at risk); at risk and past deadline are the
 * tranche states of the airports screen.
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
      const left = Math.max(0, tranche.balance);
      year.c.allocation = (year.c.allocation ?? 0) + cents(tranche.allocation);
      year.c.underGrant = (year.c.underGrant ?? 0) + cents(tranche.underGrant);
      if (tranche.state === 'past_deadline') year.c.pastDeadline = (year.c.pastDeadline ?? 0) + cents(left);
      else year.c.available = (year.c.available ?? 0) + cents(left);
      if (tranche.state === 'at_risk') {
        year.c.atRisk = (year.c.atRisk ?? 0) + cents(left);
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
