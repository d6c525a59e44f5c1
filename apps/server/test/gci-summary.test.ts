import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportGciSummarySchema,
  complianceListSchema,
  gciOverdueListSchema,
  inspectionListSchema,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { DEMO_ACCOUNT_PM } from '../src/demo/tennessee-airports';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('GC&I on the airport page and the PM dashboard', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let otherPm: SignedInUser;
  const get = async (url: string, user: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData());
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: DEMO_ACCOUNT_PM });
    otherPm = await signInAs(server.app, 'pm', { tdotPm: 'Somebody Else' });
  });
  afterAll(async () => {
    await server.close();
  });

  it("gives each airport's card the same figures as the tabs", async () => {
    const inspections = inspectionListSchema.parse(
      (await get('/api/gci/inspections?show=latest&limit=10000', admin)).json(),
    );
    const compliance = complianceListSchema.parse((await get('/api/gci/compliance?limit=1', admin)).json());
    for (const row of inspections.rows.slice(0, 8)) {
      const summary = airportGciSummarySchema.parse(
        (await get(`/api/gci/airports/${row.airport_code}/summary`, admin)).json(),
      );
      expect(summary.lastInspection).toBe(row.inspection_date);
      expect(summary.nextInspectionDue).toBe(row.airportNextDue);
      expect(summary.inspectionDueState).toBe(row.airportDueState);
      const glance = compliance.airports.find((airport) => airport.airport_code === row.airport_code);
      expect(summary.compliance).toMatchObject({
        status: glance?.status,
        overdue: glance?.overdue,
        findings: glance?.findings,
      });
    }
  });

  it("lists the PM's overdue items, and nobody else's", async () => {
    const url = `/api/gci/overdue?pm=${encodeURIComponent(DEMO_ACCOUNT_PM)}`;
    const mine = gciOverdueListSchema.parse((await get(url, pm)).json());
    const asAdmin = gciOverdueListSchema.parse((await get(url, admin)).json());
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine).toEqual(asAdmin);
    expect(mine.items.every((item) => item.daysOverdue > 0)).toBe(true);
    const actions = inspectionListSchema.parse((await get('/api/gci/inspections?limit=10000', pm)).json());
    expect(mine.items.filter((item) => item.kind === 'corrective_action')).toHaveLength(
      actions.counts.overdueActions,
    );
    expect(gciOverdueListSchema.parse((await get(url, otherPm)).json()).items).toEqual([]);
    const first = mine.items[0]?.airport_code ?? '';
    expect((await get(`/api/gci/airports/${first}/summary`, otherPm)).statusCode).toBe(404);
  });
});
