import type { AircraftBody, AircraftPatch, TripRequestBody } from '@bil/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FlightAircraftTable, FlightLogsTable, FlightTripsTable } from '../../db/schema';

export type AircraftRow = Selectable<FlightAircraftTable>;
export type TripRow = Selectable<FlightTripsTable> & {
  tail_number: string | null;
  origin_name: string | null;
  destination_name: string | null;
  log_flown_date: string | null;
  log_depart_time: string | null;
  log_arrive_time: string | null;
  log_hours_flown: number | null;
  log_hourly_rate: number | null;
  log_charge: number | null;
};

export async function listAircraft(db: Kysely<Database>): Promise<AircraftRow[]> {
  return db.selectFrom('flight_aircraft').selectAll().orderBy('tail_number').execute();
}

export async function findAircraft(
  db: Kysely<Database>,
  id: string,
  lock = false,
): Promise<AircraftRow | undefined> {
  let query = db.selectFrom('flight_aircraft').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

const aircraftColumns = (body: Partial<AircraftBody>) => ({
  tail_number: body.tailNumber,
  make_model: body.makeModel,
  seats: body.seats,
  status: body.status,
  hours_total: body.hoursTotal,
  annual_due_date: body.annualDueDate,
  hundred_hour_due_at: body.hundredHourDueAt,
  hourly_rate: body.hourlyRate,
  notes: body.notes,
});

export async function insertAircraft(db: Kysely<Database>, body: AircraftBody): Promise<AircraftRow> {
  return db
    .insertInto('flight_aircraft')
    .values({ ...aircraftColumns(body), ...requiredAircraftColumns(body) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const requiredAircraftColumns = (body: AircraftBody) => ({
  tail_number: body.tailNumber,
  make_model: body.makeModel,
  seats: body.seats,
  status: body.status,
  annual_due_date: body.annualDueDate,
  hundred_hour_due_at: body.hundredHourDueAt,
  notes: body.notes ?? null,
});

export async function updateAircraft(
  db: Kysely<Database>,
  id: string,
  patch: AircraftPatch,
): Promise<AircraftRow> {
  const columns = Object.fromEntries(
    Object.entries(aircraftColumns(patch)).filter(([, value]) => value !== undefined),
  );
  return db
    .updateTable('flight_aircraft')
    .set({ ...columns, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setAircraftHours(db: Kysely<Database>, id: string, hoursTotal: number): Promise<void> {
  await db
    .updateTable('flight_aircraft')
    .set({ hours_total: hoursTotal, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .execute();
}

// 'HH:MM' out of the database's 'HH:MM:SS'.
const hhmm = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;

function selectTrips(db: Kysely<Database>) {
  return db
    .selectFrom('flight_trips')
    .leftJoin('flight_aircraft', 'flight_aircraft.id', 'flight_trips.aircraft_id')
    .leftJoin('flight_logs', 'flight_logs.trip_id', 'flight_trips.id')
    .leftJoin('airport_assignments as origin_airport', 'origin_airport.airport_code', 'flight_trips.origin')
    .leftJoin(
      'airport_assignments as destination_airport',
      'destination_airport.airport_code',
      'flight_trips.destination',
    )
    .selectAll('flight_trips')
    .select([
      hhmm('flight_trips.depart_time').as('depart_time'),
      hhmm('flight_trips.return_time').as('return_time'),
      'flight_aircraft.tail_number',
      'origin_airport.airport_name as origin_name',
      'destination_airport.airport_name as destination_name',
      'flight_logs.flown_date as log_flown_date',
      hhmm('flight_logs.actual_depart_time').as('log_depart_time'),
      hhmm('flight_logs.actual_arrive_time').as('log_arrive_time'),
      'flight_logs.hours_flown as log_hours_flown',
      'flight_logs.hourly_rate as log_hourly_rate',
      'flight_logs.charge as log_charge',
    ]);
}

export async function listTrips(db: Kysely<Database>): Promise<TripRow[]> {
  const rows = await selectTrips(db)
    .orderBy('flight_trips.depart_date', 'desc')
    .orderBy('flight_trips.depart_time', 'desc')
    .execute();
  return rows;
}

export async function findTrip(db: Kysely<Database>, id: string): Promise<TripRow | undefined> {
  const row = await selectTrips(db).where('flight_trips.id', '=', id).executeTakeFirst();
  return row;
}

/** Locks the trip row for a change (status changes take turns). */
export async function lockTrip(db: Kysely<Database>, id: string): Promise<void> {
  await db.selectFrom('flight_trips').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The approved trips on an aircraft (the bookings a new assignment must not overlap). */
export async function listBookedTrips(db: Kysely<Database>, aircraftId: string) {
  return db
    .selectFrom('flight_trips')
    .select([
      'id',
      'status',
      'estimated_hours',
      'depart_date',
      hhmm('depart_time').as('depart_time'),
      'return_date',
      hhmm('return_time').as('return_time'),
      'origin',
      'destination',
    ])
    .where('aircraft_id', '=', aircraftId)
    .where('status', '=', 'approved')
    .execute();
}

export async function insertTrip(
  db: Kysely<Database>,
  body: TripRequestBody,
  requestedBy: string | null,
): Promise<string> {
  const row = await db
    .insertInto('flight_trips')
    .values({
      agency: body.agency,
      requester_name: body.requesterName,
      requested_by: requestedBy,
      depart_date: body.departDate,
      depart_time: body.departTime,
      return_date: body.returnDate,
      return_time: body.returnTime,
      origin: body.origin,
      destination: body.destination,
      passengers: body.passengers,
      purpose: body.purpose,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type TripChanges = {
  status?: string;
  aircraft_id?: string | null;
  estimated_hours?: number | null;
  decision_note?: string | null;
  decided_by?: string | null;
  decided?: boolean;
};

export async function updateTrip(db: Kysely<Database>, id: string, changes: TripChanges): Promise<void> {
  const { decided, ...columns } = changes;
  await db
    .updateTable('flight_trips')
    .set({
      ...columns,
      ...(decided ? { decided_at: sql<never>`now()` } : {}),
      updated_at: sql<never>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertFlightLog(
  db: Kysely<Database>,
  log: Omit<Selectable<FlightLogsTable>, 'created_at'>,
): Promise<void> {
  await db.insertInto('flight_logs').values(log).execute();
}

/** Flights flown in [fromDay, toDay] with their agency and aircraft, for the charge-back report. */
export async function listFlownTrips(db: Kysely<Database>, fromDay: string, toDay: string) {
  return db
    .selectFrom('flight_logs')
    .innerJoin('flight_trips', 'flight_trips.id', 'flight_logs.trip_id')
    .innerJoin('flight_aircraft', 'flight_aircraft.id', 'flight_trips.aircraft_id')
    .select([
      'flight_logs.flown_date',
      'flight_trips.agency',
      'flight_aircraft.tail_number',
      'flight_logs.hours_flown',
      'flight_logs.charge',
    ])
    .where('flight_logs.flown_date', '>=', fromDay)
    .where('flight_logs.flown_date', '<=', toDay)
    .execute();
}
