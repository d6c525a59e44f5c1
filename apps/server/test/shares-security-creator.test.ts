import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicShareDataSchema, SHARE_MESSAGES, type ShareList } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import {
  chartBody,
  createShare,
  groupBody,
  insertSharesFixture,
  PM_ANN,
  publicPost,
  send,
  type SharesFixture,
} from './shares.fixtures';

/** Finding 4: a share answers only while its creator still has the access it was made with. */
describe('shares die with their creator’s access', { timeout: 120_000 }, () => {
  let server: TestServer;
  let fixture: SharesFixture;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  const changeUser = async (user: SignedInUser, body: Record<string, unknown>) => {
    const response = await send(server, 'PATCH', `/api/admin/users/${user.userId}`, admin, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  async function expectUnavailable(token: string) {
    for (const action of ['meta', 'data'] as const) {
      const response = await publicPost(server, token, action);
      expect({ action, status: response.statusCode }).toEqual({ action, status: 404 });
      expect(response.json<{ message: string }>().message).toBe(SHARE_MESSAGES.notAvailable);
      // No detail why: the same answer as a deleted share.
      expect(response.body).not.toMatch(/creator|disabled|access/i);
    }
  }

  async function expectServes(token: string) {
    expect((await publicPost(server, token, 'meta')).statusCode).toBe(200);
    expect((await publicPost(server, token, 'data')).statusCode).toBe(200);
  }

  const statusOf = async (token: string) => {
    const list = (await send(server, 'GET', '/api/shares', admin)).json<ShareList>();
    return list.shares.find((share) => share.shareId === token)?.status;
  };

  it("a PM page share stops when the admin changes that PM's name, and says so in the list", async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    const token = await createShare(server, ann, 'pm-page', { pm: PM_ANN });
    await expectServes(token);
    expect(await statusOf(token)).toBe('active');

    await changeUser(ann, { tdotPm: 'Ann Renamed' });
    await expectUnavailable(token);
    expect(await statusOf(token)).toBe('inactive');
    const own = (await send(server, 'GET', '/api/shares', ann)).json<ShareList>();
    expect(own.shares.find((share) => share.shareId === token)?.status).toBe('inactive');

    await changeUser(ann, { tdotPm: PM_ANN });
    await expectServes(token);
  });

  it("a PM's live project page and chart are cut to the PM's visibility of now", async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    const page = await createShare(server, ann, 'project-page', {
      selection: { project_ids: fixture.annIds },
    });
    const chart = await createShare(server, ann, 'chart', chartBody(fixture.annIds));
    const titles = async () => {
      const answer = publicShareDataSchema.parse((await publicPost(server, page, 'data')).json());
      return answer.kind === 'project_page' ? answer.data.projects.map((p) => p.project_title) : null;
    };
    const chartProjects = async () => {
      const answer = publicShareDataSchema.parse((await publicPost(server, chart, 'data')).json());
      return answer.kind === 'chart' ? answer.data.dashboard.kpis.totalProjects : null;
    };
    expect((await titles())?.sort()).toEqual(['Ann runway', 'Ann taxiway']);
    expect(await chartProjects()).toBe(2);

    await changeUser(ann, { tdotPm: 'Ann Renamed' });
    expect(await titles()).toEqual([]);
    expect(await chartProjects()).toBe(0);
  });

  it("a PM's static chart group answers like a deleted creator's share once the PM is renamed (issue 34, finding 4)", async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    const token = await createShare(server, ann, 'chart-group', groupBody({ is_static_mode: true }));
    await expectServes(token);
    expect(await statusOf(token)).toBe('active');

    await changeUser(ann, { tdotPm: 'Ann Renamed' });
    await expectUnavailable(token);
    expect(await statusOf(token)).toBe('inactive');

    await changeUser(ann, { tdotPm: PM_ANN });
    await expectServes(token);
    // An administrator sees every project: promoting the creator keeps the snapshot within their scope.
    await changeUser(ann, { role: 'admin' });
    await expectServes(token);
  });

  it('every kind, static snapshots included, stops when the creator is disabled and returns on re-enable', async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    const tokens = [
      await createShare(server, ann, 'pm-page', { pm: PM_ANN }),
      await createShare(server, ann, 'pm-management', {}),
      await createShare(server, ann, 'project-page', { selection: { grant_numbers: ['101'] } }),
      await createShare(server, ann, 'chart', chartBody()),
      await createShare(server, ann, 'chart-group', groupBody({ is_static_mode: true })),
    ];
    for (const token of tokens) await expectServes(token);

    await changeUser(ann, { disabled: true });
    for (const token of tokens) {
      await expectUnavailable(token);
      expect(await statusOf(token)).toBe('inactive');
      const verify = await publicPost(server, token, 'verify', { password: 'whatever-1' });
      expect(verify.statusCode).toBe(404);
    }

    await changeUser(ann, { disabled: false });
    for (const token of tokens) {
      await expectServes(token);
      expect(await statusOf(token)).toBe('active');
    }
  });

  it('an administrator demoted to viewer no longer publishes their pages or charts', async () => {
    const other = await signInAs(server.app, 'admin');
    const chart = await createShare(server, other, 'chart', chartBody());
    const page = await createShare(server, other, 'pm-page', { pm: PM_ANN });
    await expectServes(chart);
    await expectServes(page);
    await changeUser(other, { role: 'viewer' });
    await expectUnavailable(page);
    expect(await statusOf(page)).toBe('inactive');
    // A viewer keeps the dashboard flags but a viewer's chart share still needs chart access and a scope.
    const chartStatus = await statusOf(chart);
    const chartMeta = await publicPost(server, chart, 'meta');
    expect(chartMeta.statusCode === 200).toBe(chartStatus === 'active');
  });

  it('revoked and expired stay revoked and expired in the list, whatever the creator', async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
    const token = await createShare(server, ann, 'pm-page', { pm: PM_ANN });
    expect((await send(server, 'POST', `/api/shares/${token}/revoke`, ann)).statusCode).toBe(200);
    await changeUser(ann, { disabled: true });
    expect(await statusOf(token)).toBe('revoked');
  });
});
