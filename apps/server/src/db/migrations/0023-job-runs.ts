import { sql, type Kysely } from 'kysely';

/**
 * The job runner's own record beside pg-boss's queue (schema pgboss, made by pg-boss itself): every attempt
 * of every job (for the admin screen's last run), and the schedule slots already claimed, so a slot delivered
 * twice (two server processes, a clock-monitor overlap) runs once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_runs (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      queue_job_id text,
      trigger text not null check (trigger in ('schedule', 'manual', 'retry', 'command-line')),
      slot timestamptz,
      attempt integer not null default 1,
      status text not null check (status in ('running', 'succeeded', 'failed')),
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      duration_ms integer,
      error text
    )`.execute(db);
  await sql`create index job_runs_name_started on job_runs (name, started_at desc)`.execute(db);
  await sql`
    create table job_slots (
      name text not null,
      slot timestamptz not null,
      queue_job_id text not null,
      claimed_at timestamptz not null default now(),
      primary key (name, slot)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_slots`.execute(db);
  await sql`drop table if exists job_runs`.execute(db);
}
