import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDetailSchema, grantListSchema } from '@bil/domain';
import { ALICE, BOB, grantBody, insertGciFixture } from './gci.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('GC&I grants and reimbursements', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let viewer: SignedInUser;
  let flaggedViewer: SignedInUser;
  let grantId: string;
  let bobGrantId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user?: SignedInUser,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const countRows = async () => {
    const grants = await server.ctx.db
      .selectFrom('gci_grants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const reimbursements = await server.ctx.db
      .selectFrom('gci_reimbursements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const audits = await server.ctx.db
      .selectFrom('audit_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { grants: grants.n, reimbursements: reimbursements.n, audits: audits.n };
  };

  beforeAll(async () => {
    server = await buildTestServer();
    await insertGciFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    viewer = await signInAs(server.app, 'viewer');
    flaggedViewer = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_gci: true })
      .where('user_id', '=', flaggedViewer.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets an administrator add a grant, audited, with its BIL projects linked by grant number', async () => {
    const created = await call('POST', '/api/gci/grants', admin, grantBody());
    expect(created.statusCode).toBe(201);
    grantId = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({
      grant_number: '3-47-0001-001-2024',
      total_amount: 1_000_000,
      funding: { grantAmount: 950_000, drawn: 0, remaining: 950_000, percentDrawn: 0 },
      projectCount: 2,
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'create_gci_grant')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: admin.userId, resource_type: 'gci_grant', resource_id: grantId });

    // The BIL projects screen filtered by the grant shows the same projects the grant lists.
    const detail = grantDetailSchema.parse((await call('GET', `/api/gci/grants/${grantId}`, admin)).json());
    const bil = await call(
      'GET',
      `/api/projects?grant=${encodeURIComponent('3-47-0001-001-2024')}&limit=100`,
      admin,
    );
    const bilIds = bil
      .json<{ data: { id: string }[] }>()
      .data.map((project) => project.id)
      .sort();
    expect(detail.projects.map((project) => project.id).sort()).toEqual(bilIds);
    expect(detail.projects.reduce((sum, project) => sum + project.bil_amount, 0)).toBe(450_000.5);
    expect(detail.history[0]?.summary).toBe('Grant 3-47-0001-001-2024 created');
  });

  it('lets a PM add grants at their own airports only', async () => {
    const own = await call(
      'POST',
      '/api/gci/grants',
      alice,
      grantBody({ grant_number: 'ST-BBB-1', airport_code: 'BBB', program: 'state_aviation' }),
    );
    expect(own.statusCode).toBe(201);
    const other = await call(
      'POST',
      '/api/gci/grants',
      alice,
      grantBody({ grant_number: 'ST-CCC-1', airport_code: 'CCC' }),
    );
    expect(other.statusCode).toBe(404);
    const bobs = await call(
      'POST',
      '/api/gci/grants',
      bob,
      grantBody({ grant_number: 'AIP-CCC-1', airport_code: 'CCC', program: 'aip_entitlement' }),
    );
    expect(bobs.statusCode).toBe(201);
    bobGrantId = bobs.json<{ id: string }>().id;
  });

  it('answers 401 signed out, 403 without the flag, and lists only what each person may see', async () => {
    expect((await call('GET', '/api/gci/grants')).statusCode).toBe(401);
    expect((await call('GET', '/api/gci/grants', viewer)).statusCode).toBe(403);
    expect((await call('GET', `/api/gci/grants/${grantId}`, viewer)).statusCode).toBe(403);
    const all = grantListSchema.parse((await call('GET', '/api/gci/grants', admin)).json());
    expect(all.total).toBe(3);
    const alices = grantListSchema.parse((await call('GET', '/api/gci/grants', alice)).json());
    expect(alices.rows.map((row) => row.airport_code).sort()).toEqual(['AAA', 'BBB']);
    expect(alices.rows.every((row) => row.abilities.update)).toBe(true);
    const readOnly = grantListSchema.parse((await call('GET', '/api/gci/grants', flaggedViewer)).json());
    expect(readOnly.total).toBe(3);
    expect(readOnly.canCreate).toBe(false);
    expect(readOnly.rows.some((row) => row.abilities.update)).toBe(false);
  });

  it('searches, filters and sorts', async () => {
    const list = async (query: string) =>
      grantListSchema.parse((await call('GET', `/api/gci/grants?${query}`, admin)).json());
    expect((await list('q=bravo')).rows.map((row) => row.grant_number)).toEqual(['ST-BBB-1']);
    expect((await list('program=aip_entitlement')).rows.map((row) => row.airport_code)).toEqual(['CCC']);
    expect((await list('airport=aaa')).total).toBe(1);
    expect((await list('q=100%25')).total).toBe(0); // a literal %, not a wildcard
    expect((await list('sort=grant_number&dir=asc')).rows.map((row) => row.grant_number)).toEqual([
      '3-47-0001-001-2024',
      'AIP-CCC-1',
      'ST-BBB-1',
    ]);
    expect((await list('limit=1&page=2')).rows).toHaveLength(1);
    expect((await call('GET', '/api/gci/grants?sort=nope', admin)).statusCode).toBe(400);
  });

  it('gives another PM 404 and a viewer with the flag 403 on changes', async () => {
    expect((await call('GET', `/api/gci/grants/${grantId}`, bob)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/gci/grants/${grantId}`, bob, { status: 'closing' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/gci/grants/${grantId}`, bob)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/gci/grants/${grantId}/reimbursements`, bob, {
          request_number: '1',
          request_date: '2024-02-01',
          requested_amount: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/gci/grants/${grantId}`, flaggedViewer)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/gci/grants/${grantId}`, flaggedViewer, { status: 'closing' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/gci/grants', flaggedViewer, grantBody({ grant_number: 'X-1' }))).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/gci/grants/${grantId}`, undefined, { status: 'closing' })).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', '/api/gci/grants/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await countRows();
    const cases: [Record<string, unknown>, string][] = [
      [grantBody({ grant_number: 'N-1', federal_amount: -5 }), 'Federal amount cannot be negative'],
      [
        grantBody({ grant_number: 'N-2', pop_end_date: '2023-01-01' }),
        'Period of performance end must be on or after the execution date',
      ],
      [
        grantBody({ grant_number: 'N-3', execution_date: '2024-02-30' }),
        'Execution date must be a real date (YYYY-MM-DD)',
      ],
      [
        grantBody({ grant_number: 'N-4', title: 'bad\u0000title' }),
        'Text must not contain the NUL character',
      ],
      [grantBody({ grant_number: 'N-5', airport_code: 'ZZZ' }), 'Unknown airport code'],
      [grantBody({ grant_number: 'N-6', program: 'lottery' }), 'Program must be one of'],
      [grantBody({ grant_number: 'N-7', status: 'closed' }), 'A closed grant needs its completion date'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/gci/grants', admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    const duplicate = await call('POST', '/api/gci/grants', admin, grantBody());
    expect(duplicate.statusCode).toBe(409);
    const outOfOrder = await call('PATCH', `/api/gci/grants/${grantId}`, admin, {
      pop_end_date: '2020-01-01',
    });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.body).toContain('Period of performance end must be on or after the execution date');
    const reimbursementCases: [Record<string, unknown>, string][] = [
      [
        { request_number: 'R', request_date: '2024-02-01', requested_amount: -1 },
        'Requested amount cannot be negative',
      ],
      [
        { request_number: 'R', request_date: '2024-02-01', requested_amount: 10, approved_amount: 11 },
        'Approved amount cannot be more than the amount requested',
      ],
      [
        { request_number: 'R', request_date: '2024-02-01', requested_amount: 10, paid_date: '2024-02-02' },
        'A reimbursement is paid only after it is approved',
      ],
      [
        {
          request_number: 'R',
          request_date: '2024-02-01',
          requested_amount: 10,
          approved_amount: 10,
          paid_date: '2024-01-02',
        },
        'Paid date must be on or after the request date',
      ],
      [
        { request_number: 'R', request_date: '2023-02-01', requested_amount: 10 },
        'Request date must be on or after the grant execution date',
      ],
      [
        { request_number: 'R', request_date: '2024-02-01', requested_amount: 950_000.01 },
        'The request is more than the grant has left to draw',
      ],
    ];
    for (const [payload, message] of reimbursementCases) {
      const response = await call('POST', `/api/gci/grants/${grantId}/reimbursements`, admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it('tracks a reimbursement from request to paid: remaining balance and percent drawn, audited', async () => {
    const requested = await call('POST', `/api/gci/grants/${grantId}/reimbursements`, alice, {
      request_number: 'RR-1',
      request_date: '2024-03-01',
      requested_amount: '$250,000.50',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const detail = grantDetailSchema.parse(requested.json());
    const rid = detail.reimbursements[0]?.id ?? '';
    expect(detail.reimbursements[0]?.state).toBe('requested');
    expect(detail.grant.funding).toMatchObject({ pending: 250_000.5, drawn: 0, available: 699_999.5 });

    const paid = await call('PATCH', `/api/gci/grants/${grantId}/reimbursements/${rid}`, alice, {
      approved_amount: 237_500,
      paid_date: '2024-03-20',
    });
    expect(paid.statusCode).toBe(200);
    const after = grantDetailSchema.parse(paid.json());
    expect(after.reimbursements[0]?.state).toBe('paid');
    expect(after.grant.funding).toMatchObject({
      drawn: 237_500,
      remaining: 712_500,
      percentDrawn: 25,
      pending: 0,
    });
    expect(after.history[0]?.summary).toBe('Reimbursement RR-1 updated');
    expect(after.history[0]?.changes).toContain('Approved amount: (none) → 237,500');

    expect(
      (await call('PATCH', `/api/gci/grants/${grantId}/reimbursements/${rid}`, flaggedViewer, { notes: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/gci/grants/${grantId}/reimbursements/${rid}`, bob)).statusCode).toBe(
      404,
    );
    const list = grantListSchema.parse(
      (await call('GET', '/api/gci/grants?sort=percent_drawn&dir=desc', admin)).json(),
    );
    expect(list.rows[0]?.id).toBe(grantId);
  });

  it('deletes a reimbursement and a grant, audited', async () => {
    const created = grantDetailSchema.parse(
      (
        await call('POST', `/api/gci/grants/${bobGrantId}/reimbursements`, bob, {
          request_number: 'B-1',
          request_date: '2024-05-01',
          requested_amount: 10,
        })
      ).json(),
    );
    const rid = created.reimbursements[0]?.id ?? '';
    const removed = await call('DELETE', `/api/gci/grants/${bobGrantId}/reimbursements/${rid}`, bob);
    expect(removed.statusCode).toBe(200);
    expect(grantDetailSchema.parse(removed.json()).history[0]?.summary).toBe('Reimbursement B-1 deleted');
    expect((await call('DELETE', `/api/gci/grants/${bobGrantId}`, flaggedViewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/gci/grants/${bobGrantId}`, bob)).statusCode).toBe(204);
    expect((await call('GET', `/api/gci/grants/${bobGrantId}`, admin)).statusCode).toBe(404);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'delete_gci_grant')
      .executeTakeFirstOrThrow();
    expect(audit.resource_id).toBe(bobGrantId);
  });
});
