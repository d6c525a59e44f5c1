import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { countRows, errorOf, importClient, workbookOf } from './imports.fixtures';

const GRANT_HEADER = [
  'grant_number',
  'program',
  'Airport code',
  'sponsor',
  'title',
  'federal_amount',
  'execution_date',
  'pop_end_date',
  'status',
];
const grant = (number: string, airport: string, federal: number | string, status = 'active') => [
  number,
  'bil_aig',
  airport,
  'City',
  `Grant ${number}`,
  federal,
  '1/15/2024',
  '2027-12-31',
  status,
];

describe('importing GC&I grants, reimbursements and inspections', { timeout: 60_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;
  let alice: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    api = importClient(server);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: 'Alice' });
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: 'Alice' },
      { airport_code: 'BBB', airport_name: 'Bravo Field', city: 'Bravotown', tdot_pm: 'Bob' },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const report = (response: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
    expect(response.statusCode, response.body).toBe(200);
    return importReportSchema.parse(response.json());
  };
  const actions = (result: ImportReport) => result.rows.map((row) => [row.row, row.action]);

  it('grants: create, update and unchanged by grant number, refused rows with reasons, duplicates in the file; all or nothing, then undo', async () => {
    const first = report(
      await api.apply(
        admin,
        await workbookOf([GRANT_HEADER, grant('G-1', 'AAA', 1000), grant('G-2', 'BBB', 500)]),
        {
          kind: 'grants',
        },
      ),
    );
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 0 });
    const file = await workbookOf([
      GRANT_HEADER,
      grant('G-1', 'AAA', '$1,500.00'),
      grant('G-2', 'BBB', 500),
      grant('G-3', 'ZZZ', 10),
      grant('G-4', 'AAA', 10, 'closed'),
      grant('G-1', 'AAA', 7),
      grant('G-5', 'AAA', 'lots'),
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'grants' }));
    expect(actions(dry)).toEqual([
      [2, 'update'],
      [3, 'unchanged'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    expect(dry.rows.map((row) => row.issues[0])).toEqual([
      undefined,
      undefined,
      { field: 'airport_code', message: 'Unknown airport code' },
      { field: 'pop_end_date', message: 'A closed grant needs its completion date' },
      { field: '', message: 'Same record as row 2 of this file' },
      { field: 'federal_amount', message: 'Federal amount must be a number' },
    ]);
    // All or nothing: a refused row and nothing is written.
    const refusedApply = report(await api.apply(admin, file, { kind: 'grants' }));
    expect(refusedApply.applied).toBe(false);
    const stored = await server.ctx.db
      .selectFrom('gci_grants')
      .select('federal_amount')
      .where('grant_number', '=', 'G-1')
      .executeTakeFirstOrThrow();
    expect(stored.federal_amount).toBe(1000);
    // Skip invalid: the valid rows only; then undo puts the amount back.
    const applied = report(await api.apply(admin, file, { kind: 'grants', skipInvalid: true }));
    expect(applied.counts).toEqual({ created: 0, updated: 1, unchanged: 1, refused: 4 });
    const after = await server.ctx.db
      .selectFrom('gci_grants')
      .select('federal_amount')
      .where('grant_number', '=', 'G-1')
      .executeTakeFirstOrThrow();
    expect(after.federal_amount).toBe(1500);
    expect((await api.undo(admin, applied.runId ?? '')).statusCode).toBe(204);
    const undone = await server.ctx.db
      .selectFrom('gci_grants')
      .select('federal_amount')
      .where('grant_number', '=', 'G-1')
      .executeTakeFirstOrThrow();
    expect(undone.federal_amount).toBe(1000);
    // Undo of the first import: both created grants go.
    expect((await api.undo(admin, first.runId ?? '')).statusCode).toBe(204);
    expect(await countRows(server, 'gci_grants')).toBe(0);
  });

  it('a PM imports grants and inspections only for their own airports; another PM’s grant is not revealed', async () => {
    await api.apply(admin, await workbookOf([GRANT_HEADER, grant('B-1', 'BBB', 100)]), { kind: 'grants' });
    const dry = report(
      await api.dryRun(
        alice,
        await workbookOf([
          GRANT_HEADER,
          grant('A-1', 'AAA', 100),
          grant('A-2', 'BBB', 100),
          grant('B-1', 'AAA', 100),
        ]),
        {
          kind: 'grants',
        },
      ),
    );
    expect(dry.rows.map((row) => [row.action, row.issues[0]?.message])).toEqual([
      ['create', undefined],
      ['refused', 'You can import records only for your own airports'],
      ['refused', 'A grant with this grant number already exists'],
    ]);
    const inspections = report(
      await api.dryRun(
        alice,
        await workbookOf([
          ['airport_code', 'inspection_date', 'inspector'],
          ['AAA', '2025-05-01', 'Kim'],
          ['BBB', '2025-05-01', 'Kim'],
          ['AAA', '2999-01-01', 'Kim'],
        ]),
        { kind: 'inspections' },
      ),
    );
    expect(inspections.rows.map((row) => [row.action, row.issues[0]?.message])).toEqual([
      ['create', undefined],
      ['refused', 'You can import records only for your own airports'],
      ['refused', 'Inspection date cannot be in the future'],
    ]);
    const viewer = await signInAs(server.app, 'viewer');
    expect((await api.dryRun(viewer, await workbookOf([GRANT_HEADER]), { kind: 'grants' })).statusCode).toBe(
      403,
    );
  });

  it('reimbursements match by grant and request number, stay within what the grant has left, and block undoing the grant import', async () => {
    const grants = report(
      await api.apply(admin, await workbookOf([GRANT_HEADER, grant('R-1', 'AAA', 1000)]), { kind: 'grants' }),
    );
    const header = [
      'grant_number',
      'request_number',
      'request_date',
      'requested_amount',
      'approved_amount',
      'paid_date',
    ];
    const first = report(
      await api.apply(
        admin,
        await workbookOf([
          header,
          ['R-1', '1', '2024-03-01', 400, 400, '2024-04-01'],
          ['R-1', '2', '2024-05-01', 300, null, null],
        ]),
        { kind: 'reimbursements' },
      ),
    );
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 0 });
    const dry = report(
      await api.dryRun(
        admin,
        await workbookOf([
          header,
          ['R-1', '1', '2024-03-01', 400, 400, '2024-04-01'],
          ['R-1', '2', '2024-05-01', 300, 250, null],
          ['R-1', '3', '2024-06-01', 400, null, null],
          ['R-1', '4', '2023-01-01', 10, null, null],
          ['NOPE', '1', '2024-06-01', 10, null, null],
          ['R-1', '5', '2024-06-01', 10, null, '2024-07-01'],
        ]),
        { kind: 'reimbursements' },
      ),
    );
    expect(dry.rows.map((row) => [row.action, row.issues[0]?.message])).toEqual([
      ['unchanged', undefined],
      ['update', undefined],
      ['refused', 'The request is more than the grant has left to draw'],
      ['refused', 'Request date must be on or after the grant execution date'],
      ['refused', 'No grant you can see has this grant number'],
      ['refused', 'A reimbursement is paid only after it is approved'],
    ]);
    const undo = await api.undo(admin, grants.runId ?? '');
    expect(undo.statusCode).toBe(409);
    expect(errorOf(undo)).toMatch(
      /^Cannot undo: 1 record this import created is now in use \(grant .* has a reimbursement\)/,
    );
    expect((await api.undo(admin, first.runId ?? '')).statusCode).toBe(204);
    expect((await api.undo(admin, grants.runId ?? '')).statusCode).toBe(204);
    expect(await countRows(server, 'gci_reimbursements')).toBe(0);
  });

  it('inspections match by airport and day; a column the import wrote, edited since, blocks undo', async () => {
    const header = ['airport_code', 'inspection_date', 'inspector', 'notes'];
    const created = report(
      await api.apply(admin, await workbookOf([header, ['AAA', '3/1/2025', 'Kim', null]]), {
        kind: 'inspections',
      }),
    );
    expect(created.counts.created).toBe(1);
    const again = report(
      await api.apply(admin, await workbookOf([header, ['aaa', '2025-03-01', 'Kim', 'Lights out']]), {
        kind: 'inspections',
      }),
    );
    expect(again.counts).toEqual({ created: 0, updated: 1, unchanged: 0, refused: 0 });
    // Undo puts back only the columns the import wrote: an edit of one of them since blocks it.
    await server.ctx.db.updateTable('gci_inspections').set({ notes: 'Fixed' }).execute();
    const undo = await api.undo(admin, again.runId ?? '');
    expect(undo.statusCode).toBe(409);
    expect(errorOf(undo)).toContain('Cannot undo: 1 record changed since the import (inspection ');
  });
});
