import {
  addHours,
  authorize,
  buildChargeBackReport,
  checkAssignment,
  computeCharge,
  defaultReportRange,
  flightServicesPolicy,
  todayInNewYork,
  tripRequestPolicy,
  type Actor,
  type Aircraft,
  type AircraftBody,
  type AircraftPatch,
  type AircraftStatus,
  type ChargeBackQuery,
  type ChargeBackReport,
  type FlightLogBody,
  type FlightServicesOverview,
  type Trip,
  type TripAssignmentBody,
  type TripDecisionBody,
  type TripRequestBody,
  type TripStatus,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, conflict, HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import {
  presentAircraft,
  presentTrip,
  snapshotAircraft,
  snapshotTrip,
  tripRecord,
} from './flight-services.presenter';
import {
  findAircraft,
  findTrip,
  insertAircraft,
  insertFlightLog,
  insertTrip,
  listAircraft,
  listBookedTrips,
  listFlownTrips,
  listTrips,
  lockTrip,
  setAircraftHours,
  updateAircraft,
  updateTrip,
  type TripRow,
} from './flight-services.repository';

export const FLIGHT_MESSAGES = {
  aircraftNotFound: 'Aircraft not found',
  tripNotFound: 'Trip not found',
  notRequested: 'Only a trip waiting for a decision can be approved or denied',
  notWithdrawable: 'Only a trip waiting for a decision can be withdrawn',
  notFlyable: 'Only an approved trip assigned to an aircraft can be logged as flown',
  cannotAssign: 'This aircraft cannot take this trip',
} as const;

function require(decision: ReturnType<typeof authorize>): void {
  throwIfRefused(decision);
}

const ensure = (principal: Actor, action: 'read' | 'requestTrip' | 'manage') => {
  require(authorize(flightServicesPolicy, principal, action, null));
};

/** GET /api/flight-services: the fleet with maintenance due, every trip, and the caller's abilities. */
export async function getFlightServices(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  now = clockNow(),
): Promise<FlightServicesOverview> {
  ensure(principal, 'read');
  const today = todayInNewYork(now);
  const [aircraft, trips] = await Promise.all([listAircraft(ctx.db), listTrips(ctx.db)]);
  return {
    today,
    aircraft: aircraft.map((row) => presentAircraft(row, today)),
    trips: trips.map((row) => presentTrip(row, principal)),
    abilities: {
      read: true,
      requestTrip: authorize(flightServicesPolicy, principal, 'requestTrip', null).allowed,
      manage: authorize(flightServicesPolicy, principal, 'manage', null).allowed,
    },
  };
}

export async function createAircraft(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: AircraftBody,
  now = clockNow(),
): Promise<Aircraft> {
  ensure(principal, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertAircraft(trx, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_aircraft',
      resourceType: 'flight_aircraft',
      resourceId: row.id,
      after: snapshotAircraft(row),
    });
    return presentAircraft(row, todayInNewYork(now));
  });
}

export async function changeAircraft(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  patch: AircraftPatch,
  now = clockNow(),
): Promise<Aircraft> {
  ensure(principal, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAircraft(trx, id, true);
    if (!before) throw notFound(FLIGHT_MESSAGES.aircraftNotFound);
    const after = await updateAircraft(trx, id, patch);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_aircraft',
      resourceType: 'flight_aircraft',
      resourceId: id,
      before: snapshotAircraft(before),
      after: snapshotAircraft(after),
    });
    return presentAircraft(after, todayInNewYork(now));
  });
}

async function requireTrip(db: Kysely<Database>, id: string): Promise<TripRow> {
  await lockTrip(db, id);
  const trip = await findTrip(db, id);
  if (!trip) throw notFound(FLIGHT_MESSAGES.tripNotFound);
  return trip;
}

/** Runs one change to a trip in a transaction with its audit row; answers the trip as it now is. */
async function changeTrip(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  action: string,
  change: (trx: Kysely<Database>, trip: TripRow) => Promise<void>,
): Promise<Trip> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireTrip(trx, id);
    await change(trx, before);
    const after = (await findTrip(trx, id)) ?? before;
    await insertAuditLog(trx, {
      userId: principal.userId,
      action,
      resourceType: 'flight_trip',
      resourceId: id,
      before: snapshotTrip(before),
      after: snapshotTrip(after),
    });
    return presentTrip(after, principal);
  });
}

export async function requestTrip(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: TripRequestBody,
): Promise<Trip> {
  ensure(principal, 'requestTrip');
  return ctx.db.transaction().execute(async (trx) => {
    const id = await insertTrip(trx, body, principal.userId);
    const trip = await findTrip(trx, id);
    if (!trip) throw notFound(FLIGHT_MESSAGES.tripNotFound);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'request_trip',
      resourceType: 'flight_trip',
      resourceId: id,
      after: snapshotTrip(trip),
    });
    return presentTrip(trip, principal);
  });
}

