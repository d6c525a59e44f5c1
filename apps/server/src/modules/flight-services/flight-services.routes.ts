import {
  aircraftBodySchema,
  aircraftPatchSchema,
  aircraftSchema,
  chargeBackQuerySchema,
  chargeBackReportSchema,
  flightIdParamsSchema,
  flightLogBodySchema,
  flightServicesOverviewSchema,
  tripAssignmentBodySchema,
  tripDecisionBodySchema,
  tripRequestBodySchema,
  tripSchema,
} from '@bil/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRecordRoutes } from '../../plugins/record-routes';
import {
  assignTrip,
  changeAircraft,
  createAircraft,
  decideTrip,
  getChargeBackReport,
  getFlightServices,
  logFlight,
  requestTrip,
  withdrawTrip,
} from './flight-services.service';

/** SPEC /flight-services: the state aircraft, trip requests, assignments, flight logs, charge-back. */
export const flightServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRecordRoutes(app, {
    access: { flag: 'can_access_flight_services' },
    tags: ['flight-services'],
  });

  route.read('/api/flight-services', {
    summary: 'Aircraft with maintenance due, trips, abilities',
    reply: flightServicesOverviewSchema,
    handler: getFlightServices,
  });

  route.read('/api/flight-services/reports/charge-back', {
    summary: 'Monthly charge-back per agency and hours per aircraft',
    querystring: chargeBackQuerySchema,
    reply: chargeBackReportSchema,
    handler: getChargeBackReport,
  });

  route.create('/api/flight-services/aircraft', {
    access: 'admin',
    summary: 'Add an aircraft (administrators); audited',
    body: aircraftBodySchema,
    reply: aircraftSchema,
    handler: createAircraft,
  });

  route.update('/api/flight-services/aircraft/:id', {
    access: 'admin',
    summary: 'Change an aircraft: status, hours, maintenance due, hourly rate; audited',
    params: flightIdParamsSchema,
    body: aircraftPatchSchema,
    reply: aircraftSchema,
    handler: changeAircraft,
  });

  route.create('/api/flight-services/trips', {
    summary: 'Request a trip; audited',
    body: tripRequestBodySchema,
    reply: tripSchema,
    handler: requestTrip,
  });

  route.act('/api/flight-services/trips/:id/decision', {
    access: 'admin',
    summary: 'Approve or deny a requested trip; audited',
    params: flightIdParamsSchema,
    body: tripDecisionBodySchema,
    reply: tripSchema,
    handler: decideTrip,
  });

  route.act('/api/flight-services/trips/:id/assignment', {
    access: 'admin',
    summary: 'Assign an approved trip to an aircraft (409 with the problems when it cannot); audited',
    params: flightIdParamsSchema,
    body: tripAssignmentBodySchema,
    reply: tripSchema,
    handler: assignTrip,
  });

  route.act('/api/flight-services/trips/:id/withdraw', {
    summary: 'Withdraw a trip request (its requester, or an administrator); audited',
    params: flightIdParamsSchema,
    reply: tripSchema,
    handler: withdrawTrip,
  });

  route.act('/api/flight-services/trips/:id/flight-log', {
    access: 'admin',
    summary: 'Log a flown trip: times, hours, charge at the hourly rate; audited',
    params: flightIdParamsSchema,
    body: flightLogBodySchema,
    reply: tripSchema,
    handler: logFlight,
  });
};
