import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 16): one row per (person, kind, cause), so each cause is raised once whatever the
 * scans do; `shown` and `email_state` are decided from the person's setting when it is raised. Per-person
 * settings per kind, the weekly digests already sent (one per person and week), and the private calendar
 * feed tokens (only their SHA-256 is kept).
 */
const KINDS = sql.raw(
  [
    'overdue',
    'aig_deadline',
    'record_changed',
    'import_finished',
    'share_opened',
    'share_expiring',
    'weekly_digest',
  ]
    .map((kind) => `'${kind}'`)
    .join(', '),
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references "user"(id) on delete cascade,
      kind text not null check (kind in (${KINDS})),
      cause text not null,
      params jsonb not null default '{}',
      shown boolean not null,
      email_state text not null check (email_state in ('none', 'pending', 'sent')),
      created_at timestamptz not null default now(),
      read_at timestamptz,
      emailed_at timestamptz,
      unique (user_id, kind, cause)
    )`.execute(db);
  await sql`create index notifications_bell on notifications (user_id, created_at desc) where shown`.execute(
    db,
  );
  await sql`create index notifications_unread on notifications (user_id) where shown and read_at is null`.execute(
    db,
  );
  await sql`create index notifications_email_pending on notifications (created_at) where email_state = 'pending'`.execute(
    db,
  );
  await sql`
    create table notification_settings (
      user_id text not null references "user"(id) on delete cascade,
      kind text not null check (kind in (${KINDS})),
      channel text not null check (channel in ('in_app', 'email', 'both', 'off')),
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`.execute(db);
  await sql`
    create table notification_digests (
      user_id text not null references "user"(id) on delete cascade,
      week_of date not null,
      item_count integer not null,
      sent_at timestamptz not null default now(),
      primary key (user_id, week_of)
    )`.execute(db);
  await sql`
    create table calendar_feed_tokens (
      user_id text primary key references "user"(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists calendar_feed_tokens`.execute(db);
  await sql`drop table if exists notification_digests`.execute(db);
  await sql`drop table if exists notification_settings`.execute(db);
  await sql`drop table if exists notifications`.execute(db);
}
