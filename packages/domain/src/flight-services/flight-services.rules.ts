import { parseDateOnly, toEpochDay } from '../format/calendar-date';
import type { AircraftStatus, TripStatus } from './flight-services.schema';
import type { AssignmentProblem, MaintenanceState } from './flight-services.responses';

/** A trip's time on the aircraft, as local wall-clock 'YYYY-MM-DDTHH:MM' (one state, one clock). */
export type TripWindow = { departDate: string; departTime: string; returnDate: string; returnTime: string };

const startOf = (trip: TripWindow) => `${trip.departDate}T${trip.departTime}`;
const endOf = (trip: TripWindow) => `${trip.returnDate}T${trip.returnTime}`;

/** Two trips overlap when each starts before the other ends (back-to-back trips do not). */
export function tripsOverlap(a: TripWindow, b: TripWindow): boolean {
  return startOf(a) < endOf(b) && startOf(b) < endOf(a);
}

/** Trips that hold an aircraft: approved and not yet flown. Flown trips are in the past by definition. */
export const isBookingStatus = (status: TripStatus) => status === 'approved';

export type AircraftForAssignment = {
  tailNumber: string;
  status: AircraftStatus;
  seats: number;
  hoursTotal: number;
  annualDueDate: string;
  hundredHourDueAt: number;
};

export type TripForAssignment = TripWindow & { id: string; status: TripStatus; passengers: number };
export type BookedTrip = TripWindow & {
  id: string;
  status: TripStatus;
  estimatedHours: number | null;
  origin: string;
  destination: string;
};

const addTenths = (...values: number[]) =>
  values.reduce((total, value) => total + Math.round(value * 10), 0) / 10;

/**
 * Why this aircraft cannot fly this trip (empty: it can). Rules: the trip is approved; the aircraft is
 * available; its annual inspection is not due before the trip returns; the hours it is committed to
 * (flown so far, plus the other approved trips on it, plus this one) stay within its 100-hour inspection;
 * the passengers fit; no other approved trip on it overlaps (no double booking).
 */
export function checkAssignment(
  trip: TripForAssignment,
  estimatedHours: number,
  aircraft: AircraftForAssignment,
  otherTrips: readonly BookedTrip[],
): AssignmentProblem[] {
  const problems: AssignmentProblem[] = [];
  if (trip.status !== 'approved')
    problems.push({ code: 'not_approved', message: 'Only an approved trip can be assigned to an aircraft' });
  if (aircraft.status !== 'available')
    problems.push({
      code: 'aircraft_status',
      message: `${aircraft.tailNumber} is not available (${aircraft.status === 'maintenance' ? 'in maintenance' : 'out of service'})`,
    });
  if (aircraft.annualDueDate < trip.returnDate)
    problems.push({
      code: 'annual_due',
      message: `${aircraft.tailNumber}'s annual inspection is due ${aircraft.annualDueDate}, before the trip returns`,
    });
  const booked = otherTrips.filter((other) => other.id !== trip.id && isBookingStatus(other.status));
  const committed = addTenths(
    aircraft.hoursTotal,
    ...booked.map((other) => other.estimatedHours ?? 0),
    estimatedHours,
  );
  if (committed > aircraft.hundredHourDueAt)
    problems.push({
      code: 'hundred_hour_due',
      message: `${aircraft.tailNumber} would reach ${committed} hours, past its 100-hour inspection due at ${aircraft.hundredHourDueAt}`,
    });
  if (trip.passengers > aircraft.seats)
    problems.push({
      code: 'too_many_passengers',
      message: `${trip.passengers} passengers do not fit in ${aircraft.tailNumber}'s ${aircraft.seats} seats`,
    });
  for (const other of booked.filter((candidate) => tripsOverlap(trip, candidate)))
    problems.push({
      code: 'double_booked',
      message: `${aircraft.tailNumber} is already booked ${other.departDate} ${other.departTime} to ${other.returnDate} ${other.returnTime} (${other.origin}-${other.destination})`,
    });
  return problems;
}

/** Days until the annual inspection (negative: overdue) and hours until the 100-hour one. */
export function describeMaintenance(
  aircraft: Pick<AircraftForAssignment, 'hoursTotal' | 'annualDueDate' | 'hundredHourDueAt'>,
  today: string,
): { annualDaysLeft: number; hundredHourHoursLeft: number; maintenanceState: MaintenanceState } {
  const due = parseDateOnly(aircraft.annualDueDate);
  const now = parseDateOnly(today);
  const annualDaysLeft = due && now ? toEpochDay(due) - toEpochDay(now) : 0;
  const hundredHourHoursLeft = addTenths(aircraft.hundredHourDueAt, -aircraft.hoursTotal);
  const maintenanceState: MaintenanceState =
    annualDaysLeft < 0 || hundredHourHoursLeft < 0
      ? 'overdue'
      : annualDaysLeft <= MAINTENANCE_DUE_SOON_DAYS || hundredHourHoursLeft <= MAINTENANCE_DUE_SOON_HOURS
        ? 'due_soon'
        : 'ok';
  return { annualDaysLeft, hundredHourHoursLeft, maintenanceState };
}
export const MAINTENANCE_DUE_SOON_DAYS = 30;
export const MAINTENANCE_DUE_SOON_HOURS = 10;

/** What a flight costs the agency: hours flown times the aircraft's hourly rate, in whole cents. */
export function computeCharge(hoursFlown: number, hourlyRate: number): number {
  return Math.round((Math.round(hoursFlown * 10) * Math.round(hourlyRate * 100)) / 10) / 100;
}

/** Adds hours flown to an aircraft's total, in tenths. */
export const addHours = (total: number, flown: number) => addTenths(total, flown);
