import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessDelivery,
  deliveryPortfolioSchema,
  deliveryRecordSchemaFor,
  firstOpenPlannedDate,
  type DeliveryHealth,
  type DeliveryPortfolio,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { generateRelatedDemo, replaceWithDemoData } from '../src/demo/load-demo-data';
import { milestonesOf } from '../src/modules/delivery/delivery.presenter';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('delivery demo data and the SQL twins of the health rules', () => {
  let server: TestServer;
  let admin: SignedInUser;
  const data = generateDemoData();
  const records = generateRelatedDemo(data).delivery;

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, data);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every executed demo project a valid record, the same every run, some of them late', () => {
    const executed = data.projects.filter((project) => project.status === 'executed');
    expect(records.map((record) => record.project_id)).toEqual(executed.map((project) => project.id));
    const awardOf = new Map(executed.map((project) => [project.id, project.award_date]));
    const healths = new Map<string, number>();
    for (const record of records) {
      const milestones = milestonesOf(record);
      const parsed = deliveryRecordSchemaFor({
        awardDate: awardOf.get(record.project_id) ?? null,
        today: data.asOf,
      }).safeParse({
        milestones,
        percentComplete: record.percent_complete,
        contractAmountCents: record.contract_amount_cents,
        amountDrawnCents: record.amount_drawn_cents,
        notes: record.notes,
      });
      expect(parsed.error?.issues ?? [], record.project_id).toEqual([]);
      const { health } = assessDelivery(
        {
          milestones,
          percentComplete: record.percent_complete,
          progressDate: record.progress_date,
          drawnCents: record.amount_drawn_cents,
          grantCents: 1,
        },
        data.asOf,
      );
      healths.set(health, (healths.get(health) ?? 0) + 1);
    }
    expect(healths.get('late')).toBeGreaterThan(5);
    expect(healths.get('closed')).toBeGreaterThan(5);
    expect(generateRelatedDemo(data).delivery).toEqual(records);
  });

  it('keeps first_open_planned (SQL) equal to firstOpenPlannedDate (domain) for every demo record', async () => {
    const rows = await server.ctx.db.selectFrom('delivery_records').selectAll().execute();
    expect(rows).toHaveLength(records.length);
    for (const row of rows) expect(row.first_open_planned).toBe(firstOpenPlannedDate(milestonesOf(row)));
  });

  it('filters by health in SQL exactly as the domain flags every demo row, late first', async () => {
    const read = async (query: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/delivery?pageSize=200${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return deliveryPortfolioSchema.parse(response.json());
    };
    const pages: DeliveryPortfolio['rows'] = [];
    const first = await read('');
    for (let page = 1; page <= Math.ceil(first.totalRows / 200); page += 1)
      pages.push(...(await read(`&page=${page}`)).rows);
    expect(pages).toHaveLength(first.totals.projects);
    const lateCount = pages.filter((row) => row.lateMilestones.length > 0).length;
    expect(lateCount).toBeGreaterThan(0);
    expect(pages.slice(0, lateCount).every((row) => row.health === 'late')).toBe(true);
    const flagged: Record<
      Exclude<DeliveryHealth, 'untracked' | 'closed'>,
      (row: (typeof pages)[0]) => boolean
    > = {
      late: (row) => row.lateMilestones.length > 0,
      'no-progress': (row) => row.noProgress,
      'draw-gap': (row) => row.drawGap,
      'on-track': (row) => row.health === 'on-track',
    };
    for (const [health, isFlagged] of Object.entries(flagged)) {
      const expected = pages.filter(isFlagged).map((row) => row.projectId);
      const selected: string[] = [];
      const firstPage = await read(`&health=${health}`);
      expect(firstPage.totalRows, health).toBe(expected.length);
      for (let page = 1; page <= Math.ceil(firstPage.totalRows / 200); page += 1)
        selected.push(...(await read(`&health=${health}&page=${page}`)).rows.map((row) => row.projectId));
      expect(selected.sort(), health).toEqual(expected.sort());
    }
    expect(first.totals).toMatchObject({ late: lateCount });
  });
});
