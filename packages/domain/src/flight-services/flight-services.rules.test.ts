import { describe, expect, it } from 'vitest';
import {
  checkAssignment,
  computeCharge,
  describeMaintenance,
  tripsOverlap,
  type AircraftForAssignment,
  type BookedTrip,
  type TripForAssignment,
} from './flight-services.rules';

const kingAir: AircraftForAssignment = {
  tailNumber: 'N100TN',
  status: 'available',
  seats: 7,
  hoursTotal: 4_210.5,
  annualDueDate: '2026-12-31',
  hundredHourDueAt: 4_250,
};

const trip: TripForAssignment = {
  id: 't1',
  status: 'approved',
  passengers: 4,
  departDate: '2026-06-10',
  departTime: '08:00',
  returnDate: '2026-06-10',
  returnTime: '17:00',
};

const booked = (id: string, from: [string, string], to: [string, string], hours = 2): BookedTrip => ({
  id,
  status: 'approved',
  estimatedHours: hours,
  departDate: from[0],
  departTime: from[1],
  returnDate: to[0],
  returnTime: to[1],
  origin: 'BNA',
  destination: 'TYS',
});

describe('tripsOverlap', () => {
  it('overlaps when each starts before the other ends; back-to-back does not', () => {
    const a = {
      departDate: '2026-06-10',
      departTime: '08:00',
      returnDate: '2026-06-10',
      returnTime: '12:00',
    };
    expect(tripsOverlap(a, { ...a, departTime: '11:59', returnTime: '15:00' })).toBe(true);
    expect(tripsOverlap(a, { ...a, departTime: '12:00', returnTime: '15:00' })).toBe(false);
    // Overnight trip spans into the next day.
    const overnight = {
      departDate: '2026-06-09',
      departTime: '18:00',
      returnDate: '2026-06-10',
      returnTime: '09:00',
    };
    expect(tripsOverlap(a, overnight)).toBe(true);
    expect(tripsOverlap(a, { ...overnight, returnTime: '08:00' })).toBe(false);
  });
});

describe('checkAssignment', () => {
  it('accepts an available aircraft with room, time and hours', () => {
    // 4,210.5 + 2 (other trip) + 3.5 = 4,216.0 <= 4,250.
    expect(
      checkAssignment(trip, 3.5, kingAir, [booked('t2', ['2026-06-11', '08:00'], ['2026-06-11', '12:00'])]),
    ).toEqual([]);
  });

  it('refuses a double booking and names the other trip', () => {
    const problems = checkAssignment(trip, 2, kingAir, [
      booked('t2', ['2026-06-10', '16:00'], ['2026-06-10', '20:00']),
    ]);
    expect(problems.map((p) => p.code)).toEqual(['double_booked']);
    expect(problems[0]?.message).toContain('2026-06-10 16:00');
  });

  it('ignores the trip itself and trips no longer holding the aircraft', () => {
    const same = booked('t1', ['2026-06-10', '08:00'], ['2026-06-10', '17:00']);
    const withdrawn = {
      ...booked('t3', ['2026-06-10', '09:00'], ['2026-06-10', '10:00']),
      status: 'withdrawn' as const,
    };
    const flown = {
      ...booked('t4', ['2026-06-10', '09:00'], ['2026-06-10', '10:00']),
      status: 'completed' as const,
    };
    expect(checkAssignment(trip, 2, kingAir, [same, withdrawn, flown])).toEqual([]);
  });

  it('refuses when the annual inspection falls before the return', () => {
    const problems = checkAssignment({ ...trip, returnDate: '2027-01-01' }, 2, kingAir, []);
    expect(problems.map((p) => p.code)).toEqual(['annual_due']);
  });

  it('refuses when committed hours pass the 100-hour inspection', () => {
    // 4,210.5 + 30 + 9.6 = 4,250.1 > 4,250; with 9.5 it is exactly 4,250 and allowed.
    const other = booked('t2', ['2026-07-01', '08:00'], ['2026-07-01', '12:00'], 30);
    expect(checkAssignment(trip, 9.6, kingAir, [other]).map((p) => p.code)).toEqual(['hundred_hour_due']);
    expect(checkAssignment(trip, 9.5, kingAir, [other])).toEqual([]);
  });

  it('refuses an unavailable aircraft, too many passengers and a trip not approved', () => {
    const problems = checkAssignment(
      { ...trip, status: 'requested', passengers: 8 },
      1,
      { ...kingAir, status: 'maintenance' },
      [],
    );
    expect(problems.map((p) => p.code)).toEqual(['not_approved', 'aircraft_status', 'too_many_passengers']);
  });
});

describe('describeMaintenance', () => {
  it('counts days and hours left and flags due soon and overdue', () => {
    expect(describeMaintenance(kingAir, '2026-12-01')).toEqual({
      annualDaysLeft: 30,
      hundredHourHoursLeft: 39.5,
      maintenanceState: 'due_soon',
    });
    expect(describeMaintenance(kingAir, '2026-06-01').maintenanceState).toBe('ok');
    expect(describeMaintenance({ ...kingAir, hoursTotal: 4_250.1 }, '2026-06-01')).toMatchObject({
      hundredHourHoursLeft: -0.1,
      maintenanceState: 'overdue',
    });
  });
});

describe('computeCharge', () => {
  it('is hours times rate in whole cents', () => {
    expect(computeCharge(2.3, 1_450)).toBe(3_335);
    expect(computeCharge(0.1, 333.33)).toBe(33.33);
    expect(computeCharge(1.5, 999.99)).toBe(1_499.99); // 1,499.985 rounds up
  });
});
