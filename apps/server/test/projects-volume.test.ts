import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareGrantNumbers, projectPageSchema } from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

describe('GET /api/projects over 5,000 demo projects', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 5000 }));
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends all 5,000 in one page that matches the documented schema, in grant order', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const page = projectPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 5000, page: 1, limit: 5000, totalPages: 1 });
    expect(page.data).toHaveLength(5000);
    const outOfOrder = page.data.findIndex(
      (project, index) =>
        index > 0 && compareGrantNumbers(page.data[index - 1]?.grant_number, project.grant_number) > 0,
    );
    expect(outOfOrder).toBe(-1);
    expect(page.data.at(-1)?.grant_number).toBeNull();
  });

  it('compresses the page for a client that accepts gzip', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { cookie: admin.cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(2_000_000);
  });

  it('gives later pages exactly the rows of the full list at their place, also when searching', async () => {
    const read = async (query: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/projects?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
      return projectPageSchema.parse(response.json());
    };
    const all = (await read('limit=5000')).data.map((project) => project.id);
    const paged: string[] = [];
    for (let page = 1; page <= 8; page += 1) {
      const result = await read(`page=${page}&limit=700`);
      expect(result).toMatchObject({ total: 5000, page, limit: 700, totalPages: 8 });
      paged.push(...result.data.map((project) => project.id));
    }
    expect(paged).toEqual(all);

    const searched = (await read('search=runway&limit=5000')).data.map((project) => project.id);
    expect(searched.length).toBeGreaterThan(60);
    const second = await read('search=runway&page=2&limit=25');
    expect(second.data.map((project) => project.id)).toEqual(searched.slice(25, 50));
  });
});
