import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_FLAGS, projectSchema, type Project } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const ALICE = 'Alice Able';
const BOB = 'Bob Baker';
const STALE = 'This project was changed by someone else since you opened it. Reload to see their changes.';

describe('creating and editing projects', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;
  let pmWithoutCreate: SignedInUser;
  let bobsProject: string;

  const send = (method: 'POST' | 'PATCH', url: string, user: SignedInUser | null, payload: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as object,
    });
  const countProjects = async () =>
    Number(
      (
        await server.ctx.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditOf = (resourceId: string) =>
    server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', resourceId)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
      { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: ALICE },
      { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
    ]);
    [bobsProject = ''] = await insertProjects(server.ctx.db, [
      { airport_code: 'CCC', tdot_pm: BOB, grant_number: '5' },
    ]);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    viewer = await signInAs(server.app, 'viewer');
    pmWithoutCreate = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ ...DEFAULT_ROLE_FLAGS.pm, can_create_for_assigned_airports: false })
      .where('user_id', '=', pmWithoutCreate.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/projects', () => {
    it('lets an administrator create a project: airport details filled in, day counts worked out, audited', async () => {
      const response = await send('POST', '/api/projects', admin, {
        airport_code: ' aaa ',
        project_title: '  Rehabilitate apron ',
        grant_number: ' 200 ',
        upin: '',
        status: 'Pending Sub-Award',
        application_date: '2025-01-01',
        award_date: '2025-03-01',
        sub_award_date: '2025-04-01',
        bil_aig_amount: 90000.5,
        state_amount: '5,000',
        local_amount: 4999.5,
        total_amount: 100000,
        fiscal_year: 2025,
      });
      expect(response.statusCode).toBe(201);
      const project = projectSchema.parse(response.json());
      expect(project).toMatchObject({
        airport_code: 'AAA',
        airport_name: 'Alpha Field',
        city: 'Alpha',
        tdot_pm: ALICE,
        project_title: 'Rehabilitate apron',
        grant_number: '200',
        upin: null,
        status: 'pending sub-award',
        days_to_award: 59,
        days_to_sub_award: 31,
        bil_aig_amount: 90000.5,
        state_amount: 5000,
        total_amount: 100000,
        version: 1,
        abilities: { canEdit: true, canDelete: true, canForceDelete: true },
      });
      // Readers get the creator's name on the details, never the account id.
      expect(project).not.toHaveProperty('created_by');
      const [audit] = await auditOf(project.id);
      expect(audit).toMatchObject({
        user_id: admin.userId,
        action: 'create_project',
        resource_type: 'projects',
      });
      expect(audit?.after).toMatchObject({ project_title: 'Rehabilitate apron', airport_code: 'AAA' });
      expect(audit?.after).toMatchObject({ created_by: admin.userId });
    });

    it('lets a PM create a project at their own airport; the project is theirs', async () => {
      const response = await send('POST', '/api/projects', alice, {
        airport_code: 'BBB',
        project_title: 'Fence',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        tdot_pm: ALICE,
        airport_name: 'Bravo Regional',
        status: 'pending',
        total_amount: 0,
        abilities: { canEdit: true, canDelete: true, canForceDelete: false },
      });
    });

    it("refuses a PM a project for another PM or at another PM's airport, saving nothing", async () => {
      const before = await countProjects();
      for (const payload of [
        { airport_code: 'AAA', project_title: 'For Bob', tdot_pm: BOB },
        { airport_code: 'CCC', project_title: "At Bob's airport" },
      ]) {
        const response = await send('POST', '/api/projects', alice, payload);
        expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
          status: 403,
          body: { error: 'TDOT PMs can only create projects assigned to themselves' },
        });
      }
      expect(await countProjects()).toBe(before);
    });

    it('refuses a viewer and a PM without can_create_for_assigned_airports', async () => {
      for (const person of [viewer, pmWithoutCreate]) {
        const response = await send('POST', '/api/projects', person, {
          airport_code: 'AAA',
          project_title: 'No',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'You do not have permission to create projects' });
      }
    });

    it('answers 400 with the issue of every bad field, and saves nothing', async () => {
      const before = await countProjects();
      const response = await send('POST', '/api/projects', admin, {
        airport_code: 'toolong',
        project_title: '   ',
        award_date: '2025-02-30',
        total_amount: -5,
        state_amount: 1.234,
        status: 'finished',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; issues: { path: string; message: string }[] }>();
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'airport_code', message: 'Airport code must be 3 or 4 letters or digits' },
          { path: 'project_title', message: 'Project title is required' },
          { path: 'award_date', message: 'Award date must be a real date (YYYY-MM-DD)' },
          { path: 'total_amount', message: 'Total amount cannot be negative' },
          { path: 'state_amount', message: 'State amount can have at most 2 decimal places' },
          { path: 'status', message: expect.stringContaining('Status must be one of') as string },
        ]),
      );
      expect(await countProjects()).toBe(before);
    });

    it('refuses an airport that is not in the airport list, and fields the server owns', async () => {
      const unknown = await send('POST', '/api/projects', admin, {
        airport_code: 'ZZZ',
        project_title: 'Nowhere',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        error: 'Airport ZZZ is not in the airport list',
        issues: [{ path: 'airport_code', message: 'Airport ZZZ is not in the airport list' }],
      });
      const owned = await send('POST', '/api/projects', admin, {
        airport_code: 'AAA',
        project_title: 'x',
        version: 7,
      });
      expect(owned.statusCode).toBe(400);
    });
  });

  describe('PATCH /api/projects/:id', () => {
    let project: Project;
    beforeAll(async () => {
      const response = await send('POST', '/api/projects', alice, {
        airport_code: 'AAA',
        project_title: 'Taxiway lights',
        application_date: '2025-01-10',
      });
      project = projectSchema.parse(response.json());
    });

    it('saves a PM edit of their own project, bumps the version and audits only the changed fields', async () => {
      const response = await send('PATCH', `/api/projects/${project.id}`, alice, {
        version: project.version,
        changes: { project_title: 'Taxiway A lights', award_date: '2025-02-09', city: 'Alpha', comments: '' },
      });
      expect(response.statusCode).toBe(200);
      const saved = projectSchema.parse(response.json());
      expect(saved).toMatchObject({
        project_title: 'Taxiway A lights',
        award_date: '2025-02-09',
        days_to_award: 30,
        version: 2,
      });
      expect(Date.parse(saved.updated_at)).toBeGreaterThanOrEqual(Date.parse(project.updated_at));
      const audits = await auditOf(project.id);
      const update = audits.find((row) => row.action === 'update_project');
      expect(update?.before).toEqual({
        project_title: 'Taxiway lights',
        award_date: null,
        days_to_award: null,
      });
      expect(update?.after).toEqual({
        project_title: 'Taxiway A lights',
        award_date: '2025-02-09',
        days_to_award: 30,
      });
      project = saved;
    });

    it('answers 409 when the project changed since the person opened it', async () => {
      const response = await send('PATCH', `/api/projects/${project.id}`, admin, {
        version: project.version - 1,
        changes: { project_title: 'Overwrite' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: STALE });
    });

    it("answers a PM's edit of another PM's project as not found, like GET (ids and owners cannot be probed)", async () => {
      const response = await send('PATCH', `/api/projects/${bobsProject}`, alice, {
        version: 1,
        changes: { project_title: 'Mine now' },
      });
      expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
        status: 404,
        body: { error: `Project with ID ${bobsProject} not found` },
      });
      const read = await server.app.inject({
        url: `/api/projects/${bobsProject}`,
        headers: { cookie: alice.cookie },
      });
      expect(read.statusCode).toBe(404);
    });

    it("refuses a PM handing a project to another PM, or moving it to another PM's airport", async () => {
      const cases = [
        { id: project.id, changes: { tdot_pm: BOB } },
        { id: project.id, changes: { tdot_pm: null } },
        { id: project.id, changes: { airport_code: 'CCC' } },
      ];
      for (const { id, changes } of cases) {
        const response = await send('PATCH', `/api/projects/${id}`, alice, { version: 2, changes });
        expect({ changes, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          changes,
          status: 403,
          body: { error: 'You can only edit projects assigned to you' },
        });
      }
    });

    it('refuses a viewer', async () => {
      const response = await send('PATCH', `/api/projects/${project.id}`, viewer, {
        version: project.version,
        changes: { project_title: 'No' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'You do not have permission to edit projects' });
    });

    it("takes the new airport's name and city when an administrator moves a project", async () => {
      const response = await send('PATCH', `/api/projects/${project.id}`, admin, {
        version: project.version,
        changes: { airport_code: 'ccc', tdot_pm: BOB },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        airport_code: 'CCC',
        airport_name: 'Charlie Municipal',
        city: 'Charlie',
        tdot_pm: BOB,
        version: 3,
      });
      project = projectSchema.parse(response.json());
    });

    it('leaves the version alone when nothing actually changes', async () => {
      const response = await send('PATCH', `/api/projects/${project.id}`, admin, {
        version: project.version,
        changes: { project_title: project.project_title },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ version: project.version });
    });

    it('answers 400 for a bad id or an empty change, 404 for a missing project', async () => {
      const bad = await send('PATCH', '/api/projects/abc', admin, {
        version: 1,
        changes: { project_title: 'x' },
      });
      expect(bad.json()).toEqual({ error: 'Invalid project ID format' });
      const empty = await send('PATCH', `/api/projects/${project.id}`, admin, { version: 1, changes: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: 'changes: Nothing to change' });
      const missing = '3f2b8c1e-1111-4aaa-8bbb-123456789abc';
      const notFound = await send('PATCH', `/api/projects/${missing}`, admin, {
        version: 1,
        changes: { project_title: 'x' },
      });
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json()).toEqual({ error: `Project with ID ${missing} not found` });
    });

    it('answers 401 when signed out', async () => {
      for (const [method, url] of [
        ['POST', '/api/projects'],
        ['PATCH', `/api/projects/${project.id}`],
      ] as const) {
        const response = await send(method, url, null, { version: 1, changes: { project_title: 'x' } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Not authenticated' });
      }
    });
  });
});
