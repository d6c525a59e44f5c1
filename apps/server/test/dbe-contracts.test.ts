import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbeContract, DbeContractList, DbeFirm, DbeProjectOptions } from '@bil/domain';
import { ALICE, BOB, insertDbeProjects, insertFirmRow } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('DBE contracts, commitments, payments and firms', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let viewer: SignedInUser;
  let reader: SignedInUser;
  let projects: { alice: string; bob: string };
  let prime: string;
  let dbeFirm: string;
  let decertified: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    user?: SignedInUser,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : sameOrigin), ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const contractBody = (overrides: Record<string, unknown> = {}) => ({
    projectId: projects.alice,
    contractNumber: 'AAA-2025-01',
    title: 'Runway 4-22 rehabilitation',
    primeFirmId: prime,
    awardDate: '2024-11-15',
    federalShare: 1_000_000,
    goalPct: 10,
    goalDriven: true,
    ...overrides,
  });
  const count = async (table: 'dbe_contracts' | 'dbe_commitments' | 'dbe_payments' | 'audit_logs') =>
    Number(
      (
        await server.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await buildTestServer();
    projects = await insertDbeProjects(server.ctx.db);
    prime = await insertFirmRow(server.ctx.db, 'Prime Paving', 'not_dbe');
    dbeFirm = await insertFirmRow(server.ctx.db, 'Delta Electric');
    decertified = await insertFirmRow(server.ctx.db, 'Ridge Supply');
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    viewer = await signInAs(server.app, 'viewer');
    reader = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_dbe_awards_commitments: true })
      .where('user_id', '=', reader.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  let contract: DbeContract;

  it('a PM creates a contract on their own project, audited; the answer carries abilities', async () => {
    const response = await call('POST', '/api/dbe/contracts', alice, contractBody());
    expect(response.statusCode).toBe(201);
    contract = response.json<DbeContract>();
    expect(contract).toMatchObject({
      airportCode: 'AAA',
      airportPm: ALICE,
      primeFirmName: 'Prime Paving',
      fiscalYear: 2025,
      status: 'active',
      totals: { goalAmount: 100_000, dbeCommitted: 0, attainmentPct: 0 },
      abilities: { read: true, update: true },
    });
    expect(contract.warnings.map((warning) => warning.code)).toEqual(['below_goal']);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'create_dbe_contract')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: alice.userId, resource_id: contract.id, before: null });
    expect(audit.after).toMatchObject({ contract_number: 'AAA-2025-01', federal_share: 1_000_000 });
  });

  it('commits firms under the counting rules and amends with history', async () => {
    const sub = await call('POST', `/api/dbe/contracts/${contract.id}/commitments`, alice, {
      firmId: dbeFirm,
      kind: 'regular_dealer',
      amount: 150_000,
      countsAsDbe: true,
      commitmentDate: '2024-11-20',
    });
    expect(sub.statusCode).toBe(201);
    const withSub = sub.json<DbeContract>();
    expect(withSub.commitments[0]).toMatchObject({ countedAmount: 90_000, version: 1, amendments: [] });
    expect(withSub.totals).toMatchObject({ committed: 150_000, dbeCommitted: 90_000, attainmentPct: 9 });

    const commitmentId = withSub.commitments[0]?.id ?? '';
    const amended = await call('POST', `/api/dbe/commitments/${commitmentId}/amendments`, alice, {
      kind: 'manufacturer',
      amount: 150_000,
      amendedOn: '2025-01-05',
      reason: 'Firm manufactures the fixtures',
    });
    expect(amended.statusCode).toBe(201);
    const after = amended.json<DbeContract>();
    expect(after.commitments[0]).toMatchObject({ kind: 'manufacturer', countedAmount: 150_000, version: 2 });
    expect(after.commitments[0]?.amendments).toMatchObject([
      {
        version: 2,
        reason: 'Firm manufactures the fixtures',
        before: { kind: 'regular_dealer', counted_amount: 90_000 },
        after: { kind: 'manufacturer', counted_amount: 150_000 },
        amendedBy: alice.email,
      },
    ]);
    expect(after.warnings).toEqual([]);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'amend_dbe_commitment')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ kind: 'regular_dealer' });
    expect(audit.after).toMatchObject({ kind: 'manufacturer' });
  });

  it('records payments to the prime and a committed firm; lagging DBE payments warn', async () => {
    const commitmentId =
      contract.id &&
      (await call('GET', `/api/dbe/contracts/${contract.id}`, admin)).json<DbeContract>().commitments[0]?.id;
    const prime = await call('POST', `/api/dbe/contracts/${contract.id}/payments`, admin, {
      commitmentId: null,
      amount: 800_000,
      paidDate: '2025-05-01',
    });
    expect(prime.statusCode).toBe(201);
    const toDbe = await call('POST', `/api/dbe/contracts/${contract.id}/payments`, admin, {
      commitmentId,
      amount: 30_000.5,
      paidDate: '2025-05-02',
    });
    const body = toDbe.json<DbeContract>();
    expect(body.totals).toMatchObject({ primePaid: 800_000, dbePaid: 30_000.5 });
    expect(body.commitments[0]?.paid).toBe(30_000.5);
    expect(body.payments.map((payment) => payment.payee)).toEqual(['Prime Paving (prime)', 'Delta Electric']);
    expect(body.warnings.map((warning) => warning.code)).toEqual(['payments_lagging']);
  });

  it('warns when a committed DBE is decertified later (history kept, not deleted)', async () => {
    await call('POST', `/api/dbe/contracts/${contract.id}/commitments`, admin, {
      firmId: decertified,
      kind: 'subcontractor',
      amount: 1_000,
      countsAsDbe: true,
      commitmentDate: '2024-12-01',
    });
    const recorded = await call('POST', `/api/dbe/firms/${decertified}/certifications`, admin, {
      status: 'decertified',
      effectiveDate: '2025-03-01',
      note: 'Owner control changed',
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json<DbeFirm>()).toMatchObject({
      currentStatus: 'decertified',
      certifications: [{ status: 'certified' }, { status: 'decertified', note: 'Owner control changed' }],
    });
    const body = (await call('GET', `/api/dbe/contracts/${contract.id}`, alice)).json<DbeContract>();
    expect(body.warnings).toContainEqual({
      code: 'decertified_committed',
      message: 'Ridge Supply is no longer certified but is still committed as a DBE',
    });
  });

  it('lists with filters; a PM sees only their airports; the flag opens reading', async () => {
    const bobs = await call(
      'POST',
      '/api/dbe/contracts',
      admin,
      contractBody({ projectId: projects.bob, contractNumber: 'CCC-1', awardDate: '2025-10-10' }),
    );
    expect(bobs.statusCode).toBe(201);
    const list = (url: string, user: SignedInUser) =>
      call('GET', url, user).then((r) => r.json<DbeContractList>().contracts.map((c) => c.contractNumber));
    expect(await list('/api/dbe/contracts', admin)).toEqual(['CCC-1', 'AAA-2025-01']);
    expect(await list('/api/dbe/contracts', alice)).toEqual(['AAA-2025-01']);
    expect(await list('/api/dbe/contracts?fiscalYear=2026', admin)).toEqual(['CCC-1']);
    expect(await list('/api/dbe/contracts?airportCode=aaa', admin)).toEqual(['AAA-2025-01']);
    expect(await list(`/api/dbe/contracts?pm=${encodeURIComponent(BOB)}`, admin)).toEqual(['CCC-1']);
    expect(await list(`/api/dbe/contracts?firmId=${dbeFirm}`, admin)).toEqual(['AAA-2025-01']);
    expect(await list('/api/dbe/contracts?status=completed', admin)).toEqual([]);
    const readerAnswer = (await call('GET', '/api/dbe/contracts', reader)).json<DbeContractList>();
    expect(readerAnswer.contracts[0]?.abilities).toMatchObject({ read: true, update: false });
    expect((await call('GET', '/api/dbe/contracts?fiscalYear=abc', admin)).statusCode).toBe(400);
  });

  it('offers the projects a contract may go on: a PM their own; limit caps the answer; a bad limit is refused', async () => {
    const options = async (url: string, user: SignedInUser) => {
      const answer = await call('GET', url, user);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<DbeProjectOptions>().projects.map((project) => project.title);
    };
    expect(await options('/api/dbe/project-options', admin)).toEqual(['Alpha runway', 'Charlie apron']);
    expect(await options('/api/dbe/project-options?limit=1', admin)).toEqual(['Alpha runway']);
    expect(await options('/api/dbe/project-options', bob)).toEqual(['Charlie apron']);
    expect(await options('/api/dbe/project-options?limit=1', bob)).toEqual(['Charlie apron']);
    for (const [limit, error] of [
      ['0', 'limit must be 1 or more'],
      ['5001', 'limit must be 5000 or less'],
      ['1.5', 'limit must be a whole number'],
      ['abc', 'limit must be a whole number'],
    ] as const) {
      const refused = await call('GET', `/api/dbe/project-options?limit=${limit}`, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe(`limit: ${error}`);
    }
  });

  it('refuses: 401 signed out, 403 without the flag or as a reader writing, 404 for another PM', async () => {
    const url = `/api/dbe/contracts/${contract.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, viewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/dbe/contracts', viewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/dbe/firms', viewer)).statusCode).toBe(403);
    const bobRead = await call('GET', url, bob);
    expect(bobRead.statusCode).toBe(404);
    expect(bobRead.json()).toEqual({ error: 'DBE contract not found' });
    const before = await count('audit_logs');
    expect((await call('PUT', url, bob, contractBody())).statusCode).toBe(404);
    expect((await call('PUT', url, reader, contractBody())).statusCode).toBe(403);
    expect(
      (
        await call('POST', `${url}/payments`, reader, {
          commitmentId: null,
          amount: 1,
          paidDate: '2025-01-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/dbe/contracts', reader, contractBody())).statusCode).toBe(403);
    // A PM creating on another PM's project: the project is unknown to them.
    const onBobs = await call('POST', '/api/dbe/contracts', alice, contractBody({ projectId: projects.bob }));
    expect(onBobs.statusCode).toBe(400);
    expect(onBobs.json()).toEqual({ error: 'Unknown project' });
    expect(
      (
        await call('POST', '/api/dbe/firms', alice, {
          name: 'X',
          certification: { status: 'certified', effectiveDate: '2025-01-01' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await count('audit_logs')).toBe(before);
  });

  it.each([
    ['a negative federal share', { federalShare: -5 }, 'Federal share cannot be negative'],
    ['cents of federal share', { federalShare: 10.5 }, 'Federal share must be whole dollars'],
    ['a NUL byte', { title: 'Run\u0000way' }, 'Text must not contain the NUL character'],
    ['an unreal date', { awardDate: '2025-02-30' }, 'Award date must be a real date (YYYY-MM-DD)'],
    ['an unknown project', { projectId: '00000000-0000-4000-8000-000000000000' }, 'Unknown project'],
    ['an unknown prime', { primeFirmId: '00000000-0000-4000-8000-000000000000' }, 'Unknown firm'],
    ['a goal over 100%', { goalPct: 120 }, 'Contract goal cannot be more than 100'],
  ])('refuses a contract with %s (400) and changes nothing', async (_name, overrides, message) => {
    const before = await count('dbe_contracts');
    const response = await call('POST', '/api/dbe/contracts', admin, contractBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
    expect(await count('dbe_contracts')).toBe(before);
  });

  it('refuses commitments and payments out of order or over the rules (400), changing nothing', async () => {
    const url = `/api/dbe/contracts/${contract.id}`;
    const commitments = await count('dbe_commitments');
    const payments = await count('dbe_payments');
    const early = await call('POST', `${url}/commitments`, admin, {
      firmId: dbeFirm,
      kind: 'subcontractor',
      amount: 10,
      countsAsDbe: true,
      commitmentDate: '2024-01-01',
    });
    expect(early.json()).toEqual({ error: 'The commitment date cannot be before the award date' });
    const negative = await call('POST', `${url}/commitments`, admin, {
      firmId: dbeFirm,
      kind: 'subcontractor',
      amount: -10,
      countsAsDbe: true,
      commitmentDate: '2025-01-01',
    });
    expect(negative.statusCode).toBe(400);
    const fees = await call('POST', `${url}/commitments`, admin, {
      firmId: dbeFirm,
      kind: 'broker',
      amount: 10,
      feeAmount: 20,
      countsAsDbe: true,
      commitmentDate: '2025-01-01',
    });
    expect(fees.json<{ error: string }>().error).toBe('feeAmount: Fees cannot exceed the amount committed');
    const foreign = await call('POST', `${url}/payments`, admin, {
      commitmentId: '00000000-0000-4000-8000-000000000000',
      amount: 10,
      paidDate: '2025-01-01',
    });
    expect(foreign.json()).toEqual({ error: 'The commitment is not on this contract' });
    const beforeAward = await call('POST', `${url}/payments`, admin, {
      commitmentId: null,
      amount: 10,
      paidDate: '2024-01-01',
    });
    expect(beforeAward.json()).toEqual({ error: 'The payment date cannot be before the award date' });
    const completion = await call('POST', `${url}/completion`, admin, { completedDate: '2024-01-01' });
    expect(completion.json()).toEqual({ error: 'The completed date cannot be before the award date' });
    expect(
      (
        await call('POST', '/api/dbe/commitments/00000000-0000-4000-8000-000000000000/amendments', admin, {
          kind: 'subcontractor',
          amount: 1,
          amendedOn: '2025-01-01',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/dbe/contracts/not-a-uuid', admin)).statusCode).toBe(400);
    expect(await count('dbe_commitments')).toBe(commitments);
    expect(await count('dbe_payments')).toBe(payments);
  });

  it('edits and completes a contract with the participation needed, audited', async () => {
    const edited = await call(
      'PUT',
      `/api/dbe/contracts/${contract.id}`,
      alice,
      contractBody({ goalPct: 12 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json<DbeContract>()).toMatchObject({ goalPct: 12, version: 2 });
    const completed = await call('POST', `/api/dbe/contracts/${contract.id}/completion`, alice, {
      completedDate: '2025-09-01',
      participationNeeded: 120_000,
    });
    expect(completed.json<DbeContract>()).toMatchObject({
      status: 'completed',
      participationNeeded: 120_000,
    });
    const actions = await server.ctx.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource_id', '=', contract.id)
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'create_dbe_contract',
      'update_dbe_contract',
      'complete_dbe_contract',
    ]);
  });

  it('administrators add and edit firms; bad firm input is refused', async () => {
    const created = await call('POST', '/api/dbe/firms', admin, {
      name: '  Summit Steel  ',
      naicsCodes: ['331110'],
      ownerGroup: 'asian_pacific_american',
      ownerGender: 'women',
      contactEmail: 'ops@summit.example',
      certification: { status: 'certified', effectiveDate: '2023-04-01' },
    });
    expect(created.statusCode).toBe(201);
    const firm = created.json<DbeFirm>();
    expect(firm).toMatchObject({ name: 'Summit Steel', currentStatus: 'certified', naicsCodes: ['331110'] });
    const edited = await call('PATCH', `/api/dbe/firms/${firm.id}`, admin, { name: 'Summit Steel Inc.' });
    expect(edited.json<DbeFirm>().name).toBe('Summit Steel Inc.');
    expect(
      (
        await call('POST', '/api/dbe/firms', admin, {
          name: '',
          certification: { status: 'certified', effectiveDate: '2023-04-01' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/dbe/firms', admin, {
          name: 'A',
          naicsCodes: ['x1'],
          certification: { status: 'certified', effectiveDate: '2023-04-01' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/dbe/firms/${firm.id}/certifications`, admin, {
          status: 'gone',
          effectiveDate: '2023-04-01',
        })
      ).statusCode,
    ).toBe(400);
    const list = (await call('GET', '/api/dbe/firms', reader)).json<{
      firms: DbeFirm[];
      canManage: boolean;
    }>();
    expect(list.canManage).toBe(false);
    expect(list.firms.map((entry) => entry.name)).toContain('Summit Steel Inc.');
    const audits = await server.ctx.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource_id', '=', firm.id)
      .execute();
    expect(audits.map((row) => row.action)).toEqual(['create_dbe_firm', 'update_dbe_firm']);
  });

  it('the list is cached per change: 304 while nothing changed, the next read shows a direct write', async () => {
    const first = await call('GET', '/api/dbe/contracts', admin);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await server.app.inject({
      method: 'GET',
      url: '/api/dbe/contracts',
      headers: { cookie: admin.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // A PM's answer is their own, not the administrator's cached one.
    const alices = (await call('GET', '/api/dbe/contracts', alice)).json<DbeContractList>();
    expect(alices.contracts.map((contract) => contract.contractNumber)).toEqual(['AAA-2025-01']);

    // A write that leaves no audit row (an import, SQL by hand) still changes the answer at once.
    const primeName = (list: DbeContractList) =>
      list.contracts.find((contract) => contract.contractNumber === 'AAA-2025-01')?.primeFirmName;
    expect(primeName(first.json<DbeContractList>())).toBe('Prime Paving');
    await server.ctx.db
      .updateTable('dbe_firms')
      .set({ name: 'Prime Paving Co.' })
      .where('id', '=', prime)
      .execute();
    const after = await call('GET', '/api/dbe/contracts', admin);
    expect(after.headers.etag).not.toBe(etag);
    expect(primeName(after.json<DbeContractList>())).toBe('Prime Paving Co.');
    await server.ctx.db
      .updateTable('dbe_firms')
      .set({ name: 'Prime Paving' })
      .where('id', '=', prime)
      .execute();
  });
});
