import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mail.service';
import { deliverPendingEmails } from '../src/modules/notifications/email-delivery.service';
import {
  raiseDeadlineNotifications,
  raiseEventNotifications,
} from '../src/modules/notifications/notification-raise.service';
import { sendWeeklyDigests } from '../src/modules/notifications/weekly-digest.service';
import { jobs } from '../src/modules/notifications';
import {
  insertNotificationFixture,
  NOW,
  OTHER_PM,
  OWN_PM,
  type NotificationFixture,
} from './notifications.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { startSmtpCapture } from './support/smtp-capture';

describe('notifications', () => {
  let server: TestServer;
  let nora: SignedInUser;
  let otto: SignedInUser;
  let admin: SignedInUser;
  let fixture: NotificationFixture;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertNotificationFixture(server.ctx.db);
    nora = await signInAs(server.app, 'pm', { tdotPm: OWN_PM });
    otto = await signInAs(server.app, 'pm', { tdotPm: OTHER_PM });
    admin = await signInAs(server.app, 'admin');
  }, 180_000); // a fresh database and three sign-ins on a shared, busy machine
  afterAll(async () => {
    await server.close();
  });

  const call = (
    user: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, cookie: user.cookie },
      ...(payload ? { payload } : {}),
    });
  const causes = async (user: SignedInUser, kind?: string) => {
    let query = server.ctx.db
      .selectFrom('notifications')
      .select(['cause', 'shown', 'email_state'])
      .where('user_id', '=', user.userId);
    if (kind) query = query.where('kind', '=', kind);
    return (await query.orderBy('cause').execute()).map((row) => row.cause);
  };

  it('exports its four jobs for the runner, the digest on Monday 7:00 New York', () => {
    expect(jobs.map((job) => job.name)).toEqual([
      'notifications.raise-events',
      'notifications.raise-deadlines',
      'notifications.deliver-email',
      'notifications.weekly-digest',
    ]);
    expect(jobs.find((job) => job.name === 'notifications.weekly-digest')?.schedule).toEqual({
      cron: '0 7 * * 1',
      timeZone: 'America/New_York',
    });
  });

  it('raises overdue projects, the overdue corrective action and the AIG warning once per cause, to their owner only', async () => {
    await raiseDeadlineNotifications(server.ctx, NOW);
    const expected = [
      `award:${fixture.awardLate}:2026-01-02`,
      `gci-action:${fixture.discrepancy}:2026-04-02`,
      `sub_award:${fixture.subAwardLate}:2026-02-01`,
    ].sort();
    expect(await causes(nora, 'overdue')).toEqual(expected);
    expect(await causes(nora, 'aig_deadline')).toEqual(['aig:NRA:2023:6']);
    expect(await causes(otto, 'overdue')).toEqual([`award:${fixture.othersLate}:2026-01-02`]);
    expect(await causes(admin)).toEqual([]);

    await raiseDeadlineNotifications(server.ctx, NOW);
    await raiseDeadlineNotifications(server.ctx, new Date(NOW.getTime() + 3_600_000));
    expect(await causes(nora, 'overdue')).toEqual(expected);
    expect(await causes(nora, 'aig_deadline')).toEqual(['aig:NRA:2023:6']);

    // Three months before the deadline is a new cause: raised once more.
    await raiseDeadlineNotifications(server.ctx, new Date('2026-07-01T12:00:00Z'));
    expect(await causes(nora, 'aig_deadline')).toEqual(['aig:NRA:2023:3', 'aig:NRA:2023:6']);
  });

  it('raises the DBE report after December 1 for administrators, once', async () => {
    const december = new Date('2026-12-05T15:00:00Z');
    await raiseDeadlineNotifications(server.ctx, december);
    await raiseDeadlineNotifications(server.ctx, december);
    expect(await causes(admin, 'overdue')).toEqual(['dbe-report:2026']);
    expect(await causes(nora, 'overdue')).not.toContain('dbe-report:2026');
  });

  it("raises a change by someone else to the owner's project, not the changer's own change", async () => {
    const version = async () =>
      (
        await server.ctx.db
          .selectFrom('projects')
          .select('version')
          .where('id', '=', fixture.notYetLate)
          .executeTakeFirstOrThrow()
      ).version;
    const byAdmin = await call(admin, 'PATCH', `/api/projects/${fixture.notYetLate}`, {
      version: await version(),
      changes: { comments: 'Checked by the division' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const byNora = await call(nora, 'PATCH', `/api/projects/${fixture.notYetLate}`, {
      version: await version(),
      changes: { comments: 'Sponsor called' },
    });
    expect(byNora.statusCode).toBe(200);

    await raiseEventNotifications(server.ctx, new Date());
    await raiseEventNotifications(server.ctx, new Date());
    const changed = await server.ctx.db
      .selectFrom('notifications')
      .select(['user_id', 'params'])
      .where('kind', '=', 'record_changed')
      .execute();
    expect(changed).toHaveLength(1);
    expect(changed[0]?.user_id).toBe(nora.userId);
    expect(changed[0]?.params).toMatchObject({ projectId: fixture.notYetLate });
    expect(changed[0]?.params.fields).toContain('comments');
    expect(changed[0]?.params.actor).toBe(admin.email);
  });

  it('raises a finished import for whoever ran it, and a share opened or about to expire for its maker, once each', async () => {
    const now = new Date();
    await server.ctx.db
      .insertInto('import_runs')
      .values({
        kind: 'projects',
        file_name: 'june.xlsx',
        sha256: 'x',
        created_by: admin.userId,
        counts: JSON.stringify({ created: 3, updated: 1 }),
        changes: JSON.stringify([]),
      })
      .execute();
    const share = (name: string, extra: object) =>
      server.ctx.db
        .insertInto('shares')
        .values({
          token: `tok-${name}-${Math.random()}`,
          kind: 'chart',
          name,
          created_by: nora.userId,
          ...extra,
        })
        .execute();
    await share('Opened chart', { view_count: 1, last_viewed_at: now });
    await share('Unopened chart', {});
    await share('Ending chart', { expires_at: new Date(now.getTime() + 86_400_000) });
    await share('Later chart', { expires_at: new Date(now.getTime() + 10 * 86_400_000) });

    for (let run = 0; run < 2; run++) {
      await raiseEventNotifications(server.ctx, now);
      await raiseDeadlineNotifications(server.ctx, now);
    }
    expect((await causes(admin, 'import_finished')).length).toBe(1);
    const list = (await call(nora, 'GET', '/api/notifications')).json<{
      items: { kind: string; title: string }[];
    }>();
    expect(list.items.filter((item) => item.kind === 'share_opened').map((item) => item.title)).toEqual([
      'Your share "Opened chart" was opened',
    ]);
    expect(list.items.filter((item) => item.kind === 'share_expiring').map((item) => item.title)).toEqual([
      'Your share "Ending chart" expires soon',
    ]);
  });

  it('lists only my own notifications, marks one and then all read', async () => {
    const mine = (await call(nora, 'GET', '/api/notifications')).json<{
      items: { id: string }[];
      unread: number;
    }>();
    expect(mine.unread).toBe(mine.items.length);
    const first = mine.items[0]?.id ?? '';
    expect((await call(otto, 'POST', `/api/notifications/${first}/read`)).statusCode).toBe(404);
    const one = await call(nora, 'POST', `/api/notifications/${first}/read`);
    expect(one.json()).toEqual({ unread: mine.unread - 1 });
    expect((await call(nora, 'POST', '/api/notifications/read-all')).json()).toEqual({ unread: 0 });
    expect((await call(nora, 'GET', '/api/notifications')).json<{ unread: number }>().unread).toBe(0);
    expect((await call(otto, 'GET', '/api/notifications')).json<{ unread: number }>().unread).toBe(1);
  });

  it('respects settings: off records the cause unseen, e-mail only stays out of the bell and is e-mailed once', async () => {
    const saved = await call(otto, 'PUT', '/api/notifications/settings', {
      settings: [
        { kind: 'aig_deadline', channel: 'off' },
        { kind: 'overdue', channel: 'email' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ settings: { kind: string; channel: string }[] }>().settings).toContainEqual({
      kind: 'overdue',
      channel: 'email',
    });
    const refused = await call(otto, 'PUT', '/api/notifications/settings', {
      settings: [{ kind: 'weekly_digest', channel: 'in_app' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await call(otto, 'PUT', '/api/notifications/settings', {
          settings: [{ kind: 'overdue', channel: 'loud' }],
        })
      ).statusCode,
    ).toBe(400);

    await server.ctx.db
      .insertInto('airport_bil_balances')
      .values({ airport_code: 'OTO', fy23_allocation: 10_000 })
      .execute();
    const [late] = await server.ctx.db
      .insertInto('projects')
      .values({
        airport_code: 'OTO',
        tdot_pm: OTHER_PM,
        project_title: 'Otto fuel farm',
        application_date: '2026-01-05',
      })
      .returning('id')
      .execute();
    await raiseDeadlineNotifications(server.ctx, NOW);
    const rows = await server.ctx.db
      .selectFrom('notifications')
      .select(['kind', 'cause', 'shown', 'email_state'])
      .where('user_id', '=', otto.userId)
      .where('cause', 'in', [`award:${late?.id}:2026-01-05`, 'aig:OTO:2023:6'])
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'aig_deadline', cause: 'aig:OTO:2023:6', shown: false, email_state: 'none' },
      { kind: 'overdue', cause: `award:${late?.id}:2026-01-05`, shown: false, email_state: 'pending' },
    ]);

    const outboxFor = async (to: string) =>
      server.ctx.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'html_body'])
        .where('to_address', '=', to)
        .execute();
    await deliverPendingEmails(server.ctx);
    await deliverPendingEmails(server.ctx);
    const mails = await outboxFor(otto.email);
    // The earlier overdue item went out by default (in the app and e-mail); each is e-mailed once.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Overdue for award: Otto fuel farm',
      'Overdue for award: Otto hangar',
    ]);
    expect(mails[0]?.html_body).toContain('/bil/projects?expand=');
  });

  it('sends a weekly digest holding exactly my overdue items, and only once a week', async () => {
    await sendWeeklyDigests(server.ctx, NOW);
    await sendWeeklyDigests(server.ctx, NOW);
    const mails = await server.ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', nora.email)
      .where('subject', 'like', 'Weekly digest%')
      .execute();
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text_body ?? '';
    const overdue = text.slice(text.indexOf('Overdue'), text.indexOf('Coming up'));
    const titles = [...overdue.matchAll(/^- \S+ {2}(.+) \(/gm)].map((match) => match[1]);
    expect(titles).toEqual([
      'Award target: Runway 4-22 rehabilitation',
      'Corrective action at NRA',
      'Sub-award target: Taxiway A lighting',
    ]);
    expect(text).toContain('NRA FY23 AIG obligation deadline');
    expect(text).not.toContain('Apron seal coat');
    expect(text).not.toContain('Otto');
    expect(mails[0]?.subject).toBe('Weekly digest: 3 overdue, 1 coming up');
  });

  it('sends the digest through a real SMTP server with the items in both the HTML and the text part', async () => {
    const smtp = await startSmtpCapture();
    try {
      const config = { ...server.ctx.config, smtpUrl: smtp.url };
      const mailer = createMailer(config, server.ctx.db);
      await sendWeeklyDigests({ ...server.ctx, config, mailer }, new Date('2026-06-08T11:00:00Z'));
      const mail = await smtp.waitForMail(nora.email);
      const [textPart = '', htmlPart = ''] = mail.text.split(/Content-Type: text\/html/i);
      expect(textPart).toMatch(/Content-Type: text\/plain/i);
      for (const part of [textPart, htmlPart]) {
        expect(part).toContain('Runway 4-22 rehabilitation');
        expect(part).toContain('Taxiway A lighting');
        expect(part).toContain('Faded hold-short markings');
      }
      expect(htmlPart).toContain('<a href="http://localhost');
    } finally {
      await smtp.close();
    }
  });

  it('serves my deadlines as iCalendar by a private token that can be rotated and revoked', async () => {
    expect((await call(nora, 'GET', '/api/notifications/calendar')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const made = (await call(nora, 'POST', '/api/notifications/calendar')).json<{ url: string }>();
    const path = new URL(made.url).pathname;
    const feed = await server.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain('Award target: Runway 4-22 rehabilitation');
    expect(summaries).toContain('NRA FY26 AIG obligation deadline');
    expect(summaries.some((summary) => summary.includes('Otto'))).toBe(false);
    const award = events.find((event) => event.summary.startsWith('Award target'));
    expect(award?.startDate.toString()).toBe('2026-04-02');

    const rotated = (await call(nora, 'POST', '/api/notifications/calendar')).json<{ url: string }>();
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const newPath = new URL(rotated.url).pathname;
    expect((await server.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
    expect((await call(nora, 'DELETE', '/api/notifications/calendar')).statusCode).toBe(204);
    const revoked = await server.app.inject({ method: 'GET', url: newPath });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: 'Calendar feed not found' });
    expect((await server.app.inject({ method: 'GET', url: '/api/calendar/not-a-token' })).statusCode).toBe(
      404,
    );
  });
});
