import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeGrantFunding,
  GRANT_ALERT_KINDS,
  grantListSchema,
  inspectionListSchema,
  complianceListSchema,
  COMPLIANCE_STATUSES,
  type GrantList,
} from '@bil/domain';
import { DEMO_ACCOUNT_PM } from '../src/demo/tennessee-airports';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('GC&I demo data and the grant alerts in SQL and in the domain', () => {
  let server: TestServer;
  let admin: SignedInUser;
  const list = async (query: string): Promise<GrantList> =>
    grantListSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/gci/grants?limit=10000&${query}`,
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );

  beforeAll(async () => {
    server = await buildTestServer();
    const counts = await replaceWithDemoData(server.ctx.db, generateDemoData());
    expect(counts.gciGrants).toBeGreaterThan(50);
    expect(counts.gciReimbursements).toBeGreaterThan(100);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('has grants of every program and status, each BIL one matching the demo projects of its number', async () => {
    const all = await list('');
    expect(new Set(all.rows.map((row) => row.program)).size).toBe(7);
    expect(new Set(all.rows.map((row) => row.status))).toEqual(new Set(['active', 'closing', 'closed']));
    const bil = all.rows.filter((row) => row.program.startsWith('bil_'));
    expect(bil.length).toBeGreaterThan(20);
    expect(bil.every((row) => row.projectCount > 0)).toBe(true);
    expect(all.rows.some((row) => row.funding.drawn > 0 && row.funding.remaining > 0)).toBe(true);
  });

  it('keeps the drawdown sums (database trigger) equal to the domain figures for every demo grant', async () => {
    const all = await list('');
    const reimbursements = await server.ctx.db.selectFrom('gci_reimbursements').selectAll().execute();
    for (const row of all.rows) {
      const own = reimbursements.filter((item) => item.grant_id === row.id);
      expect(row.funding, row.grant_number).toEqual(computeGrantFunding(row, own));
    }
  });

  it('filters by each alert exactly the grants whose domain alerts name it, and there are some of each', async () => {
    const all = await list('');
    for (const kind of GRANT_ALERT_KINDS) {
      const expected = all.rows
        .filter((row) => row.alerts.some((alert) => alert.kind === kind))
        .map((row) => row.id);
      const filtered = await list(`alert=${kind}`);
      expect(filtered.rows.map((row) => row.id).sort(), kind).toEqual(expected.sort());
      expect(expected.length, kind).toBeGreaterThan(0);
      expect(all.alertCounts[kind]).toBe(expected.length);
    }
  });

  it('has about 40 inspections with open, closed and a few overdue corrective actions and airports', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/gci/inspections?limit=10000',
      headers: { cookie: admin.cookie },
    });
    const inspections = inspectionListSchema.parse(response.json());
    expect(inspections.total).toBeGreaterThanOrEqual(35);
    expect(inspections.total).toBeLessThanOrEqual(45);
    expect(inspections.counts.overdueActions).toBeGreaterThan(0);
    expect(inspections.counts.overdueActions).toBeLessThan(inspections.counts.openActions);
    expect(inspections.counts.overdueInspections).toBeGreaterThan(0);
    expect(inspections.rows.some((row) => row.tdot_pm === DEMO_ACCOUNT_PM && row.openActions > 0)).toBe(true);
    const statuses = await server.ctx.db
      .selectFrom('gci_discrepancies')
      .select('action_status')
      .distinct()
      .execute();
    expect(statuses.map((row) => row.action_status).sort()).toEqual(['closed', 'in_progress', 'open']);
  });

  it('has compliance items at every airport and in every state', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/gci/compliance?limit=10000',
      headers: { cookie: admin.cookie },
    });
    const compliance = complianceListSchema.parse(response.json());
    for (const status of COMPLIANCE_STATUSES) expect(compliance.counts[status], status).toBeGreaterThan(0);
    const airports = await server.ctx.db.selectFrom('airport_assignments').select('airport_code').execute();
    expect(compliance.airports).toHaveLength(airports.length);
    expect(new Set(compliance.airports.map((airport) => airport.status)).size).toBe(3);
    expect(compliance.calendar.length).toBeGreaterThan(10);
  });
});
