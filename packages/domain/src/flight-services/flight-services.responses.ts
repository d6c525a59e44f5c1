import { z } from 'zod';
import { AIRCRAFT_STATUSES, TRIP_STATUSES } from './flight-services.schema';

/** Response bodies of /api/flight-services. */

const date = z.string().meta({ format: 'date' });

export const maintenanceStateSchema = z.enum(['ok', 'due_soon', 'overdue']);
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

export const aircraftSchema = z.object({
  id: z.string(),
  tailNumber: z.string(),
  makeModel: z.string(),
  seats: z.number().int(),
  status: z.enum(AIRCRAFT_STATUSES),
  hoursTotal: z.number(),
  annualDueDate: date,
  hundredHourDueAt: z.number(),
  hourlyRate: z.number(),
  notes: z.string().nullable(),
  /** Days until the annual inspection and hours until the 100-hour one, judged today. */
  annualDaysLeft: z.number().int(),
  hundredHourHoursLeft: z.number(),
  maintenanceState: maintenanceStateSchema,
});
export type Aircraft = z.infer<typeof aircraftSchema>;

export const flightLogSchema = z.object({
  flownDate: date,
  actualDepartTime: z.string(),
  actualArriveTime: z.string(),
  hoursFlown: z.number(),
  hourlyRate: z.number(),
  charge: z.number(),
});
export type FlightLog = z.infer<typeof flightLogSchema>;

export const tripSchema = z.object({
  id: z.string(),
  agency: z.string(),
  requesterName: z.string(),
  departDate: date,
  departTime: z.string(),
  returnDate: date,
  returnTime: z.string(),
  origin: z.string(),
  originName: z.string().nullable(),
  destination: z.string(),
  destinationName: z.string().nullable(),
  passengers: z.number().int(),
  purpose: z.string(),
  status: z.enum(TRIP_STATUSES),
  aircraftId: z.string().nullable(),
  tailNumber: z.string().nullable(),
  estimatedHours: z.number().nullable(),
  decisionNote: z.string().nullable(),
  log: flightLogSchema.nullable(),
  abilities: z.object({ withdraw: z.boolean(), decide: z.boolean() }),
});
export type Trip = z.infer<typeof tripSchema>;

/** GET /api/flight-services: the fleet, the schedule, and what the caller may do. */
export const flightServicesOverviewSchema = z.object({
  today: date,
  aircraft: z.array(aircraftSchema),
  trips: z.array(tripSchema),
  abilities: z.object({ read: z.boolean(), requestTrip: z.boolean(), manage: z.boolean() }),
});
export type FlightServicesOverview = z.infer<typeof flightServicesOverviewSchema>;

export const assignmentProblemSchema = z.object({
  code: z.enum([
    'not_approved',
    'aircraft_status',
    'annual_due',
    'hundred_hour_due',
    'too_many_passengers',
    'double_booked',
  ]),
  message: z.string(),
});
export type AssignmentProblem = z.infer<typeof assignmentProblemSchema>;

export const chargeBackRowSchema = z.object({
  month: z.string(),
  agency: z.string(),
  flights: z.number().int(),
  hours: z.number(),
  charge: z.number(),
});
export type ChargeBackRow = z.infer<typeof chargeBackRowSchema>;

export const utilisationRowSchema = z.object({
  month: z.string(),
  tailNumber: z.string(),
  flights: z.number().int(),
  hours: z.number(),
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;

/** GET /api/flight-services/reports/charge-back: per month and agency, and per month and aircraft. */
export const chargeBackReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(chargeBackRowSchema),
  utilisation: z.array(utilisationRowSchema),
  totals: z.object({ flights: z.number().int(), hours: z.number(), charge: z.number() }),
});
export type ChargeBackReport = z.infer<typeof chargeBackReportSchema>;
