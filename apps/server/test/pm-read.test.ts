import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PM_MESSAGES,
  pmDashboardForPersonSchema,
  pmManagementForPersonSchema,
  type PmDashboardResponse,
  type PmManagementForPerson,
} from '@bil/domain';
import { getPmDashboard } from '../src/modules/pm/pm.service';
import { insertPmFixture, PM_ALICE, PM_BOB, PM_CAROL, PM_NOW, type PmFixture } from './pm.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('GET /api/pm/:pm and /api/pm/management', () => {
  let server: TestServer;
  let fixture: PmFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let carol: SignedInUser;
  let pmWithoutName: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertPmFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: PM_ALICE });
    carol = await signInAs(server.app, 'pm', { tdotPm: PM_CAROL });
    pmWithoutName = await signInAs(server.app, 'pm');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ tdot_pm: null })
      .where('user_id', '=', pmWithoutName.userId)
      .execute();
    viewer = await signInAs(server.app, 'viewer');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PM_NOW);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
  });

  const get = async (person: SignedInUser | null, url: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: person ? { cookie: person.cookie } : {},
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const pmUrl = (pm: string) => `/api/pm/${encodeURIComponent(pm)}`;

  it('gives a PM their own dashboard with the hand-counted figures, overdue items first by days over', async () => {
    const { status, body } = (await get(alice, pmUrl(PM_ALICE))) as {
      status: number;
      body: PmDashboardResponse;
    };
    expect(status).toBe(200);
    expect(pmDashboardForPersonSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ abilities: { share: true } });
    expect(body.pm).toBe(PM_ALICE);
    expect(body.today).toBe('2025-06-30');
    expect(body.summary).toEqual({
      airportCount: 2,
      projectCount: 5,
      openProjectCount: 3,
      bilAmount: 360_000,
      totalAmount: 405_000,
      overdueAwardCount: 1,
      overdueSubAwardCount: 1,
    });
    expect(body.overdue.total).toBe(2);
    expect(body.overdue.items).toEqual([
      {
        projectId: fixture.a1,
        projectTitle: 'Apron rehab',
        airportCode: 'AAA',
        grantNumber: '101',
        status: 'pending award',
        kind: 'award',
        sinceDate: '2025-03-01',
        days: 121,
        targetDays: 90,
        daysOver: 31,
      },
      {
        projectId: fixture.a2,
        projectTitle: 'Taxiway lights',
        airportCode: 'AAA',
        grantNumber: '101',
        status: 'pending sub-award',
        kind: 'sub_award',
        sinceDate: '2025-04-30',
        days: 61,
        targetDays: 60,
        daysOver: 1,
      },
    ]);
    expect(body.airports).toEqual([
      {
        airportCode: 'AAA',
        airportName: 'Alpha Field',
        city: 'Alpha',
        isAssigned: true,
        projectCount: 3,
        openProjectCount: 2,
        bilAmount: 160_000,
        totalAmount: 180_000,
      },
      {
        airportCode: 'BBB',
        airportName: 'Bravo Regional',
        city: 'Bravo',
        isAssigned: true,
        projectCount: 2,
        openProjectCount: 1,
        bilAmount: 200_000,
        totalAmount: 225_000,
      },
    ]);
    expect(body.projectsByStatus.map((row) => [row.status, row.projectCount])).toEqual([
      ['pending', 1],
      ['pending award', 1],
      ['pending sub-award', 1],
      ['executed', 2],
    ]);
    // Award days 118, 60, 30 (mean 69.3); sub-award days 31, 31.
    expect(body.targets).toEqual({
      award: {
        targetDays: 90,
        measuredProjects: 3,
        averageDays: 69,
        withinTarget: 2,
        overTarget: 1,
        withinTargetRate: 67,
      },
      subAward: {
        targetDays: 60,
        measuredProjects: 2,
        averageDays: 31,
        withinTarget: 2,
        overTarget: 0,
        withinTargetRate: 100,
      },
    });
    // The dashboard counts only Alice's projects with a grant number: a1, a2, a5 (101) and a3 (102).
    expect(body.dashboard.kpis.totalProjects).toBe(4);
    expect(body.dashboard.grants.map((grant) => grant.name)).toEqual(['102', '101']);
  });

  it('refuses a PM another PM’s page, an unknown one alike, and a PM without a name any page', async () => {
    for (const pm of [PM_BOB, 'Nobody At All']) {
      expect(await get(alice, pmUrl(pm))).toEqual({
        status: 403,
        body: { error: PM_MESSAGES.otherPmRefused },
      });
    }
    expect(await get(pmWithoutName, pmUrl(PM_ALICE))).toEqual({
      status: 403,
      body: { error: PM_MESSAGES.noPmName },
    });
    expect((await get(null, pmUrl(PM_ALICE))).status).toBe(401);
  });

  it('lets administrators and viewers open any PM’s page, and answers 404 for an unknown PM', async () => {
    for (const person of [admin, viewer]) {
      const { status, body } = (await get(person, pmUrl(PM_BOB))) as {
        status: number;
        body: PmDashboardResponse;
      };
      expect(status).toBe(200);
      expect(body.summary).toMatchObject({ projectCount: 3, overdueAwardCount: 0, airportCount: 1 });
      // Bob's project at Alice's airport shows, marked as not assigned to him.
      expect(body.airports.map((airport) => [airport.airportCode, airport.isAssigned])).toEqual([
        ['CCC', true],
        ['AAA', false],
      ]);
    }
    expect(await get(admin, pmUrl('Nobody At All'))).toEqual({
      status: 404,
      body: { error: PM_MESSAGES.unknownPm('Nobody At All') },
    });
    const carolPage = (await get(carol, pmUrl(PM_CAROL))) as { status: number; body: PmDashboardResponse };
    expect(carolPage.status).toBe(200);
    expect(carolPage.body.summary.projectCount).toBe(0);
    expect(carolPage.body.dashboard.grants).toEqual([]);
  });

  it('serves the same dashboard through the scope-free service the shared pages use', async () => {
    const viaService = await getPmDashboard(server.ctx, PM_ALICE, PM_NOW);
    const viaRoute = await get(admin, pmUrl(PM_ALICE));
    expect({ ...viaService, abilities: { share: true } }).toEqual(viaRoute.body);
  });

  it('shows every PM side by side to administrators, PMs and viewers', async () => {
    for (const person of [admin, alice, viewer]) {
      const { status, body } = (await get(person, '/api/pm/management')) as {
        status: number;
        body: PmManagementForPerson;
      };
      expect(status).toBe(200);
      expect(pmManagementForPersonSchema.parse(body)).toEqual(body);
      // A PM may open only their own page; administrators and viewers every one.
      expect(body.openablePages).toEqual(person === alice ? [PM_ALICE] : [PM_ALICE, PM_BOB, PM_CAROL]);
      expect(body.pms.map((pm) => pm.pm)).toEqual([PM_ALICE, PM_BOB, PM_CAROL]);
      expect(body.pms[0]).toEqual({
        pm: PM_ALICE,
        airportCount: 2,
        airports: [
          { airportCode: 'AAA', airportName: 'Alpha Field', city: 'Alpha' },
          { airportCode: 'BBB', airportName: 'Bravo Regional', city: 'Bravo' },
        ],
        projectCount: 5,
        openProjectCount: 3,
        bilAmount: 360_000,
        totalAmount: 405_000,
        overdueAwardCount: 1,
        overdueSubAwardCount: 1,
      });
      expect(body.pms[1]).toMatchObject({
        pm: PM_BOB,
        airportCount: 1,
        projectCount: 3,
        openProjectCount: 2,
      });
      expect(body.pms[2]).toMatchObject({ pm: PM_CAROL, airportCount: 0, projectCount: 0 });
      expect(body.unassigned).toMatchObject({
        airports: [{ airportCode: 'DDD' }],
        projectCount: 1,
        openProjectCount: 1,
      });
      expect(body.totals).toEqual({
        airportCount: 4,
        projectCount: 9,
        openProjectCount: 6,
        bilAmount: 460_000,
        totalAmount: 516_500,
        overdueAwardCount: 1,
        overdueSubAwardCount: 1,
      });
    }
    expect((await get(null, '/api/pm/management')).status).toBe(401);
  });
});
