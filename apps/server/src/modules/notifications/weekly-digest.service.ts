import { todayInNewYork } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { presentDigestMail } from './digest-mail.presenter';
import { listDeadlines } from './deadline-items.service';
import { claimDigest, listDigestRecipients } from './notifications.repository';

/** The digest's window: everything overdue, and what falls due in the next 30 days (AIG: 12 months). */
export const DIGEST_HORIZON_DAYS = 30;
/** Items per source in one e-mail; the rest are counted ("N more"). */
export const DIGEST_ITEM_LIMIT = 50;

export type DigestRun = { sent: number; skipped: number };

/**
 * The weekly digest (job notifications.weekly-digest, Monday 7:00 New York): one e-mail per person who
 * has not turned it off and has something overdue or coming up. The (person, week) row is claimed before
 * the e-mail is handed to the mailer, so running the job twice sends once (a crash between the two loses
 * that week's e-mail rather than sending it twice).
 */
export async function sendWeeklyDigests(
  ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  now: Date,
): Promise<DigestRun> {
  const today = todayInNewYork(now);
  const run: DigestRun = { sent: 0, skipped: 0 };
  for (const person of await listDigestRecipients(ctx.db)) {
    const deadlines = await listDeadlines(ctx.db, person, {
      today,
      horizonDays: DIGEST_HORIZON_DAYS,
      aigHorizonDays: 365,
      limit: DIGEST_ITEM_LIMIT,
    });
    if (deadlines.items.length === 0) {
      run.skipped += 1;
      continue;
    }
    const claimed = await claimDigest(ctx.db, person.user_id, today, deadlines.total);
    if (!claimed) {
      run.skipped += 1;
      continue;
    }
    await ctx.mailer.send(
      presentDigestMail({ to: person.email, today, publicUrl: ctx.config.publicUrl, ...deadlines }),
    );
    run.sent += 1;
  }
  return run;
}
