import { addHours, computeCharge } from '@bil/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, FlightAircraftTable, FlightLogsTable, FlightTripsTable } from '../db/schema';
import { toDayNumber, toIsoDate } from './demo-dates';
import { SeededRandom } from './seeded-random';

/**
 * Demo flight services: four state aircraft based at BNA and a year of trips up to `today` plus a month of
 * requests and bookings ahead. Same `today`, same rows. An aircraft flies at most one trip a day, so no
 * two trips on one aircraft overlap.
 */
export type FlightDemo = {
  aircraft: (Insertable<FlightAircraftTable> & { id: string })[];
  trips: (Insertable<FlightTripsTable> & { id: string })[];
  logs: Insertable<FlightLogsTable>[];
};

const FLEET = [
  { tail: 'N100TN', model: 'Beechcraft King Air 350', seats: 8, rate: 1_650, baseHours: 6_120.4, weight: 5 },
  {
    tail: 'N200TN',
    model: 'Beechcraft King Air C90GTx',
    seats: 6,
    rate: 1_250,
    baseHours: 3_480.7,
    weight: 4,
  },
  { tail: 'N300TN', model: 'Cessna 206H Stationair', seats: 5, rate: 320, baseHours: 2_215.2, weight: 2 },
  { tail: 'N400TN', model: 'Cessna 182T Skylane', seats: 3, rate: 240, baseHours: 1_904.9, weight: 1 },
] as const;

const AGENCIES = [
  "Governor's Office",
  'Department of Transportation',
  'Department of Agriculture',
  'Department of Health',
  'Department of Economic and Community Development',
  'Department of Environment and Conservation',
  'Tennessee Emergency Management Agency',
  'Tennessee Highway Patrol',
];
const PURPOSES = [
  'Ribbon cutting and remarks',
  'Regional economic development meeting',
  'Airport inspection (5010) and sponsor meeting',
  'Disaster damage assessment',
  'Federal delegation meeting',
  'Aerial survey of state roads',
  'Public hearing',
  'Site visit with local officials',
];
const REQUESTERS = [
  'J. Alvarez',
  'K. Brooks',
  'M. Chen',
  'R. Davis',
  'S. Patel',
  'T. Nguyen',
  'L. Owens',
  'D. Walker',
];
const OUT_OF_STATE = ['ATL', 'DCA', 'CLT', 'SDF', 'BHM', 'JAN'];

