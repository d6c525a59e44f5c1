import {
  fiscalPeriodOf,
  IFR_SUSPENSION_DATE,
  type AwardGroup,
  type OwnerGender,
  type OwnerGroup,
  type ReportAggregates,
  type ReportFindings,
} from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';

/**
 * The Uniform Report's sums, computed by the database (a few grouped rows whatever the number of records);
 * the domain's aggregateReportRecords is the same sum in TypeScript and the tests hold them equal.
 */

// Each certification entry as the interval it is in force ([from_day, to_day)); the latest recorded entry of a
// day wins. Joined on firm and day instead of a subquery per row (10,000s of rows in one hash join).
const CERT_INTERVALS = sql`cert as (
  select firm_id, status, effective_date as from_day,
    lead(effective_date) over (partition by firm_id order by effective_date, recorded_at) as to_day
  from dbe_firm_certifications)`;
const certAt = (alias: string, firm: ReturnType<typeof sql>, day: ReturnType<typeof sql>) =>
  sql`left join cert ${sql.raw(alias)} on ${sql.raw(alias)}.firm_id = ${firm} and ${day} >= ${sql.raw(alias)}.from_day
    and (${sql.raw(alias)}.to_day is null or ${day} < ${sql.raw(alias)}.to_day)`;

/**
 * The counting rule of dbe-counting.ts (isCertifiedStatus, decideDbeCommitment, decideDbePrime) in SQL, for
 * the report's sums over 100,000s of rows; reconcile-dbe.test.ts holds it equal to the domain on random records.
 */
/** Certified on the day: certified, or under re-evaluation before the interim final rule (2025-10-03). */
const certifiedOn = (alias: string, day: ReturnType<typeof sql>) =>
  sql`coalesce(${sql.raw(alias)}.status = 'certified' or (${sql.raw(alias)}.status = 'under_reevaluation'
    and ${day} < ${IFR_SUSPENSION_DATE}::date), false)`;
/** DOT-assisted: a contract with no federal share counts nowhere. */
const assisted = (contract: string) => sql`coalesce(${sql.raw(contract)}.federal_share, 0) > 0`;
/** A commitment counts: DOT-assisted contract, firm certified on the day, not taken out by the switch. */
const commitmentCounts = (contract: string, commitment: string, cert: string) =>
  sql`(${assisted(contract)} and ${certifiedOn(cert, sql`${sql.raw(commitment)}.commitment_date`)}
    and ${sql.raw(commitment)}.counts_as_dbe)`;
/** A DBE prime's own work in cents: federal share less every commitment on the contract, never below 0. */
const ownWorkCents = (contract: string) => sql`greatest(${sql.raw(contract)}.federal_share * 100 - coalesce(
  (select sum(${cents(sql`ow.amount`)}) from dbe_commitments ow where ow.contract_id = ${sql.raw(contract)}.id), 0), 0)`;

/** numeric(14,2) as whole cents in int8: exact, and int8 sums run faster than numeric ones. */
const cents = (column: ReturnType<typeof sql>) => sql`(${column} * 100)::int8`;
/** The counted share of a payment in cents (numeric rounds half away from zero: Math.round for amounts > 0). */
const countedShare = (
  paid: ReturnType<typeof sql>,
  counted: ReturnType<typeof sql>,
  committed: ReturnType<typeof sql>,
) => sql`round(${paid}::numeric * ${counted} / (${committed}))`;

/** Contracts with anything in the period: awarded, committed, paid or completed in it (indexed look-ups). */
const inReport = (contract: string, start: string, end: string) => sql`(
  ${sql.raw(contract)}.award_date between ${start}::date and ${end}::date
  or ${sql.raw(contract)}.completed_date between ${start}::date and ${end}::date
  or exists (select 1 from dbe_commitments r_k where r_k.contract_id = ${sql.raw(contract)}.id
    and r_k.commitment_date between ${start}::date and ${end}::date)
  or exists (select 1 from dbe_payments r_p where r_p.contract_id = ${sql.raw(contract)}.id
    and r_p.paid_date between ${start}::date and ${end}::date))`;

type GroupRow = {
  dbe: boolean;
  conscious: boolean;
  owner_group: string | null;
  owner_gender: string | null;
  count: number;
  total_cents: number;
  counted_cents: number;
};

const toGroup = (row: GroupRow): AwardGroup => ({
  dbe: row.dbe,
  conscious: row.conscious,
  ownerGroup: row.owner_group as OwnerGroup | null,
  ownerGender: row.owner_gender as OwnerGender | null,
  count: row.count,
  totalCents: row.total_cents,
  countedCents: row.counted_cents,
});

