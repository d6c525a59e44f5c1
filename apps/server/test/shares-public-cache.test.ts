import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicShareDataSchema } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { createShare, insertSharesFixture, PM_ANN, publicPost, type SharesFixture } from './shares.fixtures';

// Issue 34, finding 9: a project page's public answer is built once and served from the response cache;
// whatever it depends on still shows at the next read, and every read still counts as a view.
describe('a shared project page served from the cache', () => {
  let server: TestServer;
  let fixture: SharesFixture;
  let ann: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    fixture = await insertSharesFixture(server);
    ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
  });
  afterAll(async () => {
    await server.close();
  });

  const annRunway = () => {
    const id = fixture.annIds[0];
    if (id === undefined) throw new Error('fixture without Ann runway');
    return id;
  };
  const read = async (token: string) => {
    const response = await publicPost(server, token, 'data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = publicShareDataSchema.parse(response.json());
    if (answer.kind !== 'project_page') throw new Error(`not a project page: ${answer.kind}`);
    return answer.data;
  };

  it('shows a changed project, a renamed sharer and a narrowed creator at the next read', async () => {
    const token = await createShare(server, ann, 'project-page', { selection: { grant_numbers: ['101'] } });
    expect((await read(token)).projects.map((project) => project.project_title)).toEqual(['Ann runway']);
    expect((await read(token)).page_config.created_by_name).toBe('Ann S.');

    await server.ctx.db
      .updateTable('projects')
      .set({ project_title: 'Ann runway, rehabilitated' })
      .where('id', '=', annRunway())
      .execute();
    expect((await read(token)).projects.map((project) => project.project_title)).toEqual([
      'Ann runway, rehabilitated',
    ]);

    await server.ctx.db
      .updateTable('user_accounts')
      .set({ display_name: 'Ann Smith' })
      .where('user_id', '=', ann.userId)
      .execute();
    expect((await read(token)).page_config.created_by_name).toBe('Ann Smith');

    // The creator loses every project of the page (moved to another PM): the page empties, nothing cached.
    await server.ctx.db
      .updateTable('projects')
      .set({ tdot_pm: 'Someone Else' })
      .where('id', '=', annRunway())
      .execute();
    expect((await read(token)).projects).toEqual([]);
  });

  it('counts every read as a view, cached or not', async () => {
    const token = await createShare(server, ann, 'project-page', { selection: { grant_numbers: ['102'] } });
    for (let i = 0; i < 3; i += 1) await read(token);
    const row = await server.ctx.db
      .selectFrom('shares')
      .select('view_count')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(3);
  });
});