export async function decideTrip(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: TripDecisionBody,
): Promise<Trip> {
  ensure(principal, 'read');
  return changeTrip(ctx, principal, id, `${body.decision}_trip`, async (trx, trip) => {
    require(authorize(tripRequestPolicy, principal, 'decide', tripRecord(trip)));
    if (trip.status !== 'requested') throw conflict(FLIGHT_MESSAGES.notRequested);
    await updateTrip(trx, id, {
      status: body.decision === 'approve' ? 'approved' : 'denied',
      decision_note: body.note ?? null,
      decided_by: principal.userId,
      decided: true,
    });
  });
}

export async function withdrawTrip(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
): Promise<Trip> {
  ensure(principal, 'read');
  return changeTrip(ctx, principal, id, 'withdraw_trip', async (trx, trip) => {
    require(authorize(tripRequestPolicy, principal, 'withdraw', tripRecord(trip)));
    if (trip.status !== 'requested' && trip.status !== 'approved')
      throw conflict(FLIGHT_MESSAGES.notWithdrawable);
    await updateTrip(trx, id, { status: 'withdrawn' });
  });
}

/**
 * Assigns an approved trip to an aircraft. The aircraft row is locked first, so two assignments to one
 * aircraft take turns and the second sees the first's booking: no double booking even under a race.
 */
export async function assignTrip(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: TripAssignmentBody,
): Promise<Trip> {
  ensure(principal, 'manage');
  return changeTrip(ctx, principal, id, 'assign_trip', async (trx, trip) => {
    const aircraft = await findAircraft(trx, body.aircraftId, true);
    if (!aircraft) throw badRequest(FLIGHT_MESSAGES.aircraftNotFound);
    const booked = await listBookedTrips(trx, aircraft.id);
    const problems = checkAssignment(
      {
        id: trip.id,
        status: trip.status as TripStatus,
        passengers: trip.passengers,
        departDate: trip.depart_date,
        departTime: trip.depart_time,
        returnDate: trip.return_date,
        returnTime: trip.return_time,
      },
      body.estimatedHours,
      {
        tailNumber: aircraft.tail_number,
        status: aircraft.status as AircraftStatus,
        seats: aircraft.seats,
        hoursTotal: aircraft.hours_total,
        annualDueDate: aircraft.annual_due_date,
        hundredHourDueAt: aircraft.hundred_hour_due_at,
      },
      booked.map((other) => ({
        id: other.id,
        status: other.status as TripStatus,
        estimatedHours: other.estimated_hours,
        departDate: other.depart_date,
        departTime: other.depart_time,
        returnDate: other.return_date,
        returnTime: other.return_time,
        origin: other.origin,
        destination: other.destination,
      })),
    );
    if (problems.length > 0) {
      const reasons = problems.map((problem) => problem.message).join('; ');
      throw new HttpError(409, `${FLIGHT_MESSAGES.cannotAssign}: ${reasons}`, { problems });
    }
    await updateTrip(trx, id, { aircraft_id: aircraft.id, estimated_hours: body.estimatedHours });
  });
}

/** Logs a flown trip: the charge at the aircraft's rate, the hours added to the aircraft, the trip flown. */
export async function logFlight(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: FlightLogBody,
): Promise<Trip> {
  ensure(principal, 'manage');
  return changeTrip(ctx, principal, id, 'log_flight', async (trx, trip) => {
    if (trip.status !== 'approved' || !trip.aircraft_id) throw conflict(FLIGHT_MESSAGES.notFlyable);
    const aircraft = await findAircraft(trx, trip.aircraft_id, true);
    if (!aircraft) throw notFound(FLIGHT_MESSAGES.aircraftNotFound);
    await insertFlightLog(trx, {
      trip_id: id,
      flown_date: body.flownDate,
      actual_depart_time: body.actualDepartTime,
      actual_arrive_time: body.actualArriveTime,
      hours_flown: body.hoursFlown,
      hourly_rate: aircraft.hourly_rate,
      charge: computeCharge(body.hoursFlown, aircraft.hourly_rate),
      logged_by: principal.userId,
    });
    await setAircraftHours(trx, aircraft.id, addHours(aircraft.hours_total, body.hoursFlown));
    await updateTrip(trx, id, { status: 'completed' });
  });
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
};

/** GET /api/flight-services/reports/charge-back: monthly charge-back per agency and hours per aircraft. */
export async function getChargeBackReport(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ChargeBackQuery,
  now = clockNow(),
): Promise<ChargeBackReport> {
  ensure(principal, 'read');
  const fallback = defaultReportRange(todayInNewYork(now));
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const rows = await listFlownTrips(ctx.db, `${from}-01`, lastDayOf(to));
  return buildChargeBackReport(
    rows.map((row) => ({
      flownDate: row.flown_date,
      agency: row.agency,
      tailNumber: row.tail_number,
      hoursFlown: row.hours_flown,
      charge: row.charge,
    })),
    from,
    to,
  );
}
