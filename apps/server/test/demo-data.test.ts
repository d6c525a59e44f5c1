import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLE_FLAGS, PERMISSION_FLAGS, PROJECT_STATUSES, VIEWER_FALLBACK_FLAGS } from '@bil/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { toDayNumber } from '../src/demo/demo-dates';
import { ensureDemoData } from '../src/demo/ensure-demo-data';
import { DEMO_AS_OF, generateDemoData, type DemoData } from '../src/demo/generate-demo-data';
import { readDatabaseContents, replaceWithDemoData } from '../src/demo/load-demo-data';
import { DEMO_ACCOUNT_PM } from '../src/demo/tennessee-airports';
import { buildTestServer, type TestServer } from './support/build-test-server';

const DATE_FIELDS = [
  'psr_date',
  'application_date',
  'award_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
  'sub_award_date',
] as const;

/** Which dates each status must have (true), must not have (false), or may have (undefined). */
const DATES_BY_STATUS: Record<string, Partial<Record<(typeof DATE_FIELDS)[number], boolean>>> = {
  pending: {
    application_date: false,
    award_date: false,
    sent_to_sponsor_date: false,
    sent_to_tdot_date: false,
    sub_award_date: false,
  },
  approved: {
    psr_date: true,
    application_date: false,
    award_date: false,
    sent_to_sponsor_date: false,
    sent_to_tdot_date: false,
    sub_award_date: false,
  },
  'pending award': {
    psr_date: true,
    application_date: true,
    award_date: false,
    sent_to_sponsor_date: false,
    sent_to_tdot_date: false,
    sub_award_date: false,
  },
  'pending sub-award': {
    psr_date: true,
    application_date: true,
    award_date: true,
    sent_to_sponsor_date: false,
    sent_to_tdot_date: false,
    sub_award_date: false,
  },
  'pending sponsor': {
    psr_date: true,
    application_date: true,
    award_date: true,
    sent_to_sponsor_date: true,
    sent_to_tdot_date: false,
    sub_award_date: false,
  },
  'pending tdot': {
    psr_date: true,
    application_date: true,
    award_date: true,
    sent_to_sponsor_date: true,
    sent_to_tdot_date: true,
    sub_award_date: false,
  },
  executed: {
    psr_date: true,
    application_date: true,
    award_date: true,
    sent_to_sponsor_date: true,
    sent_to_tdot_date: true,
    sub_award_date: true,
  },
};

