import { sql, type Kysely } from 'kysely';

/**
 * GC&I compliance and documents (issue 13).
 * - Sponsor obligations per airport, recurring (frequency in months), with findings and their resolution.
 *   Statuses (current, due soon, overdue, finding) are the date rule of compliance-rules.ts, applied on read.
 * - Documents on records, the bytes in PostgreSQL (bytea), so every server process on one database (and
 *   PGlite) sees the same files. A document names its record by kind and id; triggers remove a record's
 *   documents with it (the record tables are several, so no single foreign key can), once per statement
 *   so deleting thousands of projects stays one indexed delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gci_compliance_items (
      id uuid primary key default gen_random_uuid(),
      airport_code text not null references airport_assignments (airport_code) on update cascade,
      obligation text not null check (obligation in ('annual_financial_report', 'certificate_of_insurance',
        'alp_update', 'exhibit_a', 'rates_charges_review', 'land_use_review', 'obstruction_review')),
      frequency_months int not null check (frequency_months between 1 and 120),
      due_date date not null,
      last_completed_date date check (last_completed_date is null or last_completed_date <= due_date),
      notes text,
      -- Open findings, kept by gci_compliance_findings_count (below): the list filters on it.
      open_findings int not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index gci_compliance_airport_idx on gci_compliance_items (airport_code)`.execute(db);
  await sql`create index gci_compliance_due_idx on gci_compliance_items (due_date, id)`.execute(db);

  await sql`
    create table gci_compliance_findings (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references gci_compliance_items (id) on delete cascade,
      found_date date not null,
      description text not null check (length(description) between 1 and 2000),
      resolution text,
      resolved_date date check (resolved_date is null or resolved_date >= found_date),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((resolved_date is null) = (resolution is null))
    )`.execute(db);
  await sql`create index gci_compliance_findings_item_idx on gci_compliance_findings (item_id)`.execute(db);
  await sql`
    create function gci_compliance_findings_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update gci_compliance_items i set open_findings = (select count(*) from gci_compliance_findings f
          where f.item_id = old.item_id and f.resolved_date is null) where i.id = old.item_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update gci_compliance_items i set open_findings = (select count(*) from gci_compliance_findings f
          where f.item_id = new.item_id and f.resolved_date is null) where i.id = new.item_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger gci_compliance_findings_after after insert or update or delete on gci_compliance_findings
    for each row execute function gci_compliance_findings_count()`.execute(db);

  await sql`
    create table gci_documents (
      id uuid primary key default gen_random_uuid(),
      record_type text not null check (record_type in ('grant', 'reimbursement', 'compliance_item',
        'inspection', 'discrepancy', 'project')),
      record_id uuid not null,
      file_name text not null check (length(file_name) between 1 and 255),
      content_type text not null,
      size_bytes int not null check (size_bytes between 1 and 26214400),
      content bytea not null,
      uploaded_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index gci_documents_record_idx on gci_documents (record_type, record_id, created_at)`.execute(
    db,
  );
  await sql`
    create function gci_documents_cleanup() returns trigger language plpgsql as $$
    begin
      delete from gci_documents d using gone g where d.record_type = tg_argv[0] and d.record_id = g.id;
      return null;
    end $$`.execute(db);
  const owners: [string, string][] = [
    ['gci_grants', 'grant'],
    ['gci_reimbursements', 'reimbursement'],
    ['gci_compliance_items', 'compliance_item'],
    ['gci_inspections', 'inspection'],
    ['gci_discrepancies', 'discrepancy'],
    ['projects', 'project'],
  ];
  for (const [table, kind] of owners) {
    await sql`
      create trigger ${sql.raw(`${table}_documents_cleanup`)} after delete on ${sql.table(table)}
      referencing old table as gone
      for each statement execute function gci_documents_cleanup(${sql.lit(kind)})`.execute(db);
  }
}
