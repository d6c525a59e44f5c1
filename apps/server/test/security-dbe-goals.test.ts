import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionFlag } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

// Issue 34 (smaller): the DBE awards and analytics screens show the overall goal, so a viewer allowed either
// screen reads GET /api/dbe/goals (dbeProgramPolicy.readGoals); a viewer with none of the DBE flags may not.
describe('GET /api/dbe/goals follows the DBE screens that show the goal', () => {
  let server: TestServer;

  const viewerWith = async (flag: PermissionFlag | null): Promise<SignedInUser> => {
    const viewer = await signInAs(server.app, 'viewer');
    if (flag)
      await server.ctx.db
        .updateTable('user_accounts')
        .set({ [flag]: true })
        .where('user_id', '=', viewer.userId)
        .execute();
    return viewer;
  };
  const goals = (user: SignedInUser) =>
    server.app.inject({ method: 'GET', url: '/api/dbe/goals', headers: { cookie: user.cookie } });

  beforeAll(async () => {
    server = await buildTestServer();
    const admin = await signInAs(server.app, 'admin');
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/dbe/goals/2026',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { overallPct: 10, consciousPct: 6, neutralPct: 4 },
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    'can_access_dbe_awards_commitments',
    'can_access_dbe_analytics',
    'can_access_dbe_annual_reporting',
  ] as const)('a viewer holding %s reads the goals', async (flag) => {
    const response = await goals(await viewerWith(flag));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      goals: [{ fiscalYear: 2026, overallPct: 10, consciousPct: 6, neutralPct: 4 }],
      canSet: false,
    });
  });

  it('a viewer with none of the DBE flags is refused', async () => {
    const response = await goals(await viewerWith(null));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Permission denied' });
  });
});
