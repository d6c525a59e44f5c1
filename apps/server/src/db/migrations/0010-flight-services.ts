import { sql, type Kysely } from 'kysely';

/**
 * Flight services: the state aircraft, trip requests and their flight logs. A trip's times are the local
 * wall-clock of the state (date + time columns): they are a schedule, compared as such. Double booking is
 * refused in the assigning transaction, which locks the aircraft row first (flight-services.service.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table flight_aircraft (
      id uuid primary key default gen_random_uuid(),
      tail_number text not null unique check (tail_number ~ '^N[1-9][0-9A-Z]{0,4}$'),
      make_model text not null check (length(make_model) between 1 and 80),
      seats integer not null check (seats between 1 and 30),
      status text not null default 'available' check (status in ('available', 'maintenance', 'out_of_service')),
      hours_total numeric(8,1) not null default 0 check (hours_total >= 0),
      annual_due_date date not null,
      hundred_hour_due_at numeric(8,1) not null check (hundred_hour_due_at >= 0),
      hourly_rate numeric(10,2) not null default 0 check (hourly_rate >= 0),
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table flight_trips (
      id uuid primary key default gen_random_uuid(),
      agency text not null check (length(agency) between 1 and 120),
      requester_name text not null check (length(requester_name) between 1 and 120),
      requested_by text references "user"(id) on delete set null,
      depart_date date not null,
      depart_time time not null,
      return_date date not null,
      return_time time not null,
      origin text not null check (origin ~ '^[A-Z0-9]{3,4}$'),
      destination text not null check (destination ~ '^[A-Z0-9]{3,4}$'),
      passengers integer not null check (passengers between 1 and 30),
      purpose text not null check (length(purpose) between 1 and 1000),
      status text not null default 'requested'
        check (status in ('requested', 'approved', 'denied', 'withdrawn', 'completed')),
      aircraft_id uuid references flight_aircraft(id),
      estimated_hours numeric(4,1) check (estimated_hours > 0),
      decision_note text,
      decided_by text references "user"(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((return_date + return_time) > (depart_date + depart_time)),
      check (status <> 'completed' or aircraft_id is not null)
    )`.execute(db);
  await sql`create index flight_trips_by_date on flight_trips (depart_date)`.execute(db);
  await sql`create index flight_trips_by_aircraft on flight_trips (aircraft_id, depart_date) where aircraft_id is not null`.execute(
    db,
  );

  await sql`
    create table flight_logs (
      trip_id uuid primary key references flight_trips(id) on delete cascade,
      flown_date date not null,
      actual_depart_time time not null,
      actual_arrive_time time not null,
      hours_flown numeric(4,1) not null check (hours_flown > 0),
      hourly_rate numeric(10,2) not null check (hourly_rate >= 0),
      charge numeric(14,2) not null check (charge >= 0),
      logged_by text references "user"(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index flight_logs_by_date on flight_logs (flown_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists flight_logs`.execute(db);
  await sql`drop table if exists flight_trips`.execute(db);
  await sql`drop table if exists flight_aircraft`.execute(db);
}
