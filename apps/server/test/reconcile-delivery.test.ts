import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  DELIVERY_MILESTONES,
  deliveryDetailSchema,
  deliveryPortfolioSchema,
  grantListSchema,
  type DbeContractList,
  type DeliveryDetail,
  type DeliveryRow,
  type MilestoneKey,
} from '@bil/domain';
import { sql } from 'kysely';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { installClock } from '../src/lib/clock';
import { insertFirmRow } from './dbe.fixtures';
import { insertAirports, insertProjects } from './support/project-factory';
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
  // At 5,000 projects (issue 30), as the AIG and BIL suites: every row of the list, and the detail of every
  // project with a DBE contract plus one in ten of the rest (the detail is read one request per project).
  const data = generateDemoData({ projects: 5000 });
  let all: DeliveryRow[] = [];
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
    all = [...first.rows];
    for (let page = 2; page <= Math.ceil(first.totalRows / 200); page += 1)
      all.push(...deliveryPortfolioSchema.parse(await get(`/api/delivery?pageSize=200&page=${page}`)).rows);
    const list = (await get('/api/dbe/contracts')) as DbeContractList;
    expect(list.truncated).toBe(false);
    contracts = list.contracts;
    const withContract = new Set(contracts.map((contract) => contract.projectId));
    rows = all.filter((row, index) => index % 10 === 0 || withContract.has(row.projectId));
    for (const row of rows)
      details.set(row.projectId, deliveryDetailSchema.parse(await get(`/api/delivery/${row.projectId}`)));
    grants = grantListSchema.parse(await get('/api/gci/grants?limit=10000')).rows;
  }, 600_000);
  afterAll(async () => {
    await server.close();
  });

  it('lists every awarded project, and some have a DBE contract, a closed-out grant, an open one', () => {
    const awarded = data.projects.filter((project) => project.award_date !== null);
    expect(all).toHaveLength(awarded.length);
    expect(all.length).toBeGreaterThan(3000);
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
  }, 180_000);

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

/**
 * The same pairs on random records (property, both databases): a project with random DBE contracts and a
 * random delivery record, judged on a random day. The list (dates the database trigger keeps, SQL health)
 * must equal the detail (dates derived from the records by the domain, assessDelivery), and the detail's
 * contract award and final acceptance must be the contracts' (earliest award; latest completion once all are).
 */
