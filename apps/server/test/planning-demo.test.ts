import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acipFiscalYears, planItemBodySchema, planningOverviewSchema } from '@bil/domain';
import { DEMO_AS_OF, generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs } from './support/sign-in-as';

describe('planning demo data', () => {
  let server: TestServer;
  const data = generateDemoData();

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, data);
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every demo airport five fiscal years of valid plan items, the same every run', () => {
    const years = acipFiscalYears(DEMO_AS_OF);
    for (const airport of data.airports) {
      const items = data.planItems.filter((item) => item.airport_code === airport.airport_code);
      expect(new Set(items.map((item) => item.fiscal_year)), airport.airport_code).toEqual(new Set(years));
    }
    for (const item of data.planItems) {
      const parsed = planItemBodySchema.safeParse({
        airportCode: item.airport_code,
        title: item.title,
        workType: item.work_type,
        fiscalYear: item.fiscal_year,
        estimatedCost: item.estimated_cost,
        funding: {
          aipEntitlement: item.aip_entitlement,
          bilAig: item.bil_aig,
          aipDiscretionary: item.aip_discretionary,
          state: item.state_amount,
          local: item.local_amount,
        },
        priority: item.priority,
        nationalPriorityRating: item.national_priority_rating,
        status: item.status,
        notes: item.notes,
      });
      expect(parsed.error?.issues ?? [], item.title).toEqual([]);
    }
    expect(generateDemoData().planItems).toEqual(data.planItems);
  });

  it('loads them, with some airports leaving AIG to lapse and some planning more than they have', async () => {
    const admin = await signInAs(server.app, 'admin');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/planning',
      headers: { cookie: admin.cookie },
    });
    const body = planningOverviewSchema.parse(response.json());
    expect(body.items.length).toBe(data.planItems.length);
    expect(body.airports.filter((airport) => airport.lapseAmount > 0).length).toBeGreaterThan(3);
    expect(body.airports.filter((airport) => airport.shortfallAmount > 0).length).toBeGreaterThan(0);
  });
});
