import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicShareDataSchema } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import {
  chartBody,
  createShare,
  insertSharesFixture,
  PM_ANN,
  publicPost,
  type SharesFixture,
} from './shares.fixtures';

/** A server of its own per describe (the first one's changes would move the second's figures), with Ann. */
function useSharesServer() {
  const state = {} as { server: TestServer; fixture: SharesFixture; ann: SignedInUser };
  beforeAll(async () => {
    state.server = await buildTestServer({ trustProxy: true });
    state.fixture = await insertSharesFixture(state.server);
    state.ann = await signInAs(state.server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
  });
  afterAll(async () => {
    await state.server.close();
  });
  return state;
}

// Issue 34, finding 9: a project page's public answer is built once and served from the response cache;
// whatever it depends on still shows at the next read, and every read still counts as a view.
describe('a shared project page served from the cache', () => {
  const shared = useSharesServer();

  const annRunway = () => {
    const id = shared.fixture.annIds[0];
    if (id === undefined) throw new Error('fixture without Ann runway');
    return id;
  };
  const read = async (token: string) => {
    const response = await publicPost(shared.server, token, 'data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = publicShareDataSchema.parse(response.json());
    if (answer.kind !== 'project_page') throw new Error(`not a project page: ${answer.kind}`);
    return answer.data;
  };

  it('shows a changed project, a renamed sharer and a narrowed creator at the next read', async () => {
    const token = await createShare(shared.server, shared.ann, 'project-page', {
      selection: { grant_numbers: ['101'] },
    });
    expect((await read(token)).projects.map((project) => project.project_title)).toEqual(['Ann runway']);
    expect((await read(token)).page_config.created_by_name).toBe('Ann S.');

    await shared.server.ctx.db
      .updateTable('projects')
      .set({ project_title: 'Ann runway, rehabilitated' })
      .where('id', '=', annRunway())
      .execute();
    expect((await read(token)).projects.map((project) => project.project_title)).toEqual([
      'Ann runway, rehabilitated',
    ]);

    await shared.server.ctx.db
      .updateTable('user_accounts')
      .set({ display_name: 'Ann Smith' })
      .where('user_id', '=', shared.ann.userId)
      .execute();
    expect((await read(token)).page_config.created_by_name).toBe('Ann Smith');

    // The creator loses every project of the page (moved to another PM): the page empties, nothing cached.
    await shared.server.ctx.db
      .updateTable('projects')
      .set({ tdot_pm: 'Someone Else' })
      .where('id', '=', annRunway())
      .execute();
    expect((await read(token)).projects).toEqual([]);
  });

  it('counts every read as a view, cached or not', async () => {
    const token = await createShare(shared.server, shared.ann, 'project-page', {
      selection: { grant_numbers: ['102'] },
    });
    for (let i = 0; i < 3; i += 1) await read(token);
    const row = await shared.server.ctx.db
      .selectFrom('shares')
      .select('view_count')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(3);
  });
});

// Issue 35 (a public chart link's first screen): a chart link's answer is cached the same way, and it
// carries only what its chart draws.
describe('a public chart link served from the cache', () => {
  const shared = useSharesServer();

  it('a monthly-trends chart link carries its months only, and shows a changed amount at the next read', async () => {
    const token = await createShare(shared.server, shared.ann, 'chart', chartBody());
    const readChart = async () => {
      const response = await publicPost(shared.server, token, 'data');
      expect(response.statusCode).toBe(200);
      const answer = publicShareDataSchema.parse(response.json());
      if (answer.kind !== 'chart') throw new Error(`not a chart: ${answer.kind}`);
      return answer.data.dashboard;
    };
    const january = async () => {
      const month = (await readChart()).monthlyTrends.find((trend) => trend.month === '2024-01');
      if (month === undefined) throw new Error('no January 2024 in the trends');
      return month;
    };
    const before = await readChart();
    // Ann's scope: grants 101 (applied 2024-01-10) and 102 (2024-05-10); Ben's 201 is not hers.
    expect(before.monthlyTrends.map((trend) => trend.month)).toEqual(['2024-01', '2024-05']);
    expect(before.grants).toEqual([]);
    expect(before.pendingApplications).toEqual([]);
    expect(before.kpis.totalProjects).toBe(2);
    // A month's funding is its projects' total amounts: the runway's $1,500.
    expect((await january()).totalFunding).toBe(1500);

    await shared.server.ctx.db
      .updateTable('projects')
      .set({ bil_aig_amount: 3000, total_amount: 3500 })
      .where('id', '=', shared.fixture.annIds[0] ?? '')
      .execute();
    expect((await january()).totalFunding).toBe(3500);
  });
});
