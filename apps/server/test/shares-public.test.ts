import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicShareDataSchema, publicShareMetaResponseSchema, SHARE_MESSAGES } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { cookieFrom, randomAddress, signInAs, type SignedInUser } from './support/sign-in-as';
import { insertProjects } from './support/project-factory';
import {
  chartBody,
  createShare,
  groupBody,
  inFuture,
  insertSharesFixture,
  PM_ANN,
  publicPost,
  send,
  type ShareAnswer,
  type SharesFixture,
} from './shares.fixtures';

describe('public share pages', () => {
  let server: TestServer;
  let fixture: SharesFixture;
  let admin: SignedInUser;
  let ann: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    fixture = await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
  });
  afterAll(async () => {
    await server.close();
  });

  const fromAddress = (address = randomAddress()) => ({ 'x-forwarded-for': address });
  const verify = (token: string, password: string, address?: string) =>
    publicPost(server, token, 'verify', { password }, fromAddress(address));

  it('gives meta and data of an open share without sign-in, in the documented shapes', async () => {
    const token = await createShare(server, admin, 'chart', chartBody(fixture.annIds));
    const meta = await publicPost(server, token, 'meta');
    expect(meta.statusCode).toBe(200);
    expect(publicShareMetaResponseSchema.parse(meta.json())).toMatchObject({
      kind: 'chart',
      name: 'Monthly Funding Trends',
      isPasswordProtected: false,
      hasAccess: true,
      isExpired: false,
      expires: null,
      sharer: 'Ada Admin',
    });
    const data = await publicPost(server, token, 'data');
    expect(data.statusCode).toBe(200);
    const parsed = publicShareDataSchema.parse(data.json());
    expect(parsed.kind).toBe('chart');
    if (parsed.kind !== 'chart') return;
    expect(parsed.data.charts).toEqual([
      { chart_type: 'monthly_funding_trends', name: 'Monthly Funding Trends' },
    ]);
    expect(parsed.data.dashboard.kpis.totalProjects).toBe(2);
  });

  it('serves every kind in its documented shape', async () => {
    const tokens = {
      chart_group: await createShare(server, admin, 'chart-group', groupBody()),
      project_page: await createShare(server, admin, 'project-page', {
        selection: { grant_numbers: ['101'] },
      }),
      pm_page: await createShare(server, admin, 'pm-page', { pm: PM_ANN }),
      pm_management: await createShare(server, admin, 'pm-management', {}),
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await publicPost(server, token, 'data');
      expect({ kind, status: response.statusCode }).toEqual({ kind, status: 200 });
      expect(publicShareDataSchema.parse(response.json()).kind).toBe(kind);
    }
    const page = publicShareDataSchema.parse((await publicPost(server, tokens.project_page, 'data')).json());
    if (page.kind !== 'project_page') throw new Error('not a project page');
    expect(page.data.projects.map((project) => project.project_title)).toEqual(['Ann runway']);
    expect(page.data.projects[0]?.facility_url).toContain('UP-1');
    expect(page.data.aggregates).toEqual({ totalBilAmount: 1000, grandTotalAmount: 1500, projectCount: 1 });
    expect(page.data.page_config).toMatchObject({
      page_name: 'Shared Projects',
      created_by_name: 'Ada Admin',
    });
  });

  it('asks for the password, refuses a wrong one, and grants this share only after the right one', async () => {
    const body = groupBody({ password_protected: true, password: 'open-sesame', expires_at: inFuture(5) });
    const token = await createShare(server, admin, 'chart-group', body);
    const other = await createShare(server, admin, 'chart-group', body);

    const hasAccess = async (share: string, cookie?: string) =>
      (await publicPost(server, share, 'meta', {}, cookie ? { cookie } : {})).json<{ hasAccess: boolean }>()
        .hasAccess;
    expect((await publicPost(server, token, 'meta')).json<ShareAnswer>().isPasswordProtected).toBe(true);
    // Issue 35: meta says there is no access yet, so the page shows the gate without asking for data.
    expect(await hasAccess(token)).toBe(false);
    const locked = await publicPost(server, token, 'data');
    expect(locked.statusCode).toBe(401);
    expect(locked.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.passwordRequired);

    const wrong = await verify(token, 'open-sesamE');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ valid: false });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await verify(token, ' open-sesame ');
    expect(right.json()).toEqual({ valid: true });
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain(`Path=/api/public/shares/${token}`);
    expect(setCookie).toContain('Max-Age=3600');
    expect(setCookie).not.toContain('open-sesame');
    const cookie = cookieFrom(right);

    const opened = await publicPost(server, token, 'data', {}, { cookie });
    expect(opened.statusCode).toBe(200);
    expect(await hasAccess(token, cookie)).toBe(true);
    expect(await hasAccess(other, cookie)).toBe(false);
    expect(
      (await publicPost(server, token, 'data', {}, { cookie: `share_grant=made-up; ${cookie}` })).statusCode,
    ).toBe(200);
    // The same grant is worthless for another share, even one with the same password.
    expect((await publicPost(server, other, 'data', {}, { cookie })).statusCode).toBe(401);
    expect((await publicPost(server, token, 'data', {}, { cookie: 'share_grant=made-up' })).statusCode).toBe(
      401,
    );

    // Only the hash of the grant is stored.
    const grantValue = cookie.split('=')[1] ?? '';
    const grants = await server.ctx.db.selectFrom('share_access_grants').select('token_hash').execute();
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.some((grant) => grant.token_hash === grantValue)).toBe(false);

    // A changed password ends the grant.
    await send(server, 'PATCH', `/api/shares/${token}`, admin, { password: 'another-one' });
    expect((await publicPost(server, token, 'data', {}, { cookie })).statusCode).toBe(401);
    expect(await hasAccess(token, cookie)).toBe(false);
  });

  it('answers 410 once expired (database clock), with meta saying so', async () => {
    const token = await createShare(server, admin, 'project-page', {
      selection: { grant_numbers: ['101'] },
      expires_at: inFuture(2),
    });
    await server.ctx.db
      .updateTable('shares')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token', '=', token)
      .execute();
    const meta = await publicPost(server, token, 'meta');
    expect(meta.statusCode).toBe(200);
    expect(meta.json<ShareAnswer>().isExpired).toBe(true);
    const data = await publicPost(server, token, 'data');
    expect(data.statusCode).toBe(410);
    expect(data.json()).toMatchObject({ message: 'expired' });
    expect(typeof data.json<ShareAnswer>().expires).toBe('string');
  });

  it('answers 404 for revoked, deleted and unknown shares', async () => {
    const revoked = await createShare(server, admin, 'chart', chartBody());
    const deleted = await createShare(server, admin, 'chart', chartBody());
    expect((await send(server, 'POST', `/api/shares/${revoked}/revoke`, admin)).statusCode).toBe(200);
    expect((await send(server, 'DELETE', `/api/shares/${deleted}`, admin)).statusCode).toBe(204);
    for (const token of [revoked, deleted, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
      for (const action of ['meta', 'data', 'verify'] as const) {
        const response = await publicPost(server, token, action, { password: 'x' });
        expect({
          token,
          action,
          status: response.statusCode,
          message: response.json<ShareAnswer>().message,
        }).toEqual({
          token,
          action,
          status: 404,
          message: SHARE_MESSAGES.notAvailable,
        });
      }
    }
  });

  it('takes public POSTs from the app pages and refuses them from another site', async () => {
    const token = await createShare(server, admin, 'chart', chartBody());
    const fromApp = await publicPost(server, token, 'meta');
    expect(fromApp.statusCode).toBe(200);
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: `/api/public/shares/${token}/meta`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(noOrigin.statusCode).toBe(200);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: `/api/public/shares/${token}/verify`,
      headers: { origin: 'https://evil.example' },
      payload: { password: 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('counts views of the data only', async () => {
    const token = await createShare(server, admin, 'chart', chartBody());
    await publicPost(server, token, 'meta');
    await publicPost(server, token, 'data');
    await publicPost(server, token, 'data');
    const row = await server.ctx.db
      .selectFrom('shares')
      .select(['view_count', 'last_viewed_at'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(2);
    expect(row.last_viewed_at).not.toBeNull();
  });

  it('never widens a live share when projects are added, and drops deleted ones', async () => {
    const chart = await createShare(server, ann, 'chart', chartBody());
    const page = await createShare(server, ann, 'project-page', { selection: { tdot_pms: [PM_ANN] } });
    const [added] = await insertProjects(server.ctx.db, [
      {
        airport_code: 'ANA',
        tdot_pm: PM_ANN,
        grant_number: '103',
        project_title: 'Ann later',
        total_amount: 9,
      },
    ]);
    const dataOf = async (token: string) =>
      publicShareDataSchema.parse((await publicPost(server, token, 'data')).json());
    const chartData = await dataOf(chart);
    if (chartData.kind !== 'chart') throw new Error('not a chart');
    expect(chartData.data.dashboard.kpis.totalProjects).toBe(2);
    const pageData = await dataOf(page);
    if (pageData.kind !== 'project_page') throw new Error('not a project page');
    expect(pageData.data.projects).toHaveLength(2);
    expect(JSON.stringify(pageData)).not.toContain(added);

    await server.ctx.db
      .deleteFrom('projects')
      .where('id', '=', fixture.annIds[1] ?? '')
      .execute();
    const after = await dataOf(page);
    if (after.kind !== 'project_page') throw new Error('not a project page');
    expect(after.data.projects.map((project) => project.project_title)).toEqual(['Ann runway']);
  });

  it('leaks no user id, e-mail, password hash or outside project in any public answer', async () => {
    const secret = 'hush-hush-9';
    const tokens = [
      await createShare(server, ann, 'chart', chartBody()),
      await createShare(
        server,
        ann,
        'chart-group',
        groupBody({ password_protected: true, password: secret }),
      ),
      await createShare(server, ann, 'project-page', {
        selection: { grant_numbers: ['101'] },
        password: secret,
      }),
      await createShare(server, ann, 'pm-page', { pm: PM_ANN, password: secret }),
      await createShare(server, admin, 'pm-management', { password: secret }),
    ];
    const rows = await server.ctx.db.selectFrom('shares').select(['id', 'token', 'password_hash']).execute();
    const forbidden = [
      admin.userId,
      ann.userId,
      admin.email,
      ann.email,
      secret,
      ...fixture.benIds,
      ...rows.map((row) => row.id),
      ...rows.flatMap((row) =>
        row.password_hash ? [row.password_hash, row.password_hash.split('$')[4] ?? ''] : [],
      ),
    ];
    for (const token of tokens) {
      const address = randomAddress();
      const verified = await verify(token, secret, address);
      const cookie = cookieFrom(verified);
      const answers = [
        (await publicPost(server, token, 'meta')).body,
        verified.body,
        String(verified.headers['set-cookie'] ?? ''),
        (await publicPost(server, token, 'data', {}, { cookie })).body,
      ];
      expect(JSON.parse(answers[3] ?? '{}')).toHaveProperty('data');
      for (const answer of answers) {
        for (const value of forbidden)
          expect({ token, leaked: answer.includes(value) ? value : null }).toEqual({ token, leaked: null });
      }
    }
    // The project page also leaves out the project of Ann that was not selected.
    const page = (await publicPost(server, tokens[2] ?? '', 'meta')).body;
    expect(page).not.toContain('Ann taxiway');
  });
});