const uuid = (kind: number, index: number) =>
  `00000000-0000-4${String(kind).padStart(3, '0')}-8000-${String(index).padStart(12, '0')}`;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function generateFlightDemo(today: string, airportCodes: readonly string[]): FlightDemo {
  const rng = new SeededRandom(0x5_7a7e);
  const todayNumber = toDayNumber(today);
  const destinations = airportCodes.filter((code) => code !== 'BNA');
  const hours = FLEET.map((plane) => plane.baseHours as number);
  const trips: FlightDemo['trips'] = [];
  const logs: FlightDemo['logs'] = [];
  const pickPlane = rng.weightedPicker(FLEET.map((plane, index) => [index, plane.weight] as const));

  for (let day = todayNumber - 365; day <= todayNumber + 30; day += 1) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
    if (weekday === 0 || weekday === 6 || !rng.chance(0.55)) continue;
    const busy = new Set<number>();
    const tripsToday = rng.chance(0.25) ? 2 : 1;
    for (let n = 0; n < tripsToday; n += 1) {
      let planeIndex = pickPlane();
      if (busy.has(planeIndex)) planeIndex = (planeIndex + 1) % FLEET.length;
      if (busy.has(planeIndex)) continue;
      busy.add(planeIndex);
      const plane = FLEET[planeIndex] ?? FLEET[0];
      const index = trips.length;
      const id = uuid(2, index);
      const date = toIsoDate(day);
      const depart = rng.int(14, 20) * 30; // 07:00 to 10:00
      const back = depart + rng.int(10, 20) * 30; // 5 to 10 hours later
      const destination = rng.chance(0.15) ? rng.pick(OUT_OF_STATE) : rng.pick(destinations);
      const estimated =
        Math.round(
          rng.between(0.8, destination.length === 3 && OUT_OF_STATE.includes(destination) ? 5 : 3) * 10,
        ) / 10;
      const past = day < todayNumber;
      const outcome = rng.next();
      const status = past
        ? outcome < 0.06
          ? 'denied'
          : outcome < 0.1
            ? 'withdrawn'
            : 'completed'
        : day <= todayNumber + 10 || outcome < 0.5
          ? outcome < 0.08
            ? 'requested'
            : 'approved'
          : 'requested';
      const assigned = status === 'completed' || status === 'approved';
      trips.push({
        id,
        agency: rng.pick(AGENCIES),
        requester_name: rng.pick(REQUESTERS),
        requested_by: null,
        depart_date: date,
        depart_time: clock(depart),
        return_date: date,
        return_time: clock(back),
        origin: 'BNA',
        destination,
        passengers: rng.int(1, plane.seats),
        purpose: rng.pick(PURPOSES),
        status,
        aircraft_id: assigned ? uuid(1, planeIndex) : null,
        estimated_hours: assigned ? estimated : null,
        decision_note: status === 'denied' ? 'No aircraft available with the seats needed' : null,
        decided_by: null,
        decided_at: status === 'requested' || status === 'withdrawn' ? null : `${date}T12:00:00Z`,
      });
      if (status === 'completed') {
        const flown = Math.max(0.5, Math.round((estimated + rng.between(-0.3, 0.4)) * 10) / 10);
        hours[planeIndex] = addHours(hours[planeIndex] ?? 0, flown);
        logs.push({
          trip_id: id,
          flown_date: date,
          actual_depart_time: clock(depart + rng.int(0, 3) * 5),
          actual_arrive_time: clock(back - rng.int(0, 6) * 5),
          hours_flown: flown,
          hourly_rate: plane.rate,
          charge: computeCharge(flown, plane.rate),
          logged_by: null,
        });
      }
    }
  }

  // Maintenance: inspections spread so the fleet shows ok, due soon and in the shop.
  const annualOffsets = [140, 21, 260, 75];
  const hundredHourLeft = [62.4, 38.1, 7.5, 55];
  const aircraft = FLEET.map((plane, index) => {
    const flownHours = hours[index] ?? plane.baseHours;
    return {
      id: uuid(1, index),
      tail_number: plane.tail,
      make_model: plane.model,
      seats: plane.seats,
      status: index === 3 ? 'maintenance' : 'available',
      hours_total: flownHours,
      annual_due_date: toIsoDate(todayNumber + (annualOffsets[index] ?? 180)),
      hundred_hour_due_at: addHours(flownHours, hundredHourLeft[index] ?? 50),
      hourly_rate: plane.rate,
      notes: index === 3 ? 'Avionics upgrade; back in service next month' : null,
    };
  });
  // No booking ahead on the aircraft in the shop.
  for (const trip of trips)
    if (trip.aircraft_id === uuid(1, 3) && trip.status === 'approved') {
      trip.aircraft_id = null;
      trip.estimated_hours = null;
    }
  return { aircraft, trips, logs };
}

/** Inserts the flight-services demo set into emptied tables (inside the caller's transaction). */
export async function insertFlightDemo(trx: Kysely<Database>, demo: FlightDemo): Promise<void> {
  await trx.insertInto('flight_aircraft').values(demo.aircraft).execute();
  for (let start = 0; start < demo.trips.length; start += 200)
    await trx
      .insertInto('flight_trips')
      .values(demo.trips.slice(start, start + 200))
      .execute();
  for (let start = 0; start < demo.logs.length; start += 200)
    await trx
      .insertInto('flight_logs')
      .values(demo.logs.slice(start, start + 200))
      .execute();
}
