// `npm run bench -- --load`: issue 34's load figures (50 clients) on one database, at one project count.
import { signInForBench } from './measure-analytics';
import { loadDemoData } from './measure-demo-load';
import { LOAD_CLIENTS, measureLoad, type LoadFigures } from './measure-load';
import { startServer, type ServerEnv } from './measure-startup';

export type LoadRow = { label: string; figures: LoadFigures };

/** A project page shared from the grants of the first 25 grant numbers, as an admin would make one. */
async function shareProjectPage(baseUrl: string, cookie: string): Promise<{ token: string; grants: number }> {
  const list = await fetch(new URL('/api/projects', baseUrl), { headers: { cookie } });
  const { data } = (await list.json()) as { data: { grant_number: string | null }[] };
  const grants = [...new Set(data.map((project) => project.grant_number).filter((grant) => grant))];
  const response = await fetch(new URL('/api/shares/project-page', baseUrl), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ selection: { grant_numbers: grants.slice(0, 25) } }),
  });
  if (!response.ok) throw new Error(`POST /api/shares/project-page answered ${response.status}`);
  const { shareId } = (await response.json()) as { shareId: string };
  return { token: shareId, grants: Math.min(grants.length, 25) };
}

export async function runLoad(env: ServerEnv, projects: number, port: number): Promise<LoadRow[]> {
  loadDemoData(env, projects);
  // TRUST_PROXY: the bench's X-Forwarded-For addresses stand for many visitors (see measureLoad).
  const { server } = await startServer({ ...env, TRUST_PROXY: 'true' }, port);
  const rows: LoadRow[] = [];
  try {
    const cookie = await signInForBench(server.baseUrl, 'admin@demo.test', 'demo-Password-2026');
    const share = await shareProjectPage(server.baseUrl, cookie);
    const meta = await fetch(new URL(`/api/public/shares/${share.token}/data`, server.baseUrl), {
      method: 'POST',
    });
    const page = (await meta.json()) as { data: { projects: unknown[] } };
    rows.push({
      label: `${LOAD_CLIENTS} clients: public project-page share (${page.data.projects.length} projects)`,
      figures: await measureLoad(
        server.baseUrl,
        [{ method: 'POST', path: `/api/public/shares/${share.token}/data` }],
        { addresses: 1000 },
      ),
    });
    rows.push({
      label: `${LOAD_CLIENTS} clients: GET /api/projects (${projects} rows), signed in`,
      figures: await measureLoad(server.baseUrl, [
        { method: 'GET', path: '/api/projects', headers: { cookie } },
      ]),
    });
    rows.push({
      label: `${LOAD_CLIENTS} clients: project table first view (outline, 100 rows, 100 sums)`,
      figures: await measureLoad(
        server.baseUrl,
        [
          '/api/projects/table',
          '/api/projects/table/rows?offset=0&limit=100',
          '/api/projects/table/groups?offset=0&limit=100',
        ].map((path) => ({ method: 'GET' as const, path, headers: { cookie } })),
      ),
    });
  } finally {
    await server.stop();
  }
  return rows;
}
