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
import { requireSignedIn } from '../../plugins/authenticate';
import { declareRoutes } from '../../plugins/declare-routes';
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
  const route = declareRoutes(app, {
    access: { flag: 'can_access_flight_services' },
    tags: ['flight-services'],
  });

  route.get(
    '/api/flight-services',
    {
      summary: 'Aircraft with maintenance due, trips, abilities',
      response: { 200: flightServicesOverviewSchema },
    },
    async (request) => getFlightServices(app.ctx, request.principal),
  );

  route.get(
    '/api/flight-services/reports/charge-back',
    {
      summary: 'Monthly charge-back per agency and hours per aircraft',
      querystring: chargeBackQuerySchema,
      response: { 200: chargeBackReportSchema },
    },
    async (request) => getChargeBackReport(app.ctx, request.principal, request.query),
  );

  route.post(
    '/api/flight-services/aircraft',
    {
      access: 'admin',
      summary: 'Add an aircraft (administrators); audited',
      body: aircraftBodySchema,
      status: 201,
      response: { 201: aircraftSchema },
    },
    async (request) => createAircraft(app.ctx, requireSignedIn(request), request.body),
  );

  route.patch(
    '/api/flight-services/aircraft/:id',
    {
      access: 'admin',
      summary: 'Change an aircraft: status, hours, maintenance due, hourly rate; audited',
      params: flightIdParamsSchema,
      body: aircraftPatchSchema,
      response: { 200: aircraftSchema },
    },
    async (request) => changeAircraft(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.post(
    '/api/flight-services/trips',
    {
      summary: 'Request a trip; audited',
      body: tripRequestBodySchema,
      status: 201,
      response: { 201: tripSchema },
    },
    async (request) => requestTrip(app.ctx, requireSignedIn(request), request.body),
  );

  route.post(
    '/api/flight-services/trips/:id/decision',
    {
      access: 'admin',
      summary: 'Approve or deny a requested trip; audited',
      params: flightIdParamsSchema,
      body: tripDecisionBodySchema,
      response: { 200: tripSchema },
    },
    async (request) => decideTrip(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.post(
    '/api/flight-services/trips/:id/assignment',
    {
      access: 'admin',
      summary: 'Assign an approved trip to an aircraft (409 with the problems when it cannot); audited',
      params: flightIdParamsSchema,
      body: tripAssignmentBodySchema,
      response: { 200: tripSchema },
    },
    async (request) => assignTrip(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  route.post(
    '/api/flight-services/trips/:id/withdraw',
    {
      summary: 'Withdraw a trip request (its requester, or an administrator); audited',
      params: flightIdParamsSchema,
      response: { 200: tripSchema },
    },
    async (request) => withdrawTrip(app.ctx, requireSignedIn(request), request.params.id),
  );

  route.post(
    '/api/flight-services/trips/:id/flight-log',
    {
      access: 'admin',
      summary: 'Log a flown trip: times, hours, charge at the hourly rate; audited',
      params: flightIdParamsSchema,
      body: flightLogBodySchema,
      response: { 200: tripSchema },
    },
    async (request) => logFlight(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
};
