import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { countRows, csvOf, importClient } from './imports.fixtures';

/**
 * Issue 30, observation 5: the form, the import and the API apply one project rule (packages/domain
 * project.schema + project-total): a blank total is BIL + state + local, a total below that is refused
 * with the form's message, and "-500", "12abc", "20X6" are refused with a message, never changed.
 */
const BELOW = 'Total amount ($5) is less than the sum of its parts: BIL, state and local ($1,000)';

type Issue = { path: string; message: string };

describe('one project rule for the API and the import', { timeout: 60_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let imports: ReturnType<typeof importClient>;

  const send = (method: 'POST' | 'PATCH', url: string, user: SignedInUser, payload: object) =>
    server.app.inject({ method, url, headers: { ...sameOrigin, cookie: user.cookie }, payload });
  const stored = (id: string) =>
    server.ctx.db
      .selectFrom('projects')
      .select(['total_amount', 'bil_aig_amount', 'state_amount', 'fiscal_year', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const report = (response: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
    expect(response.statusCode, response.body).toBe(200);
    return importReportSchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await buildTestServer();
    imports = importClient(server);
    admin = await signInAs(server.app, 'admin');
    viewer = await signInAs(server.app, 'viewer');
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: 'Alice' },
    ]);
  });
  beforeEach(async () => {
    await server.ctx.db.deleteFrom('projects').execute();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('the API', () => {
    it('works out a blank or missing total as BIL + state + local', async () => {
      for (const total of [{ total_amount: '' }, { total_amount: null }, {}]) {
        const response = await send('POST', '/api/projects', admin, {
          airport_code: 'AAA',
          project_title: 'Apron',
          bil_aig_amount: 1000.1,
          state_amount: '250.2',
          local_amount: 50,
          ...total,
        });
        expect(response.statusCode, response.body).toBe(201);
        const { id } = response.json<{ id: string }>();
        expect((await stored(id)).total_amount).toBe(1300.3);
      }
    });

    it('refuses a total below the sum with the form’s message, saving nothing', async () => {
      const response = await send('POST', '/api/projects', admin, {
        airport_code: 'AAA',
        project_title: 'Apron',
        bil_aig_amount: 1000,
        total_amount: 5,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: Issue[] }>().issues).toEqual([{ path: 'total_amount', message: BELOW }]);
      expect(await countRows(server, 'projects')).toBe(0);
    });

    it('refuses "-500", "12abc" and "20X6" with a message instead of changing them', async () => {
      const response = await send('POST', '/api/projects', admin, {
        airport_code: 'AAA',
        project_title: 'Apron',
        bil_aig_amount: '-500',
        state_amount: '12abc',
        fiscal_year: '20X6',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: Issue[] }>().issues).toEqual([
        { path: 'bil_aig_amount', message: 'BIL AIG amount cannot be negative' },
        { path: 'state_amount', message: 'State amount must be a number' },
        { path: 'fiscal_year', message: 'Fiscal year must be a whole number' },
      ]);
      expect(await countRows(server, 'projects')).toBe(0);
    });

    it('an edit: a following total moves with its parts, a blank total is worked out, a total below is refused', async () => {
      const [following = '', typed = ''] = await insertProjects(server.ctx.db, [
        { airport_code: 'AAA', tdot_pm: 'Alice', bil_aig_amount: 100, state_amount: 10, total_amount: 110 },
        { airport_code: 'AAA', tdot_pm: 'Alice', bil_aig_amount: 100, total_amount: 500 },
      ]);
      const moved = await send('PATCH', `/api/projects/${following}`, admin, {
        version: 1,
        changes: { bil_aig_amount: 200 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await stored(following)).toMatchObject({ bil_aig_amount: 200, total_amount: 210, version: 2 });

      const worked = await send('PATCH', `/api/projects/${typed}`, admin, {
        version: 1,
        changes: { total_amount: '' },
      });
      expect(worked.statusCode, worked.body).toBe(200);
      expect(await stored(typed)).toMatchObject({ total_amount: 100, version: 2 });

      const below = await send('PATCH', `/api/projects/${following}`, admin, {
        version: 2,
        changes: { total_amount: 5, bil_aig_amount: 1000, state_amount: 0 },
      });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toEqual({ error: BELOW, issues: [{ path: 'total_amount', message: BELOW }] });
      expect(await stored(following)).toMatchObject({ bil_aig_amount: 200, total_amount: 210, version: 2 });

      const bad = await send('PATCH', `/api/projects/${following}`, admin, {
        version: 2,
        changes: { local_amount: '12abc', fiscal_year: '20X6' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ issues: Issue[] }>().issues.map((issue) => issue.message)).toEqual([
        'Local amount must be a number',
        'Fiscal year must be a whole number',
      ]);
    });

    it('still refuses a viewer before looking at the values', async () => {
      const response = await send('POST', '/api/projects', viewer, {
        airport_code: 'AAA',
        project_title: 'Apron',
        bil_aig_amount: 1000,
      });
      expect(response.statusCode).toBe(403);
      expect(await countRows(server, 'projects')).toBe(0);
    });
  });

  describe('the import (projects kind)', () => {
    const HEADER = [
      'Location Identifier',
      'Project Title',
      'UPIN',
      'BIL AIG amount',
      'State amount',
      'Total amount',
      'Fiscal year',
    ];

    it('works out a blank total on create and update, and refuses a total below the sum with the form’s message', async () => {
      await insertProjects(server.ctx.db, [
        {
          airport_code: 'AAA',
          project_title: 'Fence',
          upin: 'U-9',
          tdot_pm: 'Alice',
          bil_aig_amount: 10,
          total_amount: 999,
        },
      ]);
      const file = csvOf([
        HEADER,
        ['AAA', 'Taxiway', 'U-1', '$1,000', '250.50', '', '2026'],
        ['AAA', 'Runway', 'U-2', '1000', '', '5', '2026'],
        ['AAA', 'Fence', 'U-9', '20', '5', '', ''],
      ]);
      const dry = report(await imports.dryRun(admin, file, { kind: 'projects', fileName: 'p.csv' }));
      expect(dry.rows.map((row) => [row.row, row.action, row.issues])).toEqual([
        [2, 'create', []],
        [3, 'refused', [{ field: 'total_amount', message: BELOW }]],
        [4, 'update', []],
      ]);
      report(await imports.apply(admin, file, { kind: 'projects', fileName: 'p.csv', skipInvalid: true }));
      const rows = await server.ctx.db
        .selectFrom('projects')
        .select(['upin', 'total_amount'])
        .orderBy('upin')
        .execute();
      expect(rows).toEqual([
        { upin: 'U-1', total_amount: 1250.5 },
        { upin: 'U-9', total_amount: 25 },
      ]);
    });

    it('refuses "-500", "12abc" and "20X6" with a message per cell', async () => {
      const file = csvOf([HEADER, ['AAA', 'Taxiway', 'U-1', '-500', '12abc', '', '20X6']]);
      const dry = report(await imports.dryRun(admin, file, { kind: 'projects', fileName: 'p.csv' }));
      expect(dry.rows[0]?.issues).toEqual([
        { field: 'bil_aig_amount', message: 'BIL AIG amount cannot be negative' },
        { field: 'state_amount', message: 'State amount must be a number' },
        { field: 'fiscal_year', message: 'Fiscal year must be a whole number' },
      ]);
      expect(await countRows(server, 'projects')).toBe(0);
    });

    it('an update that raises the parts above a total someone typed is refused', async () => {
      await insertProjects(server.ctx.db, [
        {
          airport_code: 'AAA',
          project_title: 'Fence',
          upin: 'U-9',
          tdot_pm: 'Alice',
          bil_aig_amount: 10,
          total_amount: 999,
        },
      ]);
      const file = csvOf([
        ['UPIN', 'Location Identifier', 'Project Title', 'BIL AIG amount'],
        ['U-9', 'AAA', 'Fence', '1000'],
      ]);
      const dry = report(await imports.dryRun(admin, file, { kind: 'projects', fileName: 'p.csv' }));
      expect(dry.rows[0]?.issues).toEqual([
        {
          field: 'total_amount',
          message: 'Total amount ($999) is less than the sum of its parts: BIL, state and local ($1,000)',
        },
      ]);
    });
  });
});
