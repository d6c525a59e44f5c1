import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryDetailSchema,
  deliveryPortfolioSchema,
  grantListSchema,
  type DbeContractList,
  type DeliveryDetail,
  type DeliveryRow,
} from '@bil/domain';
import { sql } from 'kysely';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Figures shown twice (docs/ARCHITECTURE.md), the Delivery pair: delivery's dates against the DBE
 * contract, BIL project and GC&I grant records, each read through the API its own screen uses, for every
 * awarded project of the demo set. One story per project: a contract only on an executed project, after
 * its sub-award; a closed-out grant only when its projects' delivery is closed out.
 */
describe('reconciliation: delivery vs the DBE, BIL and GC&I records', () => {
  let server: TestServer;
  let admin: SignedInUser;
  const data = generateDemoData();
  let rows: DeliveryRow[] = [];
  const details = new Map<string, DeliveryDetail>();
  let contracts: DbeContractList['contracts'] = [];
  let grants: { grant_number: string; closeout_received_date: string | null; status: string }[] = [];

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, data);
    admin = await signInAs(server.app, 'admin');
    const first = deliveryPortfolioSchema.parse(await get('/api/delivery?pageSize=200'));
    rows = [...first.rows];
    for (let page = 2; page <= Math.ceil(first.totalRows / 200); page += 1)
      rows.push(...deliveryPortfolioSchema.parse(await get(`/api/delivery?pageSize=200&page=${page}`)).rows);
    for (const row of rows)
      details.set(row.projectId, deliveryDetailSchema.parse(await get(`/api/delivery/${row.projectId}`)));
    const list = (await get('/api/dbe/contracts')) as DbeContractList;
    expect(list.truncated).toBe(false);
    contracts = list.contracts;
    grants = grantListSchema.parse(await get('/api/gci/grants?limit=10000')).rows;
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it('lists every awarded project, and some have a DBE contract, a closed-out grant, an open one', () => {
    const awarded = data.projects.filter((project) => project.award_date !== null);
    expect(rows).toHaveLength(awarded.length);
    const withContract = rows.filter((row) => contracts.some((c) => c.projectId === row.projectId));
    expect(withContract.length).toBeGreaterThan(30);
    expect(grants.filter((grant) => grant.closeout_received_date !== null).length).toBeGreaterThan(5);
    expect(grants.filter((grant) => grant.closeout_received_date === null).length).toBeGreaterThan(5);
  });

  it("gives each project's contract award and final acceptance the DBE contracts' dates", () => {
    for (const row of rows) {
      const own = contracts.filter((contract) => contract.projectId === row.projectId);
      const detail = details.get(row.projectId) as DeliveryDetail;
      if (own.length === 0) {
        expect(detail.milestoneSources.contractAward, row.projectId).toBeUndefined();
        continue;
      }
      const first = [...own].sort((a, b) => a.awardDate.localeCompare(b.awardDate))[0];
      expect(detail.milestones.contractAward.actual, row.projectId).toBe(first?.awardDate);
      expect(detail.milestoneSources.contractAward?.reference).toBe(first?.contractNumber);
      const completed = own.map((contract) => contract.completedDate);
      const accepted = completed.every((date) => date !== null) ? completed.sort().at(-1) : null;
      expect(detail.milestones.finalAcceptance.actual, row.projectId).toBe(accepted);
      // Percent done follows: 100 once the contract is completed.
      if (accepted) expect(detail.percentComplete, row.projectId).toBe(100);
      // Late never on a milestone a record has done.
      expect(detail.lateMilestones).not.toContain('contractAward');
    }
  });

  it("gives each project's closeout its GC&I grant's closeout received", () => {
    const byNumber = new Map(grants.map((grant) => [grant.grant_number, grant]));
    let compared = 0;
    for (const row of rows) {
      const grant = row.grantNumber ? byNumber.get(row.grantNumber) : undefined;
      const detail = details.get(row.projectId) as DeliveryDetail;
      if (!grant) {
        expect(detail.milestoneSources.closeout, row.projectId).toBeUndefined();
        continue;
      }
      expect(detail.milestones.closeout.actual, row.projectId).toBe(grant.closeout_received_date);
      expect(detail.milestoneSources.closeout?.reference).toBe(grant.grant_number);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("shows the BIL project's own status and dates, and a contract only on an executed project after its sub-award", async () => {
    for (const row of rows) {
      const project = (await get(`/api/projects/${row.projectId}`)) as {
        status: string;
        application_date: string | null;
        award_date: string | null;
        sub_award_date: string | null;
      };
      const { bil } = details.get(row.projectId) as DeliveryDetail;
      expect(bil, row.projectId).toEqual({
        status: project.status,
        applicationDate: project.application_date,
        awardDate: project.award_date,
        subAwardDate: project.sub_award_date,
      });
      for (const contract of contracts.filter((c) => c.projectId === row.projectId)) {
        expect(project.status, contract.contractNumber).toBe('executed');
        expect(contract.awardDate >= (project.sub_award_date ?? '9999')).toBe(true);
      }
    }
  });

  it('keeps the list (stored dates, SQL health) equal to the detail (dates derived from the records)', () => {
    for (const row of rows) {
      const detail = details.get(row.projectId) as DeliveryDetail;
      expect(
        {
          health: row.health,
          late: row.lateMilestones,
          first: row.firstOpenPlanned,
          percent: row.percentComplete,
        },
        row.projectId,
      ).toEqual({
        health: detail.health,
        late: detail.lateMilestones,
        first: detail.firstOpenPlanned,
        percent: detail.percentComplete,
      });
    }
  });

  it('follows a change on the DBE record, and refuses another date typed on delivery, naming the record', async () => {
    const contract = contracts.find(
      (c) => c.completedDate === null && details.get(c.projectId)?.hasRecord === true,
    );
    if (!contract) throw new Error('no open contract on a tracked project in the demo');
    const detail = details.get(contract.projectId) as DeliveryDetail;
    // The contract is completed on the DBE record (a database write, as the DBE screen's save makes), on
    // the demo's day, after every date the demo records.
    const completedOn = data.asOf;
    await sql`update dbe_contracts set completed_date = ${completedOn} where id = ${contract.id}`.execute(
      server.ctx.db,
    );
    const after = deliveryDetailSchema.parse(await get(`/api/delivery/${contract.projectId}`));
    expect(after.milestones.finalAcceptance.actual).toBe(completedOn);
    expect(after.percentComplete).toBe(100);
    const stored = await server.ctx.db
      .selectFrom('delivery_records')
      .select(['final_acceptance_actual', 'contract_award_actual'])
      .where('project_id', '=', contract.projectId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      final_acceptance_actual: completedOn,
      contract_award_actual: contract.awardDate,
    });

    const body = {
      milestones: {
        ...after.milestones,
        contractAward: { ...after.milestones.contractAward, actual: '2026-10-15' },
      },
      percentComplete: 100,
      contractAmountCents: after.contractAmountCents,
      amountDrawnCents: after.amountDrawnCents,
      notes: after.notes,
    };
    const refused = await server.app.inject({
      method: 'PUT',
      url: `/api/delivery/${contract.projectId}`,
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      error: expect.stringContaining(`comes from DBE contract ${contract.contractNumber} (award)`) as string,
    });
    // Nothing changed.
    const unchanged = deliveryDetailSchema.parse(await get(`/api/delivery/${contract.projectId}`));
    expect(unchanged.milestones.contractAward.actual).toBe(contract.awardDate);
    expect(unchanged.updatedAt).toBe(after.updatedAt);
    expect(detail.milestones.contractAward.actual).toBe(contract.awardDate);

    // The same body with the record's date (or a blank) saves.
    const saved = await server.app.inject({
      method: 'PUT',
      url: `/api/delivery/${contract.projectId}`,
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: {
        ...body,
        milestones: { ...body.milestones, contractAward: { ...body.milestones.contractAward, actual: null } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(deliveryDetailSchema.parse(saved.json()).milestones.contractAward.actual).toBe(contract.awardDate);
  });
});
