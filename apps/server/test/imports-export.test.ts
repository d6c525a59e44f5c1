import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { importClient } from './imports.fixtures';

describe('export everything, and import it back', { timeout: 120_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let pmName: string;

  beforeAll(async () => {
    server = await buildTestServer();
    const data = generateDemoData({ projects: 300 });
    await replaceWithDemoData(server.ctx.db, data);
    pmName = data.pms[0] ?? '';
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: pmName });
  });
  afterAll(async () => {
    await server.close();
  });

  const download = (user: SignedInUser, format: 'xlsx' | 'zip') =>
    server.app.inject({
      method: 'GET',
      url: `/api/exports/everything.${format}`,
      headers: { cookie: user.cookie },
    });

  it('round trip: the demo data exported as a workbook imports back with nothing changed', async () => {
    const response = await download(admin, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="airport-grants-export.xlsx"');
    const file = response.rawPayload;
    const api = importClient(server);
    for (const [kind, sheet, count] of [
      ['projects', 'Projects', 300],
      ['airports', 'Airports', undefined],
      ['allocations', 'Allocations', undefined],
      ['dbe-firms', 'DBE firms', undefined],
      ['dbe-contracts', 'DBE contracts', undefined],
      ['grants', 'Grants', undefined],
      ['reimbursements', 'Reimbursements', undefined],
      ['inspections', 'Inspections', undefined],
    ] as const) {
      const dry = await api.dryRun(admin, file, { kind, sheet });
      expect(dry.statusCode, dry.body).toBe(200);
      const report = importReportSchema.parse(dry.json());
      const problems = report.rows.filter((row) => row.action !== 'unchanged').slice(0, 3);
      expect(problems, JSON.stringify(problems)).toEqual([]);
      expect(report.counts).toMatchObject({ created: 0, updated: 0, refused: 0 });
      if (count) expect(report.counts.unchanged).toBe(count);
      else expect(report.counts.unchanged).toBeGreaterThan(0);
    }
  });

  it('a PM exports only their own projects and airports, as CSV files in a zip too', async () => {
    const zip = await JSZip.loadAsync((await download(pm, 'zip')).rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      'airports.csv',
      'allocations.csv',
      'dbe-contracts.csv',
      'dbe-firms.csv',
      'grants.csv',
      'inspections.csv',
      'projects.csv',
      'reimbursements.csv',
    ]);
    const projects = (await zip.file('projects.csv')?.async('string')) ?? '';
    const lines = projects.trim().split('\n');
    const own = await server.ctx.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tdot_pm', '=', pmName)
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBe(Number(own.count));
    const viewer = await signInAs(server.app, 'viewer');
    expect((await download(viewer, 'xlsx')).statusCode).toBe(403);
  });
});