const daysBetween = (from: string, to: string) => toDayNumber(to) - toDayNumber(from);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('generateDemoData (pure)', () => {
  const data: DemoData = generateDemoData();

  it('gives the same data on every run, and other data for another seed', () => {
    expect(generateDemoData()).toEqual(data);
    expect(generateDemoData({ seed: 7 }).projects[0]).not.toEqual(data.projects[0]);
  });

  it('has about 60 airports, 5 PMs with airports, about 80 grants and 250 projects', () => {
    expect(data.airports.length).toBeGreaterThanOrEqual(55);
    expect(data.airports.length).toBeLessThanOrEqual(70);
    expect(new Set(data.airports.map((airport) => airport.airport_code)).size).toBe(data.airports.length);
    expect(data.pms).toHaveLength(5);
    for (const pm of data.pms) expect(data.airports.some((airport) => airport.tdot_pm === pm)).toBe(true);
    expect(data.airports.map((airport) => airport.airport_code)).toEqual(
      expect.arrayContaining(['BNA', 'MEM', 'TYS', 'MQY', 'JWN', 'M54']),
    );
    expect(data.grants.length).toBeGreaterThanOrEqual(70);
    expect(data.grants.length).toBeLessThanOrEqual(90);
    expect(data.projects).toHaveLength(250);
    expect(data.balances).toHaveLength(data.airports.length);
  });

  it('covers all seven statuses, with some projects lacking a grant number or a TX number', () => {
    expect(new Set(data.projects.map((project) => project.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(data.projects.some((project) => project.grant_number === null)).toBe(true);
    expect(data.projects.some((project) => project.tx_number === null && project.status === 'executed')).toBe(
      true,
    );
    const years = new Set(data.projects.map((project) => project.fiscal_year));
    expect([...years].sort()).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('gives every project dates that agree with its status, in order, and day counts that match', () => {
    for (const project of data.projects) {
      const rules = DATES_BY_STATUS[project.status] ?? {};
      for (const field of DATE_FIELDS) {
        if (rules[field] === true) expect(project[field], `${project.status} ${field}`).not.toBeNull();
        if (rules[field] === false) expect(project[field], `${project.status} ${field}`).toBeNull();
      }
      const present = DATE_FIELDS.map((field) => project[field]).filter(
        (date): date is string => date !== null,
      );
      expect([...present].sort()).toEqual(present);
      for (const date of present) expect(date <= DEMO_AS_OF).toBe(true);
      expect(project.days_to_award).toBe(
        project.application_date && project.award_date
          ? daysBetween(project.application_date, project.award_date)
          : null,
      );
      expect(project.days_to_sub_award).toBe(
        project.award_date && project.sub_award_date
          ? daysBetween(project.award_date, project.sub_award_date)
          : null,
      );
      if (project.grant_number === null) expect(['pending', 'approved']).toContain(project.status);
      expect(project.id).toMatch(UUID_V4);
    }
    expect(new Set(data.projects.map((project) => project.id)).size).toBe(data.projects.length);
  });

  it('shows overdue work: awards slower than 90 days and applications pending over 120 days', () => {
    expect(data.projects.some((project) => (project.days_to_award ?? 0) > 90)).toBe(true);
    expect(data.projects.some((project) => (project.days_to_sub_award ?? 0) > 60)).toBe(true);
    const pendingAges = data.projects
      .filter((project) => project.status === 'pending award')
      .map((project) => daysBetween(project.application_date ?? DEMO_AS_OF, DEMO_AS_OF));
    expect(pendingAges.some((age) => age > 120)).toBe(true);
    expect(pendingAges.some((age) => age <= 60)).toBe(true);
  });

  it('keeps a grant together: one application date, award date and BIL application number', () => {
    const byGrant = groupBy(
      data.projects.filter((project) => project.grant_number !== null),
      (project) => project.grant_number ?? '',
    );
    expect(byGrant.size).toBe(data.grants.length);
    for (const [grantNumber, projects] of byGrant) {
      expect(grantNumber).toMatch(/^\d+$/);
      const applied = projects.filter((project) => project.application_date !== null);
      expect(new Set(applied.map((project) => project.application_date)).size).toBeLessThanOrEqual(1);
      expect(new Set(applied.map((project) => project.bil_application_number)).size).toBeLessThanOrEqual(1);
      expect(new Set(projects.map((project) => project.award_date)).size).toBe(1);
      expect(new Set(projects.map((project) => project.fiscal_year)).size).toBe(1);
    }
  });

  it('has amounts that add up, and each project takes its airport, city and PM from the airport', () => {
    const airports = new Map(data.airports.map((airport) => [airport.airport_code, airport]));
    let atp = 0;
    let fct = 0;
    for (const project of data.projects) {
      const bil = project.bil_aig_amount + project.bil_atp_amount + project.bil_fct_amount;
      expect(project.total_amount).toBe(bil + project.state_amount + project.local_amount);
      for (const amount of [bil, project.state_amount, project.local_amount])
        expect(amount).toBeGreaterThanOrEqual(0);
      expect(bil).toBeGreaterThan(0);
      expect(bil / project.total_amount).toBeGreaterThanOrEqual(0.74);
      expect(
        [project.bil_aig_amount, project.bil_atp_amount, project.bil_fct_amount].filter((value) => value > 0),
      ).toHaveLength(1);
      if (project.bil_atp_amount > 0) atp += 1;
      if (project.bil_fct_amount > 0) fct += 1;
      const airport = airports.get(project.airport_code);
      expect(airport).toBeDefined();
      expect(project.airport_name).toBe(airport?.airport_name);
      expect(project.city).toBe(airport?.city);
      expect(project.tdot_pm).toBe(airport?.tdot_pm);
    }
    expect(atp).toBeGreaterThan(0);
    expect(fct).toBeGreaterThan(0);
  });

  it('keeps BIL balances consistent with the AIG put under grant, never below zero', () => {
    const awardedAig = new Map<string, number>();
    for (const project of data.projects) {
      if (project.award_date === null) continue;
      awardedAig.set(
        project.airport_code,
        (awardedAig.get(project.airport_code) ?? 0) + project.bil_aig_amount,
      );
    }
    let atRisk = 0;
    for (const balance of data.balances) {
      const years = ['fy22', 'fy23', 'fy24', 'fy25', 'fy26'] as const;
      for (const year of years) {
        expect(balance[`${year}_balance`]).toBeGreaterThanOrEqual(0);
        expect(balance[`${year}_balance`]).toBeLessThanOrEqual(balance[`${year}_allocation`]);
      }
      expect(balance.total_allocation).toBe(
        years.reduce((sum, year) => sum + balance[`${year}_allocation`], 0),
      );
      expect(balance.current_balance).toBe(years.reduce((sum, year) => sum + balance[`${year}_balance`], 0));
      expect(balance.total_allocation - balance.current_balance).toBe(
        awardedAig.get(balance.airport_code) ?? 0,
      );
      if (balance.fy23_balance > 0 || balance.fy24_balance > 0) atRisk += 1;
    }
    expect(atRisk).toBeGreaterThan(0);
    const bna = data.balances.find((balance) => balance.airport_code === 'BNA');
    const small = data.balances.find((balance) => balance.airport_code === 'M54');
    expect(bna?.fy22_allocation).toBeGreaterThan(1_000_000);
    expect(small?.fy22_allocation).toBeGreaterThanOrEqual(110_000);
    expect(small?.fy22_allocation).toBeLessThanOrEqual(295_000);
  });

  it('scales to other project counts over the same airports', () => {
    const bigger = generateDemoData({ projects: 2000 });
    expect(bigger.projects).toHaveLength(2000);
    expect(bigger.airports).toEqual(data.airports);
    expect(bigger.grants.length).toBeGreaterThan(data.grants.length * 5);
    expect(generateDemoData({ projects: 1 }).projects).toHaveLength(1);
    expect(() => generateDemoData({ projects: 0 })).toThrow(
      '--projects must be a whole number from 1 to 1000000',
    );
  });
});

describe('loading the demo data into the database', () => {
  let server: TestServer;
  const data = generateDemoData();
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('loads on a fresh database, once: a second call changes nothing', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await ensureDemoData(server.ctx)).toBe(true);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Loaded the demo data: \d+ airports, 250 projects/),
    );
    const first = await readDatabaseContents(server.ctx.db);
    expect(first).toEqual({
      users: 3,
      airports: data.airports.length,
      projects: 250,
      projectsCreatedByPeople: 0,
    });
    // Awarded projects come with the history the app would have recorded (the History tab is not empty).
    const history = await server.ctx.db
      .selectFrom('audit_logs')
      .innerJoin('projects', (join) => join.onRef(sql`projects.id::text`, '=', 'audit_logs.resource_id'))
      .select(['audit_logs.action', 'projects.tdot_pm'])
      .where('audit_logs.resource_type', '=', 'projects')
      .execute();
    expect(history.filter((row) => row.action === 'update_project').length).toBeGreaterThan(0);
    expect(history.some((row) => row.tdot_pm === DEMO_ACCOUNT_PM)).toBe(true);
    expect(await ensureDemoData(server.ctx)).toBe(false);
    expect(await readDatabaseContents(server.ctx.db)).toEqual(first);
    log.mockRestore();
  });

  it('stores the generated rows as they are', async () => {
    const sample = data.projects.find((project) => project.status === 'executed');
    if (!sample) throw new Error('the demo set has executed projects');
    const row = await server.ctx.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', sample.id)
      .executeTakeFirstOrThrow();
    const { created_at, updated_at, ...fields } = sample;
    expect(row).toMatchObject(fields);
    expect(row.created_at).toEqual(new Date(created_at));
    expect(row.updated_at).toEqual(new Date(updated_at));
    const balances = await server.ctx.db.selectFrom('airport_bil_balances').selectAll().execute();
    expect(balances).toHaveLength(data.balances.length);
    const totals = await server.ctx.db
      .selectFrom('projects')
      .select((eb) => eb.fn.sum<number>('total_amount').as('total'))
      .executeTakeFirstOrThrow();
    expect(totals.total).toBe(data.projects.reduce((sum, project) => sum + project.total_amount, 0));
  });

  it('lets each demo account sign in, with its role, PM and flags', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, account.email).toBe(200);
    }
    const rows = await server.ctx.db
      .selectFrom('user_accounts')
      .innerJoin('user', 'user.id', 'user_accounts.user_id')
      .selectAll('user_accounts')
      .select(['user.email', 'user.emailVerified'])
      .execute();
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const flagsOf = (email: string) =>
      Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, byEmail.get(email)?.[flag]]));
    expect(rows.every((row) => row.emailVerified)).toBe(true);
    expect(byEmail.get('admin@demo.test')?.role).toBe('admin');
    expect(flagsOf('admin@demo.test')).toEqual(DEFAULT_ROLE_FLAGS.admin);
    const pm = byEmail.get('pm@demo.test');
    expect(pm?.role).toBe('pm');
    expect(pm?.tdot_pm).toBe(DEMO_ACCOUNT_PM);
    expect(pm).toMatchObject({
      can_edit: true,
      can_edit_own_projects: true,
      can_delete_own_projects: true,
      can_create_for_assigned_airports: true,
    });
    expect(data.airports.filter((airport) => airport.tdot_pm === pm?.tdot_pm).length).toBeGreaterThan(5);
    expect(byEmail.get('viewer@demo.test')?.role).toBe('viewer');
    expect(flagsOf('viewer@demo.test')).toEqual({ ...VIEWER_FALLBACK_FLAGS, can_access_gci: true });
  });

  it('replaces the set with a bigger one and keeps the accounts', async () => {
    const counts = await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 2000 }));
    expect(counts.projects).toBe(2000);
    expect(await readDatabaseContents(server.ctx.db)).toEqual({
      users: 3,
      airports: data.airports.length,
      projects: 2000,
      projectsCreatedByPeople: 0,
    });
  });

  it('leaves nothing of the old set behind, with the search index and the kept totals right', async () => {
    const db = server.ctx.db;
    await replaceWithDemoData(db, generateDemoData({ projects: 300 }));
    // The trigram index is dropped for the load and built again after it.
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'projects' and indexdef like '%gin_trgm_ops%'`.execute(
      db,
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual(['projects_search_trgm_idx']);
    // Every document belongs to a record of the new set.
    const orphans = await sql<{ count: number }>`
      select count(*)::int as count from gci_documents d
      where not exists (select 1 from gci_grants g where d.record_type = 'grant' and g.id = d.record_id)
        and not exists (select 1 from gci_inspections i where d.record_type = 'inspection' and i.id = d.record_id)
        and not exists (select 1 from gci_discrepancies x where d.record_type = 'discrepancy' and x.id = d.record_id)`.execute(
      db,
    );
    expect(orphans.rows[0]?.count).toBe(0);
    // The totals kept by triggers start again from the new set, as a direct count gives.
    const kept = await sql<{ airport_code: string; count: number }>`
      select airport_code, sum(project_count)::int as count from airport_project_totals
      group by airport_code having sum(project_count) > 0 order by airport_code`.execute(db);
    const direct = await sql<{ airport_code: string; count: number }>`
      select airport_code, count(*)::int as count from projects group by airport_code order by airport_code`.execute(
      db,
    );
    expect(kept.rows).toEqual(direct.rows);
    expect(direct.rows.reduce((sum, row) => sum + row.count, 0)).toBe(300);
  });
});
