import { createHash, randomBytes } from 'node:crypto';
import { todayInNewYork, type CalendarFeedCreated, type CalendarFeedStatus } from '@bil/domain';
import ical from 'ical-generator';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { listDeadlines } from './deadline-items.service';
import {
  deleteFeedToken,
  findFeedOwner,
  findFeedToken,
  findPerson,
  replaceFeedToken,
} from './notifications.repository';

/** The feed's reach: a year of dated items (AIG deadlines: all still ahead), at most 500 per source. */
const FEED = { horizonDays: 366, aigHorizonDays: 3660, limit: 500 } as const;
const FEED_NOT_FOUND = 'Calendar feed not found';

/** Only the SHA-256 of a token is stored: the URL is shown once, when it is made. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getFeedStatus(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<CalendarFeedStatus> {
  const row = await findFeedToken(ctx.db, userId);
  return { active: row !== undefined, createdAt: row ? row.created_at.toISOString() : null };
}

/** Makes the person's feed URL, replacing any earlier one (which stops working at once). */
export async function rotateFeedToken(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(24).toString('base64url');
  const createdAt = await replaceFeedToken(ctx.db, userId, hashToken(token));
  return {
    url: new URL(`/api/calendar/${token}.ics`, ctx.config.publicUrl).toString(),
    createdAt: createdAt.toISOString(),
  };
}

export async function revokeFeedToken(ctx: Pick<AppContext, 'db'>, userId: string): Promise<void> {
  await deleteFeedToken(ctx.db, userId);
}

/**
 * GET /api/calendar/<token>.ics: the owner's deadlines as all-day events; an unknown or revoked token is 404.
 * The feed serves only while its owner could sign in (issue 34, finding 2): a disabled, deleted or
 * not-approved account answers 404 like a revoked token (re-enabling brings the same URL back, as for
 * shares). An owner who can sign in but lost the flags of a source gets a valid feed without those events
 * (empty when every flag is gone), so their calendar app keeps the subscription and simply shows nothing.
 */
export async function renderFeed(
  ctx: Pick<AppContext, 'db' | 'config'>,
  file: string,
  now = clockNow(),
): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound(FEED_NOT_FOUND);
  const userId = await findFeedOwner(ctx.db, hashToken(token));
  const person = userId ? await findPerson(ctx.db, userId) : undefined;
  if (!person || person.banned === true) throw notFound(FEED_NOT_FOUND);
  const { items } = await listDeadlines(ctx.db, person, { today: todayInNewYork(now), ...FEED });
  const calendar = ical({
    name: 'Airport grants deadlines',
    prodId: { company: 'TDOT Aeronautics', product: 'BIL tracker' },
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.key}@bil-tracker`,
      start: new Date(`${item.date}T00:00:00Z`),
      allDay: true,
      summary: item.title,
      description: item.detail,
      url: new URL(item.link, ctx.config.publicUrl).toString(),
      stamp: now,
    });
  }
  return calendar.toString();
}
