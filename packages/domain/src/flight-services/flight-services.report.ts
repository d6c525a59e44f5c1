import type { ChargeBackReport, ChargeBackRow, UtilisationRow } from './flight-services.responses';

/** One flown trip as the report needs it. */
export type FlownTrip = {
  flownDate: string;
  agency: string;
  tailNumber: string;
  hoursFlown: number;
  charge: number;
};

const cents = (value: number) => Math.round(value * 100);
const tenths = (value: number) => Math.round(value * 10);

/** 'YYYY-MM' of each month from `from` to `to`, both included. */
export function listMonths(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The twelve months ending with today's month: the report's default range. */
export function defaultReportRange(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = month === 12 ? { year, month: 1 } : { year: year - 1, month: month + 1 };
  return { from: `${start.year}-${String(start.month).padStart(2, '0')}`, to: today.slice(0, 7) };
}

/**
 * Monthly charge-back per agency and utilisation per aircraft, from the flights flown in [from, to]
 * (months, both included): sums kept in cents and tenths so they add up exactly; rows by month, then agency
 * or tail number.
 */
export function buildChargeBackReport(
  flights: readonly FlownTrip[],
  from: string,
  to: string,
): ChargeBackReport {
  const byAgency = new Map<
    string,
    { month: string; agency: string; flights: number; hours: number; charge: number }
  >();
  const byAircraft = new Map<string, { month: string; tailNumber: string; flights: number; hours: number }>();
  let flightsTotal = 0;
  let hoursTotal = 0;
  let chargeTotal = 0;
  for (const flight of flights) {
    const month = flight.flownDate.slice(0, 7);
    if (month < from || month > to) continue;
    const agencyKey = `${month}\u0001${flight.agency}`;
    const agency = byAgency.get(agencyKey) ?? {
      month,
      agency: flight.agency,
      flights: 0,
      hours: 0,
      charge: 0,
    };
    agency.flights += 1;
    agency.hours += tenths(flight.hoursFlown);
    agency.charge += cents(flight.charge);
    byAgency.set(agencyKey, agency);
    const aircraftKey = `${month}\u0001${flight.tailNumber}`;
    const aircraft = byAircraft.get(aircraftKey) ?? {
      month,
      tailNumber: flight.tailNumber,
      flights: 0,
      hours: 0,
    };
    aircraft.flights += 1;
    aircraft.hours += tenths(flight.hoursFlown);
    byAircraft.set(aircraftKey, aircraft);
    flightsTotal += 1;
    hoursTotal += tenths(flight.hoursFlown);
    chargeTotal += cents(flight.charge);
  }
  const rows: ChargeBackRow[] = [...byAgency.values()]
    .map((row) => ({ ...row, hours: row.hours / 10, charge: row.charge / 100 }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.agency.localeCompare(b.agency));
  const utilisation: UtilisationRow[] = [...byAircraft.values()]
    .map((row) => ({ ...row, hours: row.hours / 10 }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.tailNumber.localeCompare(b.tailNumber));
  return {
    from,
    to,
    rows,
    utilisation,
    totals: { flights: flightsTotal, hours: hoursTotal / 10, charge: chargeTotal / 100 },
  };
}
