import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breakdownsResponseSchema, type BreakdownsResponse } from '@bil/domain';
import { insertAnalyticsFixture, PM_ALICE, PM_BOB, type AnalyticsFixture } from './analytics.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const zeros = { bilAmount: 0, totalAmount: 0 };

describe('GET /api/analytics/breakdowns', () => {
  let server: TestServer;
  let fixture: AnalyticsFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertAnalyticsFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: PM_ALICE });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const getBreakdowns = async (person: SignedInUser | null, query = '') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/analytics/breakdowns${query}`,
      headers: person ? { cookie: person.cookie } : {},
    });
    return { status: response.statusCode, body: response.json<BreakdownsResponse>() };
  };

  it("sums a PM's eight projects (grant or not) by fiscal year, program, airport and PM", async () => {
    const { status, body } = await getBreakdowns(alice);
    expect(status).toBe(200);
    expect(breakdownsResponseSchema.parse(body)).toEqual(body);
    expect(body.totals).toEqual({ projectCount: 8, bilAmount: 350_000, totalAmount: 362_000 });
    expect(body.byFiscalYear).toEqual([
      {
        fiscalYear: 2024,
        projectCount: 2,
        bilAmount: 200_000,
        stateAmount: 0,
        localAmount: 0,
        totalAmount: 200_000,
      },
      {
        fiscalYear: 2025,
        projectCount: 4,
        bilAmount: 150_000,
        stateAmount: 6_000,
        localAmount: 6_000,
        totalAmount: 162_000,
      },
      { fiscalYear: null, projectCount: 2, ...zeros, stateAmount: 0, localAmount: 0 },
    ]);
    expect(body.byProgram).toEqual([
      { program: 'AIG', amount: 290_000, projectCount: 2 },
      { program: 'ATP', amount: 50_000, projectCount: 1 },
      { program: 'FCT', amount: 10_000, projectCount: 1 },
    ]);
    expect(body.byAirport).toEqual([
      {
        airportCode: 'BBB',
        airportName: 'Bravo Regional',
        projectCount: 4,
        bilAmount: 200_000,
        totalAmount: 201_000,
      },
      {
        airportCode: 'AAA',
        airportName: 'Alpha Field',
        projectCount: 4,
        bilAmount: 150_000,
        totalAmount: 161_000,
      },
    ]);
    expect(body.byPm).toEqual([
      { tdotPm: PM_ALICE, projectCount: 8, bilAmount: 350_000, totalAmount: 362_000 },
    ]);
  });

  it('builds the status funnel in lifecycle order', async () => {
    const { body } = await getBreakdowns(alice);
    expect(
      body.statusFunnel.stages.map(({ status, projectCount, reachedCount, bilAmount, totalAmount }) => ({
        status,
        projectCount,
        reachedCount,
        bilAmount,
        totalAmount,
      })),
    ).toEqual([
      { status: 'pending', projectCount: 1, reachedCount: 7, ...zeros },
      { status: 'approved', projectCount: 2, reachedCount: 6, bilAmount: 50_000, totalAmount: 50_000 },
      { status: 'pending award', projectCount: 1, reachedCount: 4, bilAmount: 200_000, totalAmount: 200_000 },
      { status: 'pending sub-award', projectCount: 0, reachedCount: 3, ...zeros },
      { status: 'pending sponsor', projectCount: 1, reachedCount: 3, bilAmount: 10_000, totalAmount: 11_000 },
      { status: 'pending tdot', projectCount: 0, reachedCount: 2, ...zeros },
      { status: 'executed', projectCount: 2, reachedCount: 2, bilAmount: 90_000, totalAmount: 101_000 },
    ]);
    expect(body.statusFunnel.otherStatuses).toEqual([{ status: 'on hold', projectCount: 1, ...zeros }]);
  });

  it('measures each stage from its two dates, ignoring negative spans', async () => {
    const { body } = await getBreakdowns(alice);
    expect(
      body.stageDurations.map(({ key, projectCount, averageDays, medianDays }) => ({
        key,
        projectCount,
        averageDays,
        medianDays,
      })),
    ).toEqual([
      // 31, 21, 28 (P6's psr is after its application): mean 26.7, median 28.
      { key: 'psr_to_application', projectCount: 3, averageDays: 27, medianDays: 28 },
      // 60, 46, 31 from the dates; P1's stored days_to_award (70) has no award date and does not count.
      { key: 'application_to_award', projectCount: 3, averageDays: 46, medianDays: 46 },
      { key: 'award_to_sent_to_sponsor', projectCount: 3, averageDays: 13, medianDays: 10 },
      // P6 was sent back to the department before it went to the sponsor: ignored.
      { key: 'sent_to_sponsor_to_sent_to_tdot', projectCount: 1, averageDays: 10, medianDays: 10 },
      // 10 and 25: mean and median 17.5, rounded.
      { key: 'sent_to_tdot_to_sub_award', projectCount: 2, averageDays: 18, medianDays: 18 },
    ]);
  });

  it('covers every PM for an administrator and narrows to projectIds within scope', async () => {
    const { body } = await getBreakdowns(admin);
    expect(body.byPm.map((row) => [row.tdotPm, row.projectCount])).toEqual([
      [PM_ALICE, 8],
      [PM_BOB, 1],
    ]);
    expect(body.totals).toEqual({ projectCount: 9, bilAmount: 351_000, totalAmount: 363_000 });

    const narrowed = await getBreakdowns(alice, `?projectIds=${fixture.aliceIds[0]},${fixture.bobId}`);
    expect(narrowed.body.totals).toEqual({ projectCount: 1, bilAmount: 90_000, totalAmount: 100_000 });

    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/analytics/breakdowns',
      headers: { ...sameOrigin, cookie: alice.cookie },
      payload: { projectIds: [fixture.aliceIds[0], fixture.bobId] },
    });
    expect(posted.json<BreakdownsResponse>().totals).toEqual(narrowed.body.totals);
  });

  it('gives an empty but complete answer when nothing is in scope', async () => {
    const { status, body } = await getBreakdowns(admin, '?projectIds=');
    expect(status).toBe(200);
    expect(body.totals).toEqual({ projectCount: 0, bilAmount: 0, totalAmount: 0 });
    expect(body.byProgram.map((row) => row.amount)).toEqual([0, 0, 0]);
    expect(body.statusFunnel.stages).toHaveLength(7);
    expect(body.stageDurations.every((stage) => stage.projectCount === 0 && stage.medianDays === null)).toBe(
      true,
    );
  });

  it('needs can_access_bil_analytics: 401 signed out, 403 for a default viewer', async () => {
    expect((await getBreakdowns(null)).status).toBe(401);
    const refused = await getBreakdowns(viewer);
    expect(refused).toEqual({ status: 403, body: { error: 'Permission denied' } });
  });
});
