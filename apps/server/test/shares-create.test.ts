import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import {
  chartBody,
  createShare,
  groupBody,
  inFuture,
  insertSharesFixture,
  PM_ANN,
  PM_BEN,
  send,
  type ShareAnswer,
  type SharesFixture,
} from './shares.fixtures';

describe('creating shares', () => {
  let server: TestServer;
  let fixture: SharesFixture;
  let admin: SignedInUser;
  let ann: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const shareRow = (token: string) =>
    server.ctx.db.selectFrom('shares').selectAll().where('token', '=', token).executeTakeFirstOrThrow();

  it('creates each kind with an unguessable token, and audits it', async () => {
    const tokens = [
      await createShare(server, admin, 'chart', chartBody()),
      await createShare(server, admin, 'chart-group', groupBody()),
      await createShare(server, admin, 'project-page', { selection: { grant_numbers: ['101', '201'] } }),
      await createShare(server, admin, 'pm-page', { pm: PM_ANN }),
      await createShare(server, admin, 'pm-management', {}),
    ];
    const kinds = [];
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      const row = await shareRow(token);
      kinds.push(row.kind);
      const audit = await server.ctx.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('resource_id', '=', row.id)
        .execute();
      expect(audit.map((entry) => [entry.action, entry.resource_type, entry.user_id])).toEqual([
        ['create_share', 'shares', admin.userId],
      ]);
    }
    expect(kinds).toEqual(['chart', 'chart_group', 'project_page', 'pm_page', 'pm_management']);
    expect(new Set(tokens).size).toBe(5);
  });

  it('stores the chart group charts in order, the project page selection as ids, the default page name', async () => {
    const group = await shareRow(await createShare(server, admin, 'chart-group', groupBody()));
    const charts = await server.ctx.db
      .selectFrom('share_charts')
      .select(['chart_type', 'position'])
      .where('share_id', '=', group.id)
      .orderBy('position')
      .execute();
    expect(charts.map((chart) => chart.chart_type)).toEqual([
      'funding_distribution_by_grant',
      'monthly_funding_trends',
    ]);

    const page = await shareRow(
      await createShare(server, admin, 'project-page', { selection: { airport_codes: ['ana'] } }),
    );
    expect(page.name).toBe('Shared Projects');
    expect([...(page.params.project_ids as string[])].sort()).toEqual([...fixture.annIds].sort());
  });

  it('hashes passwords (never stored in clear) and freezes a static group', async () => {
    const row = await shareRow(
      await createShare(
        server,
        admin,
        'chart-group',
        groupBody({
          password_protected: true,
          password: '  s3cret-pass  ',
          is_static_mode: true,
          expires_at: inFuture(3),
        }),
      ),
    );
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('s3cret');
    expect(row.is_static).toBe(true);
    expect(row.snapshot).toMatchObject({ kpis: { totalProjects: 3 } });
  });

  it('answers the SPEC §5 messages for a bad chart group, and creates nothing', async () => {
    const before = await server.ctx.db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const cases: [Record<string, unknown>, string][] = [
      [{ group_name: '   ' }, SHARE_MESSAGES.groupNameRequired],
      [{ group_name: undefined }, SHARE_MESSAGES.groupNameRequired],
      [{ charts: [] }, SHARE_MESSAGES.chartsRequired],
      [{ password_protected: true, password: ' abc ' }, SHARE_MESSAGES.passwordTooShort],
      [{ password_protected: true, password: null }, SHARE_MESSAGES.passwordTooShort],
      [{ expires_at: new Date(Date.now() - 60_000).toISOString() }, SHARE_MESSAGES.expiryTooSoon],
      [{ expires_at: 'next week' }, SHARE_MESSAGES.invalidExpiry],
    ];
    for (const [overrides, message] of cases) {
      const response = await send(server, 'POST', '/api/shares/chart-group', admin, groupBody(overrides));
      expect({
        overrides,
        status: response.statusCode,
        message: response.json<ShareAnswer>().message,
      }).toEqual({
        overrides,
        status: 400,
        message,
      });
    }
    const after = await server.ctx.db
      .selectFrom('shares')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('refuses a signed-out caller with the SPEC words', async () => {
    const chart = await send(server, 'POST', '/api/shares/chart', null, chartBody());
    expect(chart.statusCode).toBe(401);
    expect(chart.json()).toEqual({
      error: SHARE_MESSAGES.signInToShareChart,
      message: SHARE_MESSAGES.signInToShareChart,
    });
    for (const path of ['chart-group', 'project-page', 'pm-page', 'pm-management']) {
      expect((await send(server, 'POST', `/api/shares/${path}`, null, {})).statusCode).toBe(401);
    }
    expect((await send(server, 'GET', '/api/shares', null)).statusCode).toBe(401);
  });

  it('lets a viewer share a chart but not a project page or a PM page', async () => {
    await createShare(server, viewer, 'chart', chartBody());
    for (const [path, payload] of [
      ['project-page', { selection: { grant_numbers: ['101'] } }],
      ['pm-page', { pm: PM_ANN }],
      ['pm-management', {}],
    ] as const) {
      const response = await send(server, 'POST', `/api/shares/${path}`, viewer, payload);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 403 });
    }
  });

  it("never lets a PM share another PM's projects or page", async () => {
    const otherPage = await send(server, 'POST', '/api/shares/pm-page', ann, { pm: PM_BEN });
    expect(otherPage.statusCode).toBe(403);
    expect(otherPage.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.otherPmPage);
    await createShare(server, ann, 'pm-page', { pm: PM_ANN });

    const onlyBen = await send(server, 'POST', '/api/shares/project-page', ann, {
      selection: { project_ids: fixture.benIds },
    });
    expect(onlyBen.statusCode).toBe(400);
    expect(onlyBen.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.noProjectsInSelection);
    const byPm = await send(server, 'POST', '/api/shares/project-page', ann, {
      selection: { tdot_pms: [PM_BEN] },
    });
    expect(byPm.statusCode).toBe(400);

    const mixed = await shareRow(
      await createShare(server, ann, 'chart', chartBody([...fixture.annIds, ...fixture.benIds])),
    );
    expect([...(mixed.params.project_ids as string[])].sort()).toEqual([...fixture.annIds].sort());
    expect(mixed.params.tdot_pm).toBe(PM_ANN);
  });

  it('answers 404 for an unknown PM page', async () => {
    const response = await send(server, 'POST', '/api/shares/pm-page', admin, { pm: 'Nobody Here' });
    expect(response.statusCode).toBe(404);
  });
});
