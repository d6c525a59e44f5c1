import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatImportSummary, importHistorySchema, importReportSchema, type ImportReport } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { countRows, csvOf, importClient, workbookOf } from './imports.fixtures';

const HEADER = ['airport_code', 'Project Title', 'UPIN', 'Application Date', 'BIL AIG amount', 'status'];

describe('importing projects', { timeout: 60_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    api = importClient(server);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: 'Alice' });
    viewer = await signInAs(server.app, 'viewer');
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: 'Alice' },
      { airport_code: 'BBB', airport_name: 'Bravo Field', city: 'Bravotown', tdot_pm: 'Bob' },
    ]);
  });
  beforeEach(async () => {
    await server.ctx.db.deleteFrom('projects').execute();
  });
  afterAll(async () => {
    await server.close();
  });

  const report = (response: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
    expect(response.statusCode, response.body).toBe(200);
    return importReportSchema.parse(response.json());
  };

  it('dry run: create, update by UPIN, unchanged and refused rows, with the reason per cell; writes nothing', async () => {
    await insertProjects(server.ctx.db, [
      { airport_code: 'AAA', project_title: 'Runway', upin: 'U-1', tdot_pm: 'Alice', bil_aig_amount: 100 },
      { airport_code: 'AAA', project_title: 'Apron', upin: 'U-2', tdot_pm: 'Alice' },
    ]);
    const file = await workbookOf([
      HEADER,
      ['AAA', 'Taxiway', 'U-3', '3/31/2025', '$1,234.50', 'pending'],
      ['AAA', 'Runway', 'U-1', null, 250, 'pending'],
      ['AAA', 'Apron', 'U-2', null, null, 'pending'],
      ['AAA', 'Fence', 'U-4', 'not a date', 'lots', 'pending'],
      ['AAA', 'Taxiway again', 'U-3', null, 1, 'pending'],
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'projects' }));
    expect(dry.counts).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 2 });
    expect(dry.applied).toBe(false);
    expect(dry.rows.map((row) => [row.row, row.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'unchanged'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(dry.rows[3]?.issues).toEqual([
      { field: 'application_date', message: 'Application date must be a date, e.g. 2025-03-31 or 3/31/2025' },
      { field: 'bil_aig_amount', message: 'BIL AIG amount must be a number' },
    ]);
    expect(dry.rows[4]?.issues[0]?.message).toBe('Same record as row 2 of this file');
    expect(dry.mapping).toMatchObject({
      'Project Title': 'project_title',
      UPIN: 'upin',
      'BIL AIG amount': 'bil_aig_amount',
    });
    expect(await countRows(server, 'projects')).toBe(2);
    expect(formatImportSummary(dry.counts)).toBe('import: 1 created, 1 updated, 1 unchanged, 2 refused');
  });

  it('all or nothing: a refused row stops the import; skipInvalid writes the valid rows; audited as one import', async () => {
    const file = csvOf([
      HEADER,
      ['AAA', 'Taxiway', 'U-10', '2025-01-15', '$1,234', 'Approved'],
      ['ZZZ', 'Nowhere', 'U-11', '', '', ''],
    ]);
    const refused = report(await api.apply(admin, file, { kind: 'projects', fileName: 'book.csv' }));
    expect(refused).toMatchObject({ applied: false, runId: null, counts: { created: 1, refused: 1 } });
    expect(refused.rows[1]?.issues).toEqual([
      { field: 'airport_code', message: 'Airport ZZZ is not in the airport list' },
    ]);
    expect(await countRows(server, 'projects')).toBe(0);

    const applied = report(
      await api.apply(admin, file, { kind: 'projects', fileName: 'book.csv', skipInvalid: true }),
    );
    expect(applied).toMatchObject({ applied: true, counts: { created: 1, refused: 1 } });
    const saved = await server.ctx.db.selectFrom('projects').selectAll().executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      upin: 'U-10',
      application_date: '2025-01-15',
      bil_aig_amount: 1234,
      status: 'approved',
      airport_name: 'Alpha Field',
      tdot_pm: 'Alice',
      created_by: admin.userId,
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'import')
      .where('resource_id', '=', applied.runId)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ kind: 'projects', fileName: 'book.csv', sha256: applied.sha256 });
    expect(audit.after).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 1 });
    const history = importHistorySchema.parse((await api.history(admin)).json());
    expect(history.runs[0]).toMatchObject({
      id: applied.runId,
      fileName: 'book.csv',
      abilities: { undo: true },
    });
  });

  it('matches by id before UPIN, and undo restores updates and removes creations as a whole', async () => {
    const [runway] = await insertProjects(server.ctx.db, [
      { airport_code: 'AAA', project_title: 'Runway', upin: 'U-1', tdot_pm: 'Alice', bil_aig_amount: 100 },
    ]);
    const file = await workbookOf([
      ['id', ...HEADER],
      [runway ?? '', 'AAA', 'Runway rehab', 'U-1b', null, 900, 'approved'],
      [null, 'AAA', 'New hangar', null, null, null, null],
    ]);
    const applied = report(await api.apply(admin, file, { kind: 'projects' }));
    expect(applied.counts).toMatchObject({ created: 1, updated: 1 });
    const updated = await server.ctx.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', runway ?? '')
      .executeTakeFirstOrThrow();
    expect(updated).toMatchObject({
      project_title: 'Runway rehab',
      upin: 'U-1b',
      bil_aig_amount: 900,
      version: 2,
    });

    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
    const restored = await server.ctx.db.selectFrom('projects').selectAll().execute();
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({
      id: runway,
      project_title: 'Runway',
      upin: 'U-1',
      bil_aig_amount: 100,
    });
    const again = await api.undo(admin, applied.runId ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This import was already undone' });
  });

  it('refuses undo once a record the import touched was changed since', async () => {
    const file = csvOf([HEADER, ['AAA', 'Beacon', 'U-20', '', '', '']]);
    const applied = report(await api.apply(admin, file, { kind: 'projects' }));
    await server.ctx.db.updateTable('projects').set({ project_title: 'Edited', version: 2 }).execute();
    const undo = await api.undo(admin, applied.runId ?? '');
    expect(undo.statusCode).toBe(409);
    expect(undo.body).toContain('Cannot undo: 1 record changed since the import');
    expect(await countRows(server, 'projects')).toBe(1);
  });

  it('a PM imports only for their airports; another PM’s airport and project are refused; viewers may not import', async () => {
    await insertProjects(server.ctx.db, [
      { airport_code: 'BBB', project_title: 'Bob’s', upin: 'B-1', tdot_pm: 'Bob' },
    ]);
    const file = csvOf([
      HEADER,
      ['AAA', 'Mine', 'A-1', '', '', ''],
      ['BBB', 'Not mine', 'A-2', '', '', ''],
      ['BBB', 'Bob’s renamed', 'B-1', '', '', ''],
    ]);
    const dry = report(await api.dryRun(alice, file, { kind: 'projects' }));
    expect(dry.rows.map((row) => row.action)).toEqual(['create', 'refused', 'refused']);
    expect(dry.rows[1]?.issues[0]?.message).toBe('TDOT PMs can only create projects assigned to themselves');
    expect(dry.rows[2]?.issues[0]?.message).toBe('No project you can see has this ID or UPIN');
    const applied = report(await api.apply(alice, file, { kind: 'projects', skipInvalid: true }));
    expect(applied.counts).toMatchObject({ created: 1, refused: 2 });
    const mine = await server.ctx.db
      .selectFrom('projects')
      .selectAll()
      .where('upin', '=', 'A-1')
      .executeTakeFirstOrThrow();
    expect(mine).toMatchObject({ tdot_pm: 'Alice', created_by: alice.userId });
    // An admin's import is not the PM's to undo; the PM's own is.
    expect((await api.dryRun(alice, file, { kind: 'airports' })).statusCode).toBe(403);
    expect((await api.dryRun(viewer, file, { kind: 'projects' })).statusCode).toBe(403);
    expect((await api.history(viewer)).statusCode).toBe(403);
    const history = importHistorySchema.parse((await api.history(alice)).json());
    expect(history.kinds).toEqual([
      'projects',
      'dbe-contracts',
      'grants',
      'reimbursements',
      'inspections',
      'faa-grants',
    ]);
    expect(history.runs.map((run) => run.id)).toEqual([applied.runId]);
    expect((await api.undo(alice, applied.runId ?? '')).statusCode).toBe(204);
  });
});
