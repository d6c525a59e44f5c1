import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalYearOfDate } from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { generateDbeDemoData } from '../src/demo/dbe-demo';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { computeDbeReport } from '../src/modules/dbe';
import { buildTestServer, type TestServer } from './support/build-test-server';

describe('DBE demo data', () => {
  let server: TestServer;
  const data = generateDemoData();
  const dbe = generateDbeDemoData(data.projects);

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, data);
  });
  afterAll(async () => {
    await server.close();
  });

  it('has about 60 firms and 60 contracts across FY22-FY26 on demo projects, with commitments and payments', async () => {
    expect(dbe.firms.length).toBeGreaterThanOrEqual(55);
    expect(dbe.contracts.length).toBeGreaterThanOrEqual(50);
    const years = new Set(dbe.contracts.map((contract) => fiscalYearOfDate(contract.award_date)));
    expect([...years].sort()).toEqual([2022, 2023, 2024, 2025, 2026]);
    const projectIds = new Set(data.projects.map((project) => project.id));
    expect(dbe.contracts.every((contract) => projectIds.has(contract.project_id))).toBe(true);
    const count = async (table: 'dbe_firms' | 'dbe_contracts' | 'dbe_commitments' | 'dbe_payments') =>
      Number(
        (
          await server.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('dbe_firms')).toBe(dbe.firms.length);
    expect(await count('dbe_contracts')).toBe(dbe.contracts.length);
    expect(await count('dbe_commitments')).toBe(dbe.commitments.length);
    expect(await count('dbe_payments')).toBe(dbe.payments.length);
    expect(dbe.payments.length).toBeGreaterThan(dbe.contracts.length * 3);
  });

  it('is the same on every run', () => {
    expect(generateDbeDemoData(generateDemoData().projects)).toEqual(dbe);
  });

  it('gives the FY2026 report one failing cross-check: a DBE committed before certification, and commitments while under re-evaluation', async () => {
    const { report, crossChecks } = await computeDbeReport(server.ctx.db, 2026);
    expect(report.sectionA.total.totalCount).toBeGreaterThan(10);
    expect(report.sectionA.total.dbeDollars).toBeGreaterThan(0); // re-certified firms count again
    const failing = crossChecks.filter((check) => !check.passed);
    expect(failing.map((check) => check.id)).toEqual(['dbe_certified_at_commitment']);
    const items = failing[0]?.items ?? [];
    expect(items.filter((item) => item.includes('Harpeth Traffic Control LLC'))).toHaveLength(1);
    // Every other item is a commitment made while its firm awaited re-evaluation (not counted).
    expect(
      items
        .filter((item) => !item.includes('Harpeth'))
        .every((item) => item.endsWith('(under re-evaluation)')),
    ).toBe(true);
    expect(items.length).toBeGreaterThan(1);
    for (const year of [2022, 2023, 2024, 2025]) {
      const earlier = await computeDbeReport(server.ctx.db, year);
      expect(earlier.crossChecks.every((check) => check.passed)).toBe(true);
      expect(earlier.report.sectionA.total.dbeDollars).toBeGreaterThan(0);
    }
  });

  it('can be replaced again (DBE records go before the projects they hang on)', async () => {
    await replaceWithDemoData(server.ctx.db, data);
    const contracts = await server.ctx.db.selectFrom('dbe_contracts').select('id').execute();
    expect(contracts).toHaveLength(dbe.contracts.length);
  });
});
