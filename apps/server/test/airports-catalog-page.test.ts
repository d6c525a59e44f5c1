import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportCatalogPageSchema, type AirportCatalogPage, type AirportSummary } from '@bil/domain';
import { ALICE, BOB, readWholeCatalog, startAirportReaders } from './airports.fixtures';
import type { TestServer } from './support/build-test-server';
import { sameOrigin, type SignedInUser } from './support/sign-in-as';

// Issue 31: the catalogue screen asks the server for one page (search, filters, sort); each answer is
// checked against GET /api/airports, the whole list the same caller sees.
describe('GET /api/airports/catalog: the catalogue, paged on the server', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let pmWithoutName: SignedInUser;
  let viewer: SignedInUser;
  let flagless: SignedInUser;
  let everyAirport: AirportSummary[];

  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
  const page = async (query: string, user: SignedInUser = admin): Promise<AirportCatalogPage> => {
    const response = await get(`/api/airports/catalog${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return airportCatalogPageSchema.parse(response.json());
  };
  const codes = (body: AirportCatalogPage) => body.airports.map((airport) => airport.airportCode);

  beforeAll(async () => {
    ({ server, admin, alice, pmWithoutName, viewer, flagless } = await startAirportReaders());
    everyAirport = await readWholeCatalog(server.app, admin.cookie);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a caller signed out (401) and one without the projects flag (403)', async () => {
    expect((await get('/api/airports/catalog')).statusCode).toBe(401);
    expect((await get('/api/airports/catalog', flagless)).statusCode).toBe(403);
  });

  it('answers the first page in code order with the figures of the whole list and the counts', async () => {
    const body = await page('');
    expect(body.airports).toEqual(everyAirport);
    expect(codes(body)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 100, totalPages: 1, scopeCount: 4 });
    expect(body.atRiskCount).toBe(everyAirport.filter((airport) => airport.atRisk).length);
    expect(body.atRiskCount).toBeGreaterThan(0);
    expect(body.pms).toEqual([ALICE, BOB]);
    expect(codes(await page('', viewer))).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });

  it('pages: page 2 of 2 a page holds the next airports; a page past the end is the last one', async () => {
    expect(codes(await page('?page=1&pageSize=2'))).toEqual(['AAA', 'BBB']);
    const second = await page('?page=2&pageSize=2');
    expect(codes(second)).toEqual(['CCC', 'DDD']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2, totalPages: 2, scopeCount: 4 });
    const past = await page('?page=9&pageSize=3');
    expect(codes(past)).toEqual(['DDD']);
    expect(past.page).toBe(2);
  });

  it('searches code, name, city and PM in any case; the total counts the matches', async () => {
    const bravo = await page('?search=BRAVO');
    expect(codes(bravo)).toEqual(['BBB']);
    expect(bravo).toMatchObject({ total: 1, scopeCount: 4, totalPages: 1 });
    expect(codes(await page('?search=ccc'))).toEqual(['CCC']);
    expect(codes(await page(`?search=${encodeURIComponent('alice ABLE')}`))).toEqual(['AAA', 'BBB']);
    expect(codes(await page('?search=delta'))).toEqual(['DDD']);
    const none = await page('?search=nowhere');
    expect(none).toMatchObject({ airports: [], total: 0, totalPages: 1, scopeCount: 4 });
  });

  it('filters by PM (a name, or no PM) and by balance risk', async () => {
    expect(codes(await page(`?pm=${encodeURIComponent(BOB)}`))).toEqual(['CCC']);
    expect(codes(await page('?pm=__unassigned__'))).toEqual(['DDD']);
    const atRisk = everyAirport.filter((airport) => airport.atRisk).map((airport) => airport.airportCode);
    const past = everyAirport.filter((airport) => airport.pastDeadline).map((airport) => airport.airportCode);
    expect(codes(await page('?risk=at_risk'))).toEqual(atRisk);
    expect(codes(await page('?risk=past_deadline'))).toEqual(past);
    expect(codes(await page('?risk=any'))).toEqual([...new Set([...atRisk, ...past])].sort());
  });

  it('sorts by any column either way, ties by code, no PM last', async () => {
    expect(codes(await page('?sort=airportName&direction=desc'))).toEqual(['DDD', 'CCC', 'BBB', 'AAA']);
    expect(codes(await page('?sort=tdotPm&direction=asc'))).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    const byFunding = [...everyAirport].sort(
      (a, b) => b.bilFunding - a.bilFunding || a.airportCode.localeCompare(b.airportCode),
    );
    expect(codes(await page('?sort=bilFunding&direction=desc'))).toEqual(
      byFunding.map((airport) => airport.airportCode),
    );
    const byAvailable = [...everyAirport].sort(
      (a, b) => a.available - b.available || a.airportCode.localeCompare(b.airportCode),
    );
    expect(codes(await page('?sort=available'))).toEqual(byAvailable.map((airport) => airport.airportCode));
    expect(codes(await page('?sort=available&pageSize=1&page=4'))).toEqual([byAvailable[3]?.airportCode]);
  });

  it("keeps the viewer's scope: a PM sees their airports as before, a PM without a name none", async () => {
    const own = await page('', alice);
    expect(own.airports).toEqual(await readWholeCatalog(server.app, alice.cookie));
    expect(own).toMatchObject({ total: 2, scopeCount: 2, pms: [ALICE] });
    expect(codes(await page(`?pm=${encodeURIComponent(BOB)}`, alice))).toEqual([]);
    expect(codes(await page('?search=charlie', alice))).toEqual([]);
    const nobody = await page('', pmWithoutName);
    expect(nobody).toMatchObject({ airports: [], total: 0, scopeCount: 0, atRiskCount: 0, pms: [] });
  });

  it('refuses a bad page, size, sort or filter with 400 and the reason, never a 500', async () => {
    const refused = async (query: string, words: string) => {
      const response = await get(`/api/airports/catalog${query}`, admin);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(words);
    };
    await refused('?pageSize=101', 'pageSize must be 100 or less');
    await refused('?pageSize=0', 'pageSize must be 1 or more');
    await refused('?page=0', 'page must be 1 or more');
    await refused('?page=two', 'page must be a whole number');
    await refused('?sort=password', 'sort');
    await refused('?risk=high', 'risk');
    await refused('?direction=up', 'direction');
    await refused(`?search=${'x'.repeat(201)}`, 'search must be 200 characters or fewer');
  });

  it('shows a change at once: the kept list gives way to new balances', async () => {
    const before = await page('?search=DDD');
    expect(before.airports[0]?.totalAllocation).toBe(0);
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/api/airports/DDD/balances',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { allocations: { fy26: 123_000 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await page('?search=DDD');
    expect(after.airports[0]?.totalAllocation).toBe(123_000);
    expect(after.airports[0]).toEqual((await readWholeCatalog(server.app, admin.cookie)).at(-1));
  });
});
