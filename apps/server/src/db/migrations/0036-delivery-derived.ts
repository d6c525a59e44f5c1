import { sql, type Kysely } from 'kysely';

/**
 * Delivery derives what the records already know (issue 30): the SQL twin of the domain's
 * deriveDeliveryMilestones (packages/domain/src/delivery/delivery.derived.ts). A delivery record's stored
 * actual dates for the construction contract award, final acceptance and closeout are kept equal to the
 * project's DBE contracts (earliest award; latest completion once every contract is completed, else none)
 * and to the GC&I grant agreement of its grant number (closeout received), whenever such a record exists.
 * They are stored, not read through a join, so first_open_planned (the list's late-first order and its
 * index) and the SQL health flags see them.
 *
 * One BEFORE trigger on delivery_records computes them on every insert and update (what a PUT sends for
 * them is replaced); the source tables' triggers touch the records they concern (an update that sets
 * project_id to itself), so a change on the DBE or GC&I screen, or a project's new grant number, reaches
 * delivery in the same statement. delivery_records' statement trigger then moves delivery_data_version,
 * which keys the portfolio's cached counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function delivery_records_derive() returns trigger language plpgsql as $$
    declare
      contracts integer;
      completed integer;
      first_award date;
      last_completion date;
      closeout date;
    begin
      select count(*), count(completed_date), min(award_date), max(completed_date)
        into contracts, completed, first_award, last_completion
        from dbe_contracts where project_id = new.project_id;
      if contracts > 0 then
        new.contract_award_actual := first_award;
        new.final_acceptance_actual := case when completed = contracts then last_completion end;
      end if;
      select g.closeout_received_date into closeout
        from projects p join gci_grants g on g.grant_number = p.grant_number
        where p.id = new.project_id;
      if found then
        new.closeout_actual := closeout;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger delivery_records_derive before insert or update on delivery_records
      for each row execute function delivery_records_derive()`.execute(db);

  await sql`
    create function delivery_touch_from_dbe_contract() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        update delivery_records set project_id = project_id where project_id = old.project_id;
      end if;
      if tg_op <> 'DELETE' then
        update delivery_records set project_id = project_id where project_id = new.project_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger dbe_contracts_delivery after insert or delete or update of project_id, award_date, completed_date
      on dbe_contracts for each row execute function delivery_touch_from_dbe_contract()`.execute(db);

  await sql`
    create function delivery_touch_from_gci_grant() returns trigger language plpgsql as $$
    begin
      update delivery_records d set project_id = d.project_id
        from projects p
        where p.id = d.project_id
          and p.grant_number in (
            case when tg_op <> 'INSERT' then old.grant_number end,
            case when tg_op <> 'DELETE' then new.grant_number end);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger gci_grants_delivery after insert or delete or update of grant_number, closeout_received_date
      on gci_grants for each row execute function delivery_touch_from_gci_grant()`.execute(db);

  await sql`
    create function delivery_touch_from_project() returns trigger language plpgsql as $$
    begin
      update delivery_records set project_id = project_id where project_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger projects_delivery after update of grant_number on projects
      for each row when (old.grant_number is distinct from new.grant_number)
      execute function delivery_touch_from_project()`.execute(db);

  // Records kept before this migration take their derived dates now.
  await sql`update delivery_records set project_id = project_id`.execute(db);
}
