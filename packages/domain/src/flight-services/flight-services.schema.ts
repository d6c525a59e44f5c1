import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { parseDateOnly } from '../format/calendar-date';

/** Request bodies of /api/flight-services: one schema validates on the server and in the web form. */

export const AIRCRAFT_STATUSES = ['available', 'maintenance', 'out_of_service'] as const;
export type AircraftStatus = (typeof AIRCRAFT_STATUSES)[number];
export const AIRCRAFT_STATUS_LABELS: Record<AircraftStatus, string> = {
  available: 'Available',
  maintenance: 'Maintenance',
  out_of_service: 'Out of service',
};

export const TRIP_STATUSES = ['requested', 'approved', 'denied', 'withdrawn', 'completed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
export const TRIP_STATUS_LABELS: Record<TripStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
  completed: 'Flown',
};

// Control characters (NUL included) are refused: PostgreSQL cannot store NUL and nobody types them.

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`)
    .refine(isSafeText, unsafeTextMessage(label));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`)
    .refine(isSafeText, unsafeTextMessage(label))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDateOnly(value) !== null, {
      message: `${label} must be a real date (YYYY-MM-DD)`,
    });

const clockTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time (HH:MM, 24-hour)`);

/** Hours in tenths, as Hobbs meters and logbooks count them. */
const hours = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .refine(
      (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
      `${label} is kept in tenths of an hour`,
    );

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} must be at most $100,000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} is in whole cents`);

/** FAA registration marks: N, a digit 1-9, then up to four digits or letters. */
export const TAIL_NUMBER = /^N[1-9][0-9A-Z]{0,4}$/;

/** An airport identifier (FAA LID or ICAO): 3 or 4 letters or digits. */
const airportId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,4}$/, `${label} must be an airport identifier of 3 or 4 letters or digits`);

export const aircraftBodySchema = z.object({
  tailNumber: z
    .string({ error: 'Tail number is required' })
    .trim()
    .toUpperCase()
    .regex(TAIL_NUMBER, 'Tail number must look like N123AB'),
  makeModel: text('Make and model', 80),
  seats: z
    .number({ error: 'Seats must be a number' })
    .int('Seats must be a whole number')
    .min(1, 'Seats must be at least 1')
    .max(30, 'Seats must be at most 30'),
  status: z.enum(AIRCRAFT_STATUSES, { error: 'Status must be available, maintenance or out of service' }),
  hoursTotal: hours('Total hours', 0, 100_000),
  annualDueDate: isoDate('Annual inspection due date'),
  hundredHourDueAt: hours('100-hour inspection due at', 0, 100_000),
  hourlyRate: money('Hourly rate'),
  notes: optionalText('Notes', 500),
});
export type AircraftBody = z.infer<typeof aircraftBodySchema>;
export type AircraftBodyInput = z.input<typeof aircraftBodySchema>;

export const aircraftPatchSchema = aircraftBodySchema
  .partial()
  .refine((body) => Object.values(body).some((value: unknown) => value !== undefined), {
    message: 'Nothing to change',
  });
export type AircraftPatch = z.infer<typeof aircraftPatchSchema>;

export const tripRequestBodySchema = z
  .object({
    agency: text('Agency', 120),
    requesterName: text('Requested by', 120),
    departDate: isoDate('Departure date'),
    departTime: clockTime('Departure time'),
    returnDate: isoDate('Return date'),
    returnTime: clockTime('Return time'),
    origin: airportId('Origin'),
    destination: airportId('Destination'),
    passengers: z
      .number({ error: 'Passengers must be a number' })
      .int('Passengers must be a whole number')
      .min(1, 'Passengers must be at least 1')
      .max(30, 'Passengers must be at most 30'),
    purpose: text('Purpose', 1000),
  })
  .refine((trip) => `${trip.returnDate}T${trip.returnTime}` > `${trip.departDate}T${trip.departTime}`, {
    message: 'The return must be after the departure',
    path: ['returnTime'],
  });
export type TripRequestBody = z.infer<typeof tripRequestBodySchema>;
export type TripRequestInput = z.input<typeof tripRequestBodySchema>;

export const tripDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'deny'], { error: 'Decision must be approve or deny' }),
  note: optionalText('Note', 500),
});
export type TripDecisionBody = z.infer<typeof tripDecisionBodySchema>;

export const tripAssignmentBodySchema = z.object({
  aircraftId: z.uuid('Choose an aircraft'),
  estimatedHours: hours('Estimated flight hours', 0.1, 24),
});
export type TripAssignmentBody = z.infer<typeof tripAssignmentBodySchema>;

export const flightLogBodySchema = z
  .object({
    flownDate: isoDate('Date flown'),
    actualDepartTime: clockTime('Actual departure'),
    actualArriveTime: clockTime('Actual arrival'),
    hoursFlown: hours('Hours flown', 0.1, 24),
  })
  .refine((log) => log.actualArriveTime !== log.actualDepartTime, {
    message: 'Arrival and departure times cannot be the same',
    path: ['actualArriveTime'],
  });
export type FlightLogBody = z.infer<typeof flightLogBodySchema>;

const month = (label: string) =>
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label} must be a month (YYYY-MM)`);

export const chargeBackQuerySchema = z
  .object({ from: month('From').optional(), to: month('To').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'From must not be after To',
    path: ['to'],
  });
export type ChargeBackQuery = z.infer<typeof chargeBackQuerySchema>;

export const flightIdParamsSchema = z.object({ id: z.uuid('Unknown id') });
