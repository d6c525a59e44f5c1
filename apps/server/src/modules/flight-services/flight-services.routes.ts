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
  const area = { access: { flag: 'can_access_flight_services' } } as const;
  const admin = { access: 'admin' } as const;
  const tags = ['flight-services'];

  app.get(
    '/api/flight-services',
    {
      config: area,
      schema: {
        tags,
        summary: 'Aircraft with maintenance due, trips, abilities',
        response: { 200: flightServicesOverviewSchema },
      },
    },
    async (request) => getFlightServices(app.ctx, request.principal),
  );

  app.get(
    '/api/flight-services/reports/charge-back',
    {
      config: area,
      schema: {
        tags,
        summary: 'Monthly charge-back per agency and hours per aircraft',
        querystring: chargeBackQuerySchema,
        response: { 200: chargeBackReportSchema },
      },
    },
    async (request) => getChargeBackReport(app.ctx, request.principal, request.query),
  );

  app.post(
    '/api/flight-services/aircraft',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add an aircraft (administrators); audited',
        body: aircraftBodySchema,
        response: { 201: aircraftSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAircraft(app.ctx, requireSignedIn(request), request.body)),
  );

  app.patch(
    '/api/flight-services/aircraft/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change an aircraft: status, hours, maintenance due, hourly rate; audited',
        params: flightIdParamsSchema,
        body: aircraftPatchSchema,
        response: { 200: aircraftSchema },
      },
    },
    async (request) => changeAircraft(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.post(
    '/api/flight-services/trips',
    {
      config: area,
      schema: {
        tags,
        summary: 'Request a trip; audited',
        body: tripRequestBodySchema,
        response: { 201: tripSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestTrip(app.ctx, requireSignedIn(request), request.body)),
  );

  app.post(
    '/api/flight-services/trips/:id/decision',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve or deny a requested trip; audited',
        params: flightIdParamsSchema,
        body: tripDecisionBodySchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => decideTrip(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.post(
    '/api/flight-services/trips/:id/assignment',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assign an approved trip to an aircraft (409 with the problems when it cannot); audited',
        params: flightIdParamsSchema,
        body: tripAssignmentBodySchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => assignTrip(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );

  app.post(
    '/api/flight-services/trips/:id/withdraw',
    {
      config: area,
      schema: {
        tags,
        summary: 'Withdraw a trip request (its requester, or an administrator); audited',
        params: flightIdParamsSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => withdrawTrip(app.ctx, requireSignedIn(request), request.params.id),
  );

  app.post(
    '/api/flight-services/trips/:id/flight-log',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Log a flown trip: times, hours, charge at the hourly rate; audited',
        params: flightIdParamsSchema,
        body: flightLogBodySchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => logFlight(app.ctx, requireSignedIn(request), request.params.id, request.body),
  );
};