export async function aggregateReport(db: Kysely<Database>, fiscalYear: number): Promise<ReportAggregates> {
  const { start, end } = fiscalPeriodOf(fiscalYear);
  const [primes, subcontracts, payments, completed] = await Promise.all([
    sql<GroupRow>`
      with ${CERT_INTERVALS}, prime as (
        select c.federal_share, f.owner_group, f.owner_gender,
          ${certifiedOn('pc', sql`c.award_date`)} as dbe, ${ownWorkCents('c')} as own_work_cents
        from dbe_contracts c join dbe_firms f on f.id = c.prime_firm_id
        ${certAt('pc', sql`c.prime_firm_id`, sql`c.award_date`)}
        where c.award_date between ${start}::date and ${end}::date and ${assisted('c')})
      select dbe, false as conscious,
        case when dbe then owner_group end as owner_group, case when dbe then owner_gender end as owner_gender,
        count(*) as count, coalesce(sum(federal_share), 0) * 100 as total_cents,
        coalesce(sum(own_work_cents) filter (where dbe), 0) as counted_cents
      from prime group by 1, 2, 3, 4`.execute(db),
    sql<GroupRow>`
      with ${CERT_INTERVALS}, sub as (
        select ${commitmentCounts('c', 'k', 'kc')} as dbe, c.goal_driven, f.owner_group, f.owner_gender,
          k.amount, k.counted_amount
        from dbe_commitments k
        join dbe_contracts c on c.id = k.contract_id
        join dbe_firms f on f.id = k.firm_id
        ${certAt('kc', sql`k.firm_id`, sql`k.commitment_date`)}
        where k.commitment_date between ${start}::date and ${end}::date and ${assisted('c')})
      select dbe, dbe and goal_driven as conscious,
        case when dbe then owner_group end as owner_group,
        case when dbe then owner_gender end as owner_gender,
        count(*)::int as count, sum(${cents(sql`amount`)}) as total_cents,
        coalesce(sum(${cents(sql`counted_amount`)}) filter (where dbe), 0) as counted_cents
      from sub
      group by 1, 2, 3, 4`.execute(db),
    sql<{ contract_count: number; paid_cents: number; dbe_paid_cents: number; dbe_firm_count: number }>`
      with ${CERT_INTERVALS}, paid as (
        select p.contract_id, p.commitment_id, ${cents(sql`p.amount`)} as cents, c.prime_firm_id,
          k.firm_id, k.amount as committed, k.counted_amount,
          k.id is not null and ${commitmentCounts('c', 'k', 'kc')} as counts,
          p.commitment_id is null and ${certifiedOn('pc', sql`c.award_date`)} as prime_dbe,
          c.federal_share * 100 as share_cents,
          case when p.commitment_id is null then ${ownWorkCents('c')} end as own_work_cents
        from dbe_payments p
        join dbe_contracts c on c.id = p.contract_id
        ${certAt('pc', sql`c.prime_firm_id`, sql`c.award_date`)}
        left join dbe_commitments k on k.id = p.commitment_id
        ${certAt('kc', sql`k.firm_id`, sql`k.commitment_date`)}
        where p.paid_date between ${start}::date and ${end}::date and ${assisted('c')}
          and (c.completed_date is null or c.completed_date >= ${start}::date))
      select count(distinct contract_id) as contract_count,
        coalesce(sum(cents) filter (where commitment_id is null), 0) as paid_cents,
        coalesce(sum(case when prime_dbe then ${countedShare(sql`cents`, sql`own_work_cents`, sql`share_cents`)}
          when counts then ${countedShare(sql`cents`, sql`counted_amount`, sql`committed`)} else 0 end), 0)
          as dbe_paid_cents,
        count(distinct case when prime_dbe then prime_firm_id when counts then firm_id end)
          as dbe_firm_count
      from paid`.execute(db),
    sql<{
      contract_count: number;
      total_cents: number;
      needed_cents: number;
      conscious_cents: number;
      neutral_cents: number;
    }>`
      with ${CERT_INTERVALS}, done as (
        select c.id, c.federal_share, c.goal_driven, ${certifiedOn('pc', sql`c.award_date`)} as prime_dbe,
          ${ownWorkCents('c')} as own_work_cents,
          coalesce(c.participation_needed * 100,
            round(coalesce(c.federal_share, 0) * 100 * c.goal_pct / 100)) as needed_cents
        from dbe_contracts c
        ${certAt('pc', sql`c.prime_firm_id`, sql`c.award_date`)}
        where c.completed_date between ${start}::date and ${end}::date and ${assisted('c')}),
      attained as (
        select d.goal_driven, p.commitment_id,
          case when p.commitment_id is null then
              case when d.prime_dbe then
                ${countedShare(cents(sql`p.amount`), sql`d.own_work_cents`, sql`d.federal_share * 100`)}
                else 0 end
            when ${commitmentCounts('c', 'k', 'kc')}
              then ${countedShare(cents(sql`p.amount`), sql`k.counted_amount`, sql`k.amount`)}
            else 0 end as cents
        from done d join dbe_payments p on p.contract_id = d.id and p.paid_date <= ${end}::date
        join dbe_contracts c on c.id = d.id
        left join dbe_commitments k on k.id = p.commitment_id
        ${certAt('kc', sql`k.firm_id`, sql`k.commitment_date`)})
      select (select count(*) from done) as contract_count,
        (select coalesce(sum(federal_share), 0) * 100 from done) as total_cents,
        (select coalesce(sum(needed_cents), 0) from done) as needed_cents,
        coalesce((select sum(cents) from attained where goal_driven and commitment_id is not null), 0)
          as conscious_cents,
        coalesce((select sum(cents) from attained where not (goal_driven and commitment_id is not null)), 0)
          as neutral_cents`.execute(db),
  ]);
  const pay = payments.rows[0];
  const done = completed.rows[0];
  return {
    primes: primes.rows.map(toGroup),
    subcontracts: subcontracts.rows.map(toGroup),
    payments: {
      contractCount: pay?.contract_count ?? 0,
      paidCents: pay?.paid_cents ?? 0,
      dbeFirmCount: pay?.dbe_firm_count ?? 0,
      dbePaidCents: pay?.dbe_paid_cents ?? 0,
    },
    completed: {
      contractCount: done?.contract_count ?? 0,
      totalCents: done?.total_cents ?? 0,
      neededCents: done?.needed_cents ?? 0,
      attainedConsciousCents: done?.conscious_cents ?? 0,
      attainedNeutralCents: done?.neutral_cents ?? 0,
    },
  };
}

