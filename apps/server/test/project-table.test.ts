import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_VALUES,
  buildFilterPredicate,
  buildSearchText,
  FILTER_KEYS,
  matchesSearch,
  NO_FILTERS,
  NOT_SET_VALUE,
  parseSearchWords,
  projectTableGroupsSchema,
  projectTableOptionsSchema,
  projectTableOutlineSchema,
  projectTableRowsSchema,
  readFilterValue,
  sortFilterValues,
  summariseGrantGroups,
  type FilterKey,
  type FilterValues,
  type Project,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { DEMO_ACCOUNT_PM } from '../src/demo/tennessee-airports';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * The server's project table (SQL twins of the domain's filter and search rules, the domain's grouping)
 * against the domain rules run in the browser's way over every project the list sends, on the demo data.
 */
describe('project table on the server equals the in-browser rules', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;

  const getJson = async (url: string, user: SignedInUser) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  const allProjects = async (user: SignedInUser) => {
    const page = (await getJson('/api/projects?limit=5000', user)) as { data: Project[]; total: number };
    expect(page.data.length).toBe(page.total);
    return page.data;
  };

  const queryString = (search: string, filters: FilterValues, extra: Record<string, number> = {}) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    for (const key of FILTER_KEYS)
      for (const value of filters[key]) if (value !== ALL_VALUES) params.append(key, value);
    for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
    return params.toString();
  };

  /** What the browser did: filter and search every project, then group; rows in group order. */
  const inBrowser = (projects: Project[], search: string, filters: FilterValues) => {
    const words = parseSearchWords(search);
    const passes = buildFilterPredicate(filters);
    const shown = projects.filter(
      (project) => passes(project) && matchesSearch(buildSearchText(project), words),
    );
    const rows = new Map<unknown, string[]>();
    const groups = summariseGrantGroups(shown, (group, project) => {
      rows.set(group, [...(rows.get(group) ?? []), project.id]);
    });
    return { groups, ids: groups.flatMap((group) => rows.get(group) ?? []) };
  };

  const onServer = async (user: SignedInUser, search: string, filters: FilterValues) => {
    const base = queryString(search, filters);
    const outline = projectTableOutlineSchema.parse(await getJson(`/api/projects/table?${base}`, user));
    const groups = [];
    for (let offset = 0; offset < outline.grants.length; offset += 500) {
      const url = `/api/projects/table/groups?${queryString(search, filters, { offset, limit: 500 })}`;
      groups.push(...projectTableGroupsSchema.parse(await getJson(url, user)).groups);
    }
    const ids: string[] = [];
    // Odd-sized windows, so windows start and end inside groups.
    for (let offset = 0; offset < outline.matching; offset += 37) {
      const url = `/api/projects/table/rows?${queryString(search, filters, { offset, limit: 37 })}`;
      ids.push(...projectTableRowsSchema.parse(await getJson(url, user)).data.map((row) => row.id));
    }
    return { outline, groups, ids };
  };

  const expectSame = async (
    user: SignedInUser,
    projects: Project[],
    search: string,
    filters: FilterValues,
  ) => {
    const expected = inBrowser(projects, search, filters);
    const actual = await onServer(user, search, filters);
    expect(actual.outline.total).toBe(projects.length);
    expect(actual.outline.matching).toBe(expected.ids.length);
    expect(actual.outline.grants).toEqual(expected.groups.map((group) => group.grantNumber));
    expect(actual.outline.counts).toEqual(expected.groups.map((group) => group.count));
    expect(actual.groups).toEqual(expected.groups);
    expect(actual.ids).toEqual(expected.ids);
    // '?expand=': a matching project's position is its place in the rows.
    const picked = expected.ids[Math.floor(expected.ids.length / 2)];
    if (picked !== undefined) {
      const url = `/api/projects/table/position?${queryString(search, filters)}&id=${picked}`;
      const position = (await getJson(url, user)) as { row: number; group: number };
      expect(position.row).toBe(expected.ids.indexOf(picked));
      expect(actual.outline.counts.slice(0, position.group).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
        position.row,
      );
    }
  };

  const optionsOf = (projects: Project[]) => {
    const options = {} as Record<FilterKey, string[]>;
    for (const key of FILTER_KEYS) {
      const values = projects.map((project) => readFilterValue(project, key));
      const set = new Set(values.filter((value): value is string => value !== null));
      options[key] = sortFilterValues(key, set);
      if (values.includes(null)) options[key].push(NOT_SET_VALUE);
    }
    return options;
  };

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 400 }));
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: DEMO_ACCOUNT_PM });
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it('lists the same groups, sums and rows with no search or filter, for an admin and a PM', async () => {
    await expectSame(admin, await allProjects(admin), '', NO_FILTERS);
    const own = await allProjects(pm);
    expect(own.length).toBeGreaterThan(0);
    await expectSame(pm, own, '', NO_FILTERS);
  });

  const optionsPage = async (user: SignedInUser, field: FilterKey, search = '', limit = 200) =>
    projectTableOptionsSchema.parse(
      await getJson(
        `/api/projects/table/options?field=${field}&limit=${limit}&search=${encodeURIComponent(search)}`,
        user,
      ),
    );

  it('offers the same filter options, a page per filter, for an admin and a PM', async () => {
    for (const user of [admin, pm]) {
      const expected = optionsOf(await allProjects(user));
      for (const key of FILTER_KEYS) {
        const page = await optionsPage(user, key);
        expect(page).toEqual({
          field: key,
          values: expected[key].slice(0, 200),
          total: expected[key].length,
        });
      }
    }
    // Paged: the first values only, and how many there are.
    const upins = optionsOf(await allProjects(admin)).upin;
    expect(upins.length).toBeGreaterThan(3);
    expect(await optionsPage(admin, 'upin', '', 3)).toEqual({
      field: 'upin',
      values: upins.slice(0, 3),
      total: upins.length,
    });
  });

  it('narrows a filter’s options to the values holding the search, in any case; (Not set) by its words', async () => {
    const expected = optionsOf(await allProjects(admin));
    const city = (expected.city.find((value) => value !== NOT_SET_VALUE) ?? '').slice(1, 4);
    const holding = expected.city.filter((value) => value.toLowerCase().includes(city.toLowerCase()));
    expect(holding.length).toBeGreaterThan(0);
    expect(await optionsPage(admin, 'city', city.toUpperCase())).toEqual({
      field: 'city',
      values: holding,
      total: holding.length,
    });
    const withNone = FILTER_KEYS.find((key) => expected[key].includes(NOT_SET_VALUE));
    if (withNone) expect((await optionsPage(admin, withNone, 'not set')).values).toEqual([NOT_SET_VALUE]);
    expect(await optionsPage(admin, 'airport', 'no airport holds this')).toEqual({
      field: 'airport',
      values: [],
      total: 0,
    });
  });

  it('refuses an unknown filter or a limit out of range with a clear message', async () => {
    for (const path of [
      '/api/projects/table/options',
      '/api/projects/table/options?field=colour',
      '/api/projects/table/options?field=pm&limit=0',
      '/api/projects/table/options?field=pm&limit=201',
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ error: string }>().error, path).toMatch(/field must be one of|limit must be/);
    }
  });

  it('filters as the browser did, for every filter (a common value, two values, and not set)', async () => {
    const projects = await allProjects(admin);
    const options = optionsOf(projects);
    for (const key of FILTER_KEYS) {
      const values = options[key].filter((value) => value !== NOT_SET_VALUE);
      const counts = new Map<string, number>();
      for (const project of projects) {
        const value = readFilterValue(project, key);
        if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? values[0];
      const picks: string[][] = [[common ?? NOT_SET_VALUE], values.slice(-2)];
      if (options[key].includes(NOT_SET_VALUE)) picks.push([NOT_SET_VALUE]);
      for (const pick of picks) await expectSame(admin, projects, '', { ...NO_FILTERS, [key]: pick });
    }
  }, 120_000);

  it('searches as the browser did (words in any field, any case), also with a filter', async () => {
    const projects = await allProjects(admin);
    const sample = projects[7] as Project;
    const searches = [
      'runway',
      'RUNWAY rehab',
      sample.airport_code,
      (sample.city ?? 'x').slice(1, 4),
      'pending award',
      '100%_\\',
      'no-such-word-anywhere',
    ];
    for (const search of searches) await expectSame(admin, projects, search, NO_FILTERS);
    const status = readFilterValue(sample, 'status') ?? NOT_SET_VALUE;
    await expectSame(admin, projects, 'a', { ...NO_FILTERS, status: [status] });
  }, 120_000);

  it('answers no position for a project that does not match or is not visible', async () => {
    const projects = await allProjects(admin);
    const other = projects.find((project) => project.tdot_pm !== DEMO_ACCOUNT_PM) as Project;
    expect(await getJson(`/api/projects/table/position?id=${other.id}`, pm)).toEqual({
      row: null,
      group: null,
    });
    expect(await getJson('/api/projects/table/position?id=not-an-id', admin)).toEqual({
      row: null,
      group: null,
    });
  });

  it('refuses bad windows and filters with a clear message', async () => {
    for (const url of [
      '/api/projects/table/rows?limit=0',
      '/api/projects/table/rows?offset=-1',
      '/api/projects/table/groups?limit=501',
      `/api/projects/table?search=${'x'.repeat(201)}`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/limit|offset|search/);
    }
  });
});
