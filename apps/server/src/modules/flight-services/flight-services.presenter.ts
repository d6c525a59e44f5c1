import {
  abilitiesOf,
  describeMaintenance,
  tripRequestPolicy,
  type Actor,
  type Aircraft,
  type AircraftStatus,
  type Trip,
  type TripStatus,
} from '@bil/domain';
import type { AircraftRow, TripRow } from './flight-services.repository';

export function presentAircraft(row: AircraftRow, today: string): Aircraft {
  const facts = {
    hoursTotal: row.hours_total,
    annualDueDate: row.annual_due_date,
    hundredHourDueAt: row.hundred_hour_due_at,
  };
  return {
    id: row.id,
    tailNumber: row.tail_number,
    makeModel: row.make_model,
    seats: row.seats,
    status: row.status as AircraftStatus,
    ...facts,
    hourlyRate: row.hourly_rate,
    notes: row.notes,
    ...describeMaintenance(facts, today),
  };
}

/** The trip as the policy sees it. */
export const tripRecord = (row: Pick<TripRow, 'requested_by' | 'status'>) => ({
  requestedBy: row.requested_by,
  status: row.status,
});

export function presentTrip(row: TripRow, actor: Actor): Trip {
  return {
    id: row.id,
    agency: row.agency,
    requesterName: row.requester_name,
    departDate: row.depart_date,
    departTime: row.depart_time,
    returnDate: row.return_date,
    returnTime: row.return_time,
    origin: row.origin,
    originName: row.origin_name,
    destination: row.destination,
    destinationName: row.destination_name,
    passengers: row.passengers,
    purpose: row.purpose,
    status: row.status as TripStatus,
    aircraftId: row.aircraft_id,
    tailNumber: row.tail_number,
    estimatedHours: row.estimated_hours,
    decisionNote: row.decision_note,
    log:
      row.log_flown_date === null
        ? null
        : {
            flownDate: row.log_flown_date,
            actualDepartTime: row.log_depart_time ?? '',
            actualArriveTime: row.log_arrive_time ?? '',
            hoursFlown: row.log_hours_flown ?? 0,
            hourlyRate: row.log_hourly_rate ?? 0,
            charge: row.log_charge ?? 0,
          },
    abilities: abilitiesOf(tripRequestPolicy, actor, tripRecord(row)),
  };
}

/** What an audit row keeps of a trip. */
export const snapshotTrip = (row: TripRow) => ({
  status: row.status,
  agency: row.agency,
  depart: `${row.depart_date} ${row.depart_time}`,
  return: `${row.return_date} ${row.return_time}`,
  origin: row.origin,
  destination: row.destination,
  passengers: row.passengers,
  aircraft_id: row.aircraft_id,
  estimated_hours: row.estimated_hours,
  decision_note: row.decision_note,
});

export const snapshotAircraft = (row: AircraftRow) => ({
  tail_number: row.tail_number,
  make_model: row.make_model,
  seats: row.seats,
  status: row.status,
  hours_total: row.hours_total,
  annual_due_date: row.annual_due_date,
  hundred_hour_due_at: row.hundred_hour_due_at,
  hourly_rate: row.hourly_rate,
  notes: row.notes,
});