const FINDING_LIMIT = 50;

/** The records breaking a cross-check, named for a person (at most 50 of each). */
export async function findReportFindings(db: Kysely<Database>, fiscalYear: number): Promise<ReportFindings> {
  const { start, end } = fiscalPeriodOf(fiscalYear);
  const [overpaid, noShare, uncertified, excluded] = await Promise.all([
    sql<{ label: string }>`
      with candidate as (
        select id, amount from dbe_commitments where paid_cents > (amount * 100)::int8),
      paid as (
        select k.id as commitment_id, k.amount, sum(${cents(sql`p.amount`)}) as paid_cents
        from candidate k join dbe_payments p on p.commitment_id = k.id and p.paid_date <= ${end}::date
        group by k.id, k.amount)
      select c.contract_number || ': ' || f.name || ' paid $'
        || to_char(paid.paid_cents::numeric / 100, 'FM999,999,999,990.00')
        || ' of $' || to_char(k.amount, 'FM999,999,999,990.00') || ' committed' as label
      from paid
      join dbe_commitments k on k.id = paid.commitment_id and paid.paid_cents > ${cents(sql`k.amount`)}
      join dbe_contracts c on c.id = k.contract_id
      join dbe_firms f on f.id = k.firm_id
      where ${inReport('c', start, end)}
      order by 1 limit ${FINDING_LIMIT}`.execute(db),
    sql<{ label: string }>`
      select c.contract_number || ' (' || c.title || ')' as label from dbe_contracts c
      where coalesce(c.federal_share, 0) = 0 and ${inReport('c', start, end)}
      order by 1 limit ${FINDING_LIMIT}`.execute(db),
    sql<{ label: string }>`
      with ${CERT_INTERVALS}
      select c.contract_number || ': ' || f.name || ' committed ' || to_char(k.commitment_date, 'MM/DD/YYYY')
        || case when kc.status = 'under_reevaluation' then ' (under re-evaluation)' else '' end as label
      from dbe_commitments k
      join dbe_contracts c on c.id = k.contract_id
      join dbe_firms f on f.id = k.firm_id
      ${certAt('kc', sql`k.firm_id`, sql`k.commitment_date`)}
      where k.counts_as_dbe and k.commitment_date between ${start}::date and ${end}::date
        and ${assisted('c')} and not ${certifiedOn('kc', sql`k.commitment_date`)}
      order by 1 limit ${FINDING_LIMIT}`.execute(db),
    sql<{ label: string }>`
      with ${CERT_INTERVALS}
      select c.contract_number || ': ' || f.name || ' committed ' || to_char(k.commitment_date, 'MM/DD/YYYY')
        || coalesce(', reason: ' || k.override_reason, ' (no reason recorded)') as label
      from dbe_commitments k
      join dbe_contracts c on c.id = k.contract_id
      join dbe_firms f on f.id = k.firm_id
      ${certAt('kc', sql`k.firm_id`, sql`k.commitment_date`)}
      where not k.counts_as_dbe and k.commitment_date between ${start}::date and ${end}::date
        and ${assisted('c')} and ${certifiedOn('kc', sql`k.commitment_date`)}
      order by 1 limit ${FINDING_LIMIT}`.execute(db),
  ]);
  return {
    overpaidCommitments: overpaid.rows.map((row) => row.label),
    contractsWithoutFederalShare: noShare.rows.map((row) => row.label),
    uncertifiedDbeCommitments: uncertified.rows.map((row) => row.label),
    excludedByHand: excluded.rows.map((row) => row.label),
  };
}

