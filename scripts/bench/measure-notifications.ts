import pino from 'pino';
import { sql } from 'kysely';
import { ensureDemoAccounts } from '../../apps/server/src/demo/demo-accounts';
import { generateDemoData } from '../../apps/server/src/demo/generate-demo-data';
import { replaceWithDemoData } from '../../apps/server/src/demo/load-demo-data';
import { createMailer } from '../../apps/server/src/lib/mail.service';
import { raiseDeadlineNotifications } from '../../apps/server/src/modules/notifications';
import { sendWeeklyDigests } from '../../apps/server/src/modules/notifications/weekly-digest.service';
import { buildTestServer } from '../../apps/server/test/support/build-test-server';
import { signInAs } from '../../apps/server/test/support/sign-in-as';

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

/**
 * `npx tsx scripts/bench/measure-notifications.ts [projects]`: loads the demo set at that size (default
 * 100,000) into in-memory PGlite with the demo accounts and one account per demo PM, then times the
 * weekly digest job (every person's overdue and upcoming items, rendered and written to the outbox) and
 * the hourly deadline scan (first run, then a run that finds everything already raised).
 */
async function measure(projects: number): Promise<void> {
  const server = await buildTestServer();
  try {
    // The full demo load takes minutes on a busy machine: a small demo set, then the rest of the projects in
    // one statement, spread over the demo airports (and so their PMs) with waits of every length.
    const data = generateDemoData({ projects: 1000 });
    await replaceWithDemoData(server.ctx.db, data);
    await sql`
      with a as (select array_agg(airport_code order by airport_code) as codes,
                        array_agg(tdot_pm order by airport_code) as pms, count(*)::int as n
                 from airport_assignments)
      insert into projects (airport_code, tdot_pm, project_title, status, application_date, award_date, sub_award_date)
      select a.codes[1 + g % a.n], a.pms[1 + g % a.n], 'Bench project ' || g, 'pending',
        date '2024-10-01' + (g % 780),
        case when g % 3 = 0 then null else date '2024-10-01' + (g % 780) + 60 + (g % 90) end,
        case when g % 3 = 2 then date '2024-10-01' + (g % 780) + 60 + (g % 90) + 30 + (g % 70) end
      from generate_series(1, ${Math.max(0, projects - 1000)}) g, a`.execute(server.ctx.db);
    const loaded = await server.ctx.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('projects'))
      .executeTakeFirstOrThrow();
    await ensureDemoAccounts(server.ctx);
    for (const pm of data.pms) await signInAs(server.app, 'pm', { tdotPm: pm });
    await signInAs(server.app, 'admin');
    await sql`analyze`.execute(server.ctx.db);
    const people = await server.ctx.db.selectFrom('user_accounts').select('user_id').execute();
    console.log(`Loaded ${loaded.projects} projects, ${people.length} people`);

    const mailer = createMailer(server.ctx.config, server.ctx.db, pino({ level: 'silent' }));
    const now = new Date('2026-11-23T12:00:00Z'); // a Monday
    let started = performance.now();
    const digest = await sendWeeklyDigests({ ...server.ctx, mailer }, now);
    console.log(
      `weekly digest: ${digest.sent} sent, ${digest.skipped} with nothing to send, in ${seconds(started)} s`,
    );
    started = performance.now();
    await sendWeeklyDigests({ ...server.ctx, mailer }, now);
    console.log(`weekly digest run again (already sent this week): ${seconds(started)} s`);
    started = performance.now();
    const raised = await raiseDeadlineNotifications(server.ctx, now);
    console.log(`deadline scan: ${raised} raised in ${seconds(started)} s`);
    started = performance.now();
    await raiseDeadlineNotifications(server.ctx, now);
    console.log(`deadline scan again (nothing new): ${seconds(started)} s`);
  } finally {
    await server.close();
  }
}

await measure(Number(process.argv[2] ?? 100_000));