describe('reconciliation: delivery list = detail = the DBE records, on random data (property)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let projectId = '';
  let primeFirm = '';

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
    await insertAirports(server.ctx.db, [
      { airport_code: 'PDL', airport_name: 'Property Delivery', city: 'Random', tdot_pm: 'Pat Random' },
    ]);
    [projectId = ''] = await insertProjects(server.ctx.db, [
      {
        airport_code: 'PDL',
        tdot_pm: 'Pat Random',
        status: 'executed',
        fiscal_year: 2024,
        application_date: '2023-10-02',
        award_date: '2024-01-15',
        sub_award_date: '2024-02-01',
        grant_number: '9998',
        bil_aig_amount: 1_000_000,
        total_amount: 1_000_000,
      },
    ]);
    primeFirm = await insertFirmRow(server.ctx.db, 'Random Prime', 'not_dbe');
  });
  afterAll(async () => {
    installClock({ fixedNow: null });
    await server.close();
  });

  const get = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  const dayAfterAward = (max: number) =>
    fc.integer({ min: 0, max }).map((days) => addDaysIso('2024-01-15', days));

  it('agrees on random milestones, contracts and days', async () => {
    const contract = fc.record({
      award: dayAfterAward(700),
      completedAfter: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null }),
    });
    const milestone = fc.record({
      plannedGap: fc.integer({ min: 0, max: 200 }),
      done: fc.boolean(),
      slip: fc.integer({ min: -10, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(contract, { maxLength: 3 }),
        fc.array(milestone, { minLength: DELIVERY_MILESTONES.length, maxLength: DELIVERY_MILESTONES.length }),
        fc.integer({ min: 0, max: 100 }),
        dayAfterAward(1500),
        fc.integer({ min: 0, max: 1400 }),
        async (contracts, milestones, percent, today, progressAfter) => {
          installClock({ fixedNow: new Date(`${today}T12:00:00-05:00`) });
          const db = server.ctx.db;
          await db.deleteFrom('delivery_records').where('project_id', '=', projectId).execute();
          await db.deleteFrom('dbe_contracts').where('project_id', '=', projectId).execute();
          for (const [index, item] of contracts.entries())
            await db
              .insertInto('dbe_contracts')
              .values({
                project_id: projectId,
                contract_number: `PDL-${index}`,
                title: 'Random work',
                prime_firm_id: primeFirm,
                award_date: item.award,
                federal_share: 100_000,
                goal_pct: 0,
                goal_driven: false,
                completed_date:
                  item.completedAfter === null ? null : addDaysIso(item.award, item.completedAfter),
                participation_needed: null,
                updated_at: new Date(),
              })
              .execute();
          // Planned dates in order from the award; actual dates in order for the milestones done in a row.
          const dates: Record<string, string | null> = {};
          let planned = '2024-01-15';
          let previous = '2024-01-15';
          let doing = true;
          for (const [index, { key }] of DELIVERY_MILESTONES.entries()) {
            const m = milestones[index] as (typeof milestones)[number];
            planned = addDaysIso(planned, m.plannedGap);
            doing = doing && m.done;
            const actual = doing ? maxDay(previous, addDaysIso(planned, m.slip)) : null;
            if (actual) previous = actual;
            dates[`${COLUMNS[key]}_planned`] = planned;
            dates[`${COLUMNS[key]}_actual`] = actual;
          }
          await db
            .insertInto('delivery_records')
            .values({
              project_id: projectId,
              ...dates,
              percent_complete: percent,
              contract_amount_cents: null,
              amount_drawn_cents: percent * 5_000_00,
              progress_date: addDaysIso('2024-01-15', progressAfter),
              notes: null,
              updated_by: null,
            })
            .execute();

          const list = deliveryPortfolioSchema.parse(await get('/api/delivery?airport=PDL&pageSize=10'));
          expect(list.today).toBe(today);
          const row = list.rows.find((candidate) => candidate.projectId === projectId);
          expect(row).toBeDefined();
          const detail = deliveryDetailSchema.parse(await get(`/api/delivery/${projectId}`));
          expect({
            health: row?.health,
            late: row?.lateMilestones,
            first: row?.firstOpenPlanned,
            percent: row?.percentComplete,
          }).toEqual({
            health: detail.health,
            late: detail.lateMilestones,
            first: detail.firstOpenPlanned,
            percent: detail.percentComplete,
          });
          // The list's group counts hold the same record under the same health.
          expect(list.totals.late).toBe(detail.health === 'late' ? 1 : 0);
          if (contracts.length === 0) return;
          const awards = contracts.map((item) => item.award).sort();
          const completions = contracts.map((item) =>
            item.completedAfter === null ? null : addDaysIso(item.award, item.completedAfter),
          );
          expect(detail.milestones.contractAward.actual).toBe(awards[0]);
          expect(detail.milestones.finalAcceptance.actual).toBe(
            completions.every((day) => day !== null) ? completions.sort().at(-1) : null,
          );
          if (detail.milestones.finalAcceptance.actual) expect(detail.percentComplete).toBe(100);
        },
      ),
      { numRuns: 25, seed: 30 },
    );
  }, 240_000);
});

const COLUMNS: Record<MilestoneKey, string> = {
  designComplete: 'design_complete',
  bidOpening: 'bid_opening',
  contractAward: 'contract_award',
  noticeToProceed: 'notice_to_proceed',
  substantialCompletion: 'substantial_completion',
  finalAcceptance: 'final_acceptance',
  closeout: 'closeout',
};
const maxDay = (a: string, b: string) => (a > b ? a : b);
