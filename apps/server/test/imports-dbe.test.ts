import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { countRows, errorOf, importClient, workbookOf } from './imports.fixtures';
import { ALICE, insertDbeProjects, insertFirmRow } from './dbe.fixtures';

const FIRM_HEADER = [
  'name',
  'certification_number',
  'naics_codes',
  'certification_status',
  'certification_effective_date',
];
const CONTRACT_HEADER = [
  'project',
  'contract_number',
  'title',
  'prime_firm',
  'award_date',
  'goal_pct',
  'goal_driven',
];

describe('importing DBE firms and contracts', { timeout: 60_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let projects: { alice: string; bob: string };
  let prime: string;

  beforeAll(async () => {
    server = await buildTestServer();
    api = importClient(server);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    projects = await insertDbeProjects(server.ctx.db);
    await server.ctx.db
      .updateTable('projects')
      .set({ upin: 'UP-A' })
      .where('id', '=', projects.alice)
      .execute();
    prime = await insertFirmRow(server.ctx.db, 'Prime Paving');
  });
  afterAll(async () => {
    await server.close();
  });

  const report = (response: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
    expect(response.statusCode, response.body).toBe(200);
    return importReportSchema.parse(response.json());
  };

  it('firms match by certification number, else by name; a new firm needs its certification; a new status is appended to the history', async () => {
    const first = report(
      await api.apply(
        admin,
        await workbookOf([FIRM_HEADER, ['Able Hauling', 'TN-1', '484110, 238910', 'certified', '1/2/2024']]),
        { kind: 'dbe-firms' },
      ),
    );
    expect(first.counts.created).toBe(1);
    const file = await workbookOf([
      FIRM_HEADER,
      ['Able Hauling LLC', 'tn-1', '484110 238910', 'certified', '2024-01-02'],
      ['prime  paving', null, null, 'certified', '2020-01-01'],
      ['New Firm', null, null, null, null],
      ['Bad Codes', 'TN-9', '12x', 'certified', '2024-01-01'],
      ['Status Only', 'TN-8', null, 'maybe', '2024-01-01'],
      ['Able again', 'TN-1', null, null, null],
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'dbe-firms' }));
    expect(dry.rows.map((row) => [row.action, row.issues[0]])).toEqual([
      ['update', undefined],
      ['update', undefined], // matched by name whatever its case and spaces: the file's spelling is taken
      [
        'refused',
        {
          field: 'certification_status',
          message: 'A new firm needs its certification status and effective date',
        },
      ],
      ['refused', { field: 'naics_codes', message: 'NAICS codes are 2 to 6 digits' }],
      [
        'refused',
        {
          field: 'certification_status',
          message: 'Certification status must be certified, under re-evaluation, decertified or not a DBE',
        },
      ],
      ['refused', { field: '', message: 'Same record as row 2 of this file' }],
    ]);
    const certifications = await countRows(server, 'dbe_firm_certifications');
    const decertified = report(
      await api.apply(
        admin,
        await workbookOf([FIRM_HEADER, ['Prime Paving', null, null, 'decertified', '2025-06-30']]),
        {
          kind: 'dbe-firms',
        },
      ),
    );
    expect(decertified.counts.updated).toBe(1);
    expect(await countRows(server, 'dbe_firm_certifications')).toBe(certifications + 1);
    expect((await api.undo(admin, decertified.runId ?? '')).statusCode).toBe(204);
    expect(await countRows(server, 'dbe_firm_certifications')).toBe(certifications);
    // Firms are the administrators': a PM may not import them.
    expect((await api.dryRun(alice, file, { kind: 'dbe-firms' })).statusCode).toBe(403);
  });

  it('contracts match by project and contract number; a PM imports only on their own airports’ projects; undo of the firm import waits for the contracts', async () => {
    const firms = report(
      await api.apply(
        admin,
        await workbookOf([FIRM_HEADER, ['Second Prime', 'TN-2', null, 'not_dbe', '2024-01-01']]),
        {
          kind: 'dbe-firms',
        },
      ),
    );
    const file = await workbookOf([
      CONTRACT_HEADER,
      ['UP-A', 'C-1', 'Paving', 'Prime Paving', '2025-02-01', 10, 'yes'],
      [projects.alice, 'C-2', 'Lighting', 'TN-2', '2025-02-01', '12.5', 'no'],
      [projects.bob, 'C-3', 'Apron', prime, '2025-02-01', 5, 'no'],
      ['UP-A', 'C-4', 'Fence', 'Nobody Inc', '2025-02-01', 5, 'no'],
      ['UP-A', 'C-5', 'Fence', 'Prime Paving', '2025-02-01', 150, 'maybe'],
    ]);
    const dry = report(await api.dryRun(alice, file, { kind: 'dbe-contracts' }));
    expect(
      dry.rows.map((row) => [row.action, row.issues.map((issue) => `${issue.field}: ${issue.message}`)]),
    ).toEqual([
      ['create', []],
      ['create', []],
      ['refused', ['project: Unknown project']],
      ['refused', ['prime_firm: Unknown firm']],
      [
        'refused',
        ['goal_driven: Goal-driven must be yes or no', 'goal_pct: Contract goal cannot be more than 100'],
      ],
    ]);
    const applied = report(await api.apply(alice, file, { kind: 'dbe-contracts', skipInvalid: true }));
    expect(applied.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 3 });
    const again = report(
      await api.dryRun(
        alice,
        await workbookOf([
          CONTRACT_HEADER,
          ['UP-A', 'C-1', 'Paving', 'Prime Paving', '2025-02-01', 10, 'yes'],
          ['UP-A', 'C-2', 'Lighting and signs', 'TN-2', '2025-02-01', 12.5, 'no'],
        ]),
        { kind: 'dbe-contracts' },
      ),
    );
    expect(again.rows.map((row) => row.action)).toEqual(['unchanged', 'update']);
    const blocked = await api.undo(admin, firms.runId ?? '');
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked)).toMatch(
      /^Cannot undo: 1 record this import created is now in use \(DBE firm .* has a DBE contract\)/,
    );
    expect((await api.undo(alice, applied.runId ?? '')).statusCode).toBe(204);
    expect(await countRows(server, 'dbe_contracts')).toBe(0);
    expect((await api.undo(admin, firms.runId ?? '')).statusCode).toBe(204);
  });

  it('undo of a project import: a DBE contract on a project it created blocks it with a clear message; on a project it only updated, it does not', async () => {
    const header = ['airport_code', 'project_title', 'upin'];
    const created = report(
      await api.apply(admin, await workbookOf([header, ['AAA', 'Imported runway', 'UP-NEW']]), {
        kind: 'projects',
      }),
    );
    const updated = report(
      await api.apply(admin, await workbookOf([header, ['AAA', 'Renamed runway', 'UP-A']]), {
        kind: 'projects',
      }),
    );
    expect(updated.counts.updated).toBe(1);
    const contracts = report(
      await api.apply(
        admin,
        await workbookOf([
          CONTRACT_HEADER,
          ['UP-NEW', 'C-9', 'Paving', 'Prime Paving', '2025-02-01', 0, 'no'],
          ['UP-A', 'C-9', 'Paving', 'Prime Paving', '2025-02-01', 0, 'no'],
        ]),
        { kind: 'dbe-contracts' },
      ),
    );
    expect(contracts.counts.created).toBe(2);
    expect((await api.undo(admin, updated.runId ?? '')).statusCode).toBe(204);
    const title = await server.ctx.db
      .selectFrom('projects')
      .select('project_title')
      .where('id', '=', projects.alice)
      .executeTakeFirstOrThrow();
    expect(title.project_title).toBe('Alpha runway');
    const blocked = await api.undo(admin, created.runId ?? '');
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked)).toMatch(
      /^Cannot undo: 1 record this import created is now in use \(project .* has a DBE contract\)\. Undo or delete those records first\.$/,
    );
    expect((await api.undo(admin, contracts.runId ?? '')).statusCode).toBe(204);
    expect((await api.undo(admin, created.runId ?? '')).statusCode).toBe(204);
  });
});
