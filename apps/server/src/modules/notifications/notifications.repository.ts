import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';

export type NotificationRow = Selectable<NotificationsTable>;

const BELL_SIZE = 50;

/** The newest notifications a person sees in the bell. */
export async function listShownNotifications(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('shown', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BELL_SIZE)
    .execute();
}

export async function countUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('shown', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the person's own notifications read; false when it is not theirs or not there. */
export async function markRead(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('shown', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('shown', '=', true)
    .where('read_at', 'is', null)
    .execute();
}

export async function listSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<{ kind: string; channel: string }[]> {
  return db
    .selectFrom('notification_settings')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveSettings(
  db: Kysely<Database>,
  userId: string,
  settings: readonly { kind: string; channel: string }[],
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values(settings.map((setting) => ({ user_id: userId, kind: setting.kind, channel: setting.channel })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        channel: (eb) => eb.ref('excluded.channel'),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** The person's weekly-digest setting ('email' unless they turned it off). */
export async function listDigestRecipients(
  db: Kysely<Database>,
): Promise<{ user_id: string; email: string; tdot_pm: string | null; role: string }[]> {
  return db
    .selectFrom('user_accounts as ua')
    .innerJoin('user as u', 'u.id', 'ua.user_id')
    .leftJoin('notification_settings as s', (join) =>
      join.onRef('s.user_id', '=', 'ua.user_id').on('s.kind', '=', 'weekly_digest'),
    )
    .select(['ua.user_id', 'u.email', 'ua.tdot_pm', 'ua.role'])
    .where('ua.approval', '=', 'approved')
    .where((eb) => eb.or([eb('u.banned', 'is', null), eb('u.banned', '=', false)]))
    .where((eb) => eb.or([eb('s.channel', 'is', null), eb('s.channel', '<>', 'off')]))
    .orderBy('ua.user_id')
    .execute();
}

/** Claims (person, week) for a digest; false when it was already sent (the job is safe to run twice). */
export async function claimDigest(
  db: Kysely<Database>,
  userId: string,
  weekOf: string,
  itemCount: number,
): Promise<boolean> {
  const result = await db
    .insertInto('notification_digests')
    .values({ user_id: userId, week_of: weekOf, item_count: itemCount })
    .onConflict((oc) => oc.columns(['user_id', 'week_of']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type PendingEmail = NotificationRow & { email: string };

/** Pending e-mails, locked for this transaction; another process running at once skips them. */
export async function lockPendingEmails(db: Kysely<Database>, limit: number): Promise<PendingEmail[]> {
  return db
    .selectFrom('notifications as n')
    .innerJoin('user as u', 'u.id', 'n.user_id')
    .selectAll('n')
    .select('u.email')
    .where('n.email_state', '=', 'pending')
    .orderBy('n.created_at')
    .limit(limit)
    .forUpdate('n')
    .skipLocked()
    .execute();
}

export async function markEmailed(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ email_state: 'sent', emailed_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .execute();
}

export async function findFeedOwner(db: Kysely<Database>, tokenHash: string): Promise<string | null> {
  const row = await db
    .selectFrom('calendar_feed_tokens as t')
    .innerJoin('user_accounts as ua', 'ua.user_id', 't.user_id')
    .select('t.user_id')
    .where('t.token_hash', '=', tokenHash)
    .where('ua.approval', '=', 'approved')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function findFeedToken(
  db: Kysely<Database>,
  userId: string,
): Promise<{ created_at: Date } | undefined> {
  return db
    .selectFrom('calendar_feed_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** One token per person: making a new one replaces (rotates) the old. */
export async function replaceFeedToken(
  db: Kysely<Database>,
  userId: string,
  tokenHash: string,
): Promise<Date> {
  const row = await db
    .insertInto('calendar_feed_tokens')
    .values({ user_id: userId, token_hash: tokenHash, created_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: sql<Date>`now()` }),
    )
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return row.created_at;
}

export async function deleteFeedToken(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('calendar_feed_tokens').where('user_id', '=', userId).execute();
}

/** Who a person is, for the digest and the feed: their PM name, role and whether the account is disabled. */
export async function findPerson(
  db: Kysely<Database>,
  userId: string,
): Promise<
  { user_id: string; email: string; tdot_pm: string | null; role: string; banned: boolean | null } | undefined
> {
  return db
    .selectFrom('user_accounts as ua')
    .innerJoin('user as u', 'u.id', 'ua.user_id')
    .select(['ua.user_id', 'u.email', 'ua.tdot_pm', 'ua.role', 'u.banned'])
    .where('ua.user_id', '=', userId)
    .executeTakeFirst();
}
