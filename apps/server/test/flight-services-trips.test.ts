import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeBackReportSchema, flightServicesOverviewSchema, tripSchema } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { countAudit, flightClient, grantFlightFlag, KING_AIR, TRIP } from './flight-services.fixtures';

describe('/api/flight-services', () => {
  let server: TestServer;
  let api: ReturnType<typeof flightClient>;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let viewer: SignedInUser;
  let flagless: SignedInUser;
  let aircraftId: string;

  beforeAll(async () => {
    server = await buildTestServer();
    api = flightClient(server);
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: 'Alice' });
    viewer = await signInAs(server.app, 'viewer');
    flagless = await signInAs(server.app, 'viewer');
    await grantFlightFlag(server, pm);
    await grantFlightFlag(server, viewer);
    const created = await api.post('/api/flight-services/aircraft', admin, KING_AIR);
    expect(created.statusCode).toBe(201);
    aircraftId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await server.close();
  });

  const requestTrip = async (user: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api.post('/api/flight-services/trips', user, { ...TRIP, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return tripSchema.parse(response.json());
  };
  const approve = (id: string) =>
    api.post(`/api/flight-services/trips/${id}/decision`, admin, { decision: 'approve' });

  it('refuses the signed out (401) and a person without the flag (403) on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/flight-services'],
      ['GET', '/api/flight-services/reports/charge-back'],
      ['POST', '/api/flight-services/trips'],
      ['POST', '/api/flight-services/aircraft'],
      ['PATCH', `/api/flight-services/aircraft/${aircraftId}`],
      ['POST', `/api/flight-services/trips/${aircraftId}/decision`],
      ['POST', `/api/flight-services/trips/${aircraftId}/assignment`],
      ['POST', `/api/flight-services/trips/${aircraftId}/withdraw`],
      ['POST', `/api/flight-services/trips/${aircraftId}/flight-log`],
    ];
    for (const [method, url] of routes) {
      const send = method === 'GET' ? api.get : method === 'PATCH' ? api.patch : api.post;
      expect((await send(url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(url, flagless, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets PMs and viewers with the flag read and request, but not manage', async () => {
    const overview = flightServicesOverviewSchema.parse(
      (await api.get('/api/flight-services', viewer)).json(),
    );
    expect(overview.abilities).toEqual({ read: true, requestTrip: true, manage: false });
    expect(overview.aircraft[0]).toMatchObject({
      tailNumber: 'N100TN',
      hundredHourHoursLeft: 19.5,
      maintenanceState: 'ok',
    });
    const trip = await requestTrip(pm);
    expect(trip).toMatchObject({
      status: 'requested',
      origin: 'BNA',
      abilities: { withdraw: true, decide: false },
    });
    const before = await countAudit(server, 'update_aircraft');
    for (const user of [pm, viewer]) {
      expect(
        (await api.post('/api/flight-services/aircraft', user, { ...KING_AIR, tailNumber: 'N9' })).statusCode,
      ).toBe(403);
      expect(
        (await api.patch(`/api/flight-services/aircraft/${aircraftId}`, user, { seats: 2 })).statusCode,
      ).toBe(403);
      expect(
        (await api.post(`/api/flight-services/trips/${trip.id}/decision`, user, { decision: 'approve' }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await api.post(`/api/flight-services/trips/${trip.id}/assignment`, user, {
            aircraftId,
            estimatedHours: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.post(`/api/flight-services/trips/${trip.id}/flight-log`, user, {})).statusCode).toBe(
        403,
      );
    }
    // A viewer cannot withdraw someone else's request; its requester can.
    expect((await api.post(`/api/flight-services/trips/${trip.id}/withdraw`, viewer)).statusCode).toBe(403);
    const withdrawn = await api.post(`/api/flight-services/trips/${trip.id}/withdraw`, pm);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect(await countAudit(server, 'withdraw_trip')).toBe(1);
    expect(await countAudit(server, 'update_aircraft')).toBe(before);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const count = async () => (await server.ctx.db.selectFrom('flight_trips').select('id').execute()).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ passengers: -1 }, 'Passengers must be at least 1'],
      [{ returnDate: '2098-06-09' }, 'The return must be after the departure'],
      [{ departDate: '2098-02-30' }, 'Departure date must be a real date'],
      [{ purpose: 'Visit\u0000' }, 'Text must not contain the NUL character'],
      [{ origin: 'NASHVILLE' }, 'Origin must be an airport identifier'],
    ];
    for (const [overrides, message] of cases) {
      const response = await api.post('/api/flight-services/trips', viewer, { ...TRIP, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await count()).toBe(before);
    const badAircraft = await api.post('/api/flight-services/aircraft', admin, {
      ...KING_AIR,
      tailNumber: 'N2',
      hourlyRate: -5,
    });
    expect(badAircraft.statusCode).toBe(400);
    expect(badAircraft.body).toContain('Hourly rate cannot be negative');
    expect(
      (await api.post('/api/flight-services/trips/not-a-uuid/decision', admin, { decision: 'approve' }))
        .statusCode,
    ).toBe(400);
    const unknown = await api.post(
      '/api/flight-services/trips/00000000-0000-4000-8000-000000000000/decision',
      admin,
      { decision: 'approve' },
    );
    expect(unknown.statusCode).toBe(404);
    const unknownAircraft = await api.patch(
      '/api/flight-services/aircraft/00000000-0000-4000-8000-000000000000',
      admin,
      { seats: 3 },
    );
    expect(unknownAircraft.statusCode).toBe(404);
  });

  it('approves, assigns, refuses a double booking in the database transaction, logs the flight and charges it back', async () => {
    const first = await requestTrip(viewer);
    const second = await requestTrip(pm, { departTime: '16:00', returnTime: '20:00', agency: '=cmd|x' });
    expect((await approve(first.id)).json()).toMatchObject({ status: 'approved' });
    expect((await approve(second.id)).statusCode).toBe(200);
    expect((await approve(second.id)).statusCode).toBe(409);

    const assigned = await api.post(`/api/flight-services/trips/${first.id}/assignment`, admin, {
      aircraftId,
      estimatedHours: 3,
    });
    expect(assigned.json()).toMatchObject({ tailNumber: 'N100TN', estimatedHours: 3 });

    // Two assignments racing for the same aircraft: the row lock makes them take turns; one wins.
    const third = await requestTrip(viewer, { departTime: '17:30', returnTime: '19:00' });
    await approve(third.id);
    const race = await Promise.all([
      api.post(`/api/flight-services/trips/${second.id}/assignment`, admin, {
        aircraftId,
        estimatedHours: 1,
      }),
      api.post(`/api/flight-services/trips/${third.id}/assignment`, admin, { aircraftId, estimatedHours: 1 }),
    ]);
    const codes = race.map((response) => response.statusCode).sort();
    // second overlaps first (16:00 < 17:00), so it is refused whatever the order; third overlaps second only.
    expect(codes).toContain(409);
    const refused = race[0];
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ problems: { code: string }[] }>().problems.map((p) => p.code)).toContain(
      'double_booked',
    );

    // Past the 100-hour inspection: 4,210.5 + 3 (first) + 1 (third, if booked) + 24 > 4,230.
    const far = await requestTrip(viewer, { departDate: '2098-07-01', returnDate: '2098-07-01' });
    await approve(far.id);
    const tooLong = await api.post(`/api/flight-services/trips/${far.id}/assignment`, admin, {
      aircraftId,
      estimatedHours: 24,
    });
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json<{ problems: { code: string }[] }>().problems[0]?.code).toBe('hundred_hour_due');

    const logged = await api.post(`/api/flight-services/trips/${first.id}/flight-log`, admin, {
      flownDate: '2026-03-10',
      actualDepartTime: '08:05',
      actualArriveTime: '16:40',
      hoursFlown: 2.3,
    });
    expect(logged.statusCode, logged.body).toBe(200);
    expect(logged.json()).toMatchObject({
      status: 'completed',
      log: { hoursFlown: 2.3, hourlyRate: 1_450, charge: 3_335 },
    });
    const aircraft = await server.ctx.db
      .selectFrom('flight_aircraft')
      .selectAll()
      .where('id', '=', aircraftId)
      .executeTakeFirstOrThrow();
    expect(aircraft.hours_total).toBe(4_212.8);
    expect(
      (
        await api.post(`/api/flight-services/trips/${first.id}/flight-log`, admin, {
          flownDate: '2026-03-10',
          actualDepartTime: '08:05',
          actualArriveTime: '16:40',
          hoursFlown: 1,
        })
      ).statusCode,
    ).toBe(409);
    for (const action of ['request_trip', 'approve_trip', 'assign_trip', 'log_flight', 'create_aircraft'])
      expect(await countAudit(server, action), action).toBeGreaterThan(0);

    const report = chargeBackReportSchema.parse(
      (await api.get('/api/flight-services/reports/charge-back?from=2026-01&to=2026-12', viewer)).json(),
    );
    expect(report.rows).toEqual([
      { month: '2026-03', agency: 'Department of Agriculture', flights: 1, hours: 2.3, charge: 3_335 },
    ]);
    expect(report.utilisation).toEqual([{ month: '2026-03', tailNumber: 'N100TN', flights: 1, hours: 2.3 }]);
    const backwards = await api.get(
      '/api/flight-services/reports/charge-back?from=2026-05&to=2026-01',
      viewer,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('From must not be after To');
  });

  it('changes an aircraft (status, rate) with an audit row, and refuses an aircraft in maintenance', async () => {
    const changed = await api.patch(`/api/flight-services/aircraft/${aircraftId}`, admin, {
      status: 'maintenance',
      hourlyRate: 1_500,
    });
    expect(changed.json()).toMatchObject({ status: 'maintenance', hourlyRate: 1_500 });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'update_aircraft')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ status: 'available', hourly_rate: 1_450 });
    expect(audit.after).toMatchObject({ status: 'maintenance', hourly_rate: 1_500 });
    const trip = await requestTrip(viewer, { departDate: '2098-08-01', returnDate: '2098-08-01' });
    await approve(trip.id);
    const refused = await api.post(`/api/flight-services/trips/${trip.id}/assignment`, admin, {
      aircraftId,
      estimatedHours: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ problems: { code: string }[] }>().problems.map((p) => p.code)).toContain(
      'aircraft_status',
    );
  });
});
