import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripsOverlap, todayInNewYork } from '@bil/domain';
import { generateFlightDemo } from '../src/demo/flight-services-demo';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';

describe('flight-services demo data', () => {
  const codes = generateDemoData().airports.map((airport) => airport.airport_code);

  it('is four aircraft and a year of trips, the same for the same day, never double booked', () => {
    const demo = generateFlightDemo('2026-11-23', codes);
    expect(generateFlightDemo('2026-11-23', codes)).toEqual(demo);
    expect(demo.aircraft).toHaveLength(4);
    const dates = demo.trips.map((trip) => trip.depart_date).sort();
    expect((dates[0] ?? '') <= '2025-11-24').toBe(true);
    expect((dates.at(-1) ?? '') > '2026-11-23').toBe(true);
    expect(demo.trips.length).toBeGreaterThan(150);
    expect(demo.logs.length).toBe(demo.trips.filter((trip) => trip.status === 'completed').length);
    const booked = demo.trips.filter((trip) => trip.aircraft_id && trip.status !== 'withdrawn');
    for (const a of booked)
      for (const b of booked)
        if (a.id < b.id && a.aircraft_id === b.aircraft_id)
          expect(
            tripsOverlap(
              {
                departDate: a.depart_date,
                departTime: a.depart_time,
                returnDate: a.return_date,
                returnTime: a.return_time,
              },
              {
                departDate: b.depart_date,
                departTime: b.depart_time,
                returnDate: b.return_date,
                returnTime: b.return_time,
              },
            ),
          ).toBe(false);
  });

  describe('loaded with the demo set', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await buildTestServer();
      await replaceWithDemoData(server.ctx.db, generateDemoData());
    });
    afterAll(async () => {
      await server.close();
    });

    it('stores the aircraft, trips and flight logs', async () => {
      const demo = generateFlightDemo(todayInNewYork(), codes);
      const count = async (table: 'flight_aircraft' | 'flight_trips' | 'flight_logs') =>
        Number(
          (
            await server.ctx.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('flight_aircraft')).toBe(4);
      expect(await count('flight_trips')).toBe(demo.trips.length);
      expect(await count('flight_logs')).toBe(demo.logs.length);
      // A second load replaces rather than adds.
      await replaceWithDemoData(server.ctx.db, generateDemoData());
      expect(await count('flight_aircraft')).toBe(4);
    });
  });
});