/** The AIP/BIL grant numbers of the projects of the contracts in the report. */
export async function listReportGrantNumbers(db: Kysely<Database>, fiscalYear: number): Promise<string[]> {
  const { start, end } = fiscalPeriodOf(fiscalYear);
  const result = await sql<{ grant_number: string }>`
    select distinct btrim(pr.grant_number) as grant_number
    from dbe_contracts c join projects pr on pr.id = c.project_id
    where nullif(btrim(pr.grant_number), '') is not null and ${inReport('c', start, end)}
    order by 1`.execute(db);
  return result.rows.map((row) => row.grant_number);
}

export type OverallGoalRow = {
  fiscal_year: number;
  overall_pct: number;
  conscious_pct: number;
  neutral_pct: number;
};

export async function listOverallGoals(db: Kysely<Database>): Promise<OverallGoalRow[]> {
  return db
    .selectFrom('dbe_overall_goals')
    .select(['fiscal_year', 'overall_pct', 'conscious_pct', 'neutral_pct'])
    .orderBy('fiscal_year')
    .execute();
}

export async function findOverallGoal(
  db: Kysely<Database>,
  fiscalYear: number,
): Promise<OverallGoalRow | undefined> {
  return db
    .selectFrom('dbe_overall_goals')
    .select(['fiscal_year', 'overall_pct', 'conscious_pct', 'neutral_pct'])
    .where('fiscal_year', '=', fiscalYear)
    .executeTakeFirst();
}

export async function saveOverallGoal(
  db: Kysely<Database>,
  goal: OverallGoalRow,
  userId: string,
): Promise<void> {
  const values = {
    overall_pct: goal.overall_pct,
    conscious_pct: goal.conscious_pct,
    neutral_pct: goal.neutral_pct,
    set_by: userId,
    updated_at: sql<never>`now()`,
  };
  await db
    .insertInto('dbe_overall_goals')
    .values({ fiscal_year: goal.fiscal_year, ...values })
    .onConflict((oc) => oc.column('fiscal_year').doUpdateSet(values))
    .execute();
}

export type SubmittedReportRow = {
  id: string;
  fiscal_year: number;
  version: number;
  form_version: string;
  snapshot: JsonObject;
  reason: string | null;
  submitted_by_email: string | null;
  submitted_at: Date;
};

export async function listSubmittedReports(
  db: Kysely<Database>,
  fiscalYear: number,
): Promise<SubmittedReportRow[]> {
  return db
    .selectFrom('dbe_reports')
    .leftJoin('user', 'user.id', 'dbe_reports.submitted_by')
    .select([
      'dbe_reports.id',
      'dbe_reports.fiscal_year',
      'dbe_reports.version',
      'dbe_reports.form_version',
      'dbe_reports.snapshot',
      'dbe_reports.reason',
      'user.email as submitted_by_email',
      'dbe_reports.submitted_at',
    ])
    .where('dbe_reports.fiscal_year', '=', fiscalYear)
    .orderBy('dbe_reports.version')
    .execute();
}

/** Serialises submissions of one fiscal year (two admins submitting at once get versions n and n+1). */
export async function lockReportYear(db: Kysely<Database>, fiscalYear: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(4732012, ${fiscalYear})`.execute(db);
}

export async function insertSubmittedReport(
  db: Kysely<Database>,
  report: {
    fiscalYear: number;
    version: number;
    formVersion: string;
    snapshot: JsonObject;
    reason: string | null;
  },
  userId: string,
): Promise<string> {
  const row = await db
    .insertInto('dbe_reports')
    .values({
      fiscal_year: report.fiscalYear,
      version: report.version,
      form_version: report.formVersion,
      snapshot: report.snapshot,
      reason: report.reason,
      submitted_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
