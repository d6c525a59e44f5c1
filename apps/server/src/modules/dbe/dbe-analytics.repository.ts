import type { AnalyticsInput } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The rows DBE analytics reads: every contract with its airport, PM and prime (DBE on the award day or
 * not), the DBE commitments (counted amounts) and the payments with their counted DBE share. The domain's
 * buildDbeAnalytics does every sum; here only joins. Money as cents (float8: numbers, exact below 2^53).
 */
const CERTIFIED_ON_AWARD = sql`exists (
  select 1 from dbe_firm_certifications fc
  where fc.firm_id = c.prime_firm_id and fc.effective_date <= c.award_date
    and fc.status in ('certified', 'under_reevaluation')
    and not exists (
      select 1 from dbe_firm_certifications later
      where later.firm_id = fc.firm_id and later.effective_date <= c.award_date
        and (later.effective_date, later.recorded_at) > (fc.effective_date, fc.recorded_at)))`;

export async function readAnalyticsInput(db: Kysely<Database>): Promise<AnalyticsInput> {
  const [contracts, commitments, payments, goals] = await Promise.all([
    sql<{
      id: string;
      award_date: string;
      airport_code: string;
      pm: string | null;
      prime_firm_id: string;
      prime_name: string;
      share_cents: number;
      prime_dbe: boolean;
      goal_driven: boolean;
    }>`
      select c.id, to_char(c.award_date, 'YYYY-MM-DD') as award_date, p.airport_code, a.tdot_pm as pm,
        c.prime_firm_id, f.name as prime_name, (coalesce(c.federal_share, 0) * 100)::float8 as share_cents,
        ${CERTIFIED_ON_AWARD} as prime_dbe, c.goal_driven
      from dbe_contracts c
      join projects p on p.id = c.project_id
      left join airport_assignments a on a.airport_code = p.airport_code
      join dbe_firms f on f.id = c.prime_firm_id`.execute(db),
    sql<{ contract_id: string; firm_id: string; firm_name: string; date: string; counted_cents: number }>`
      select k.contract_id, k.firm_id, f.name as firm_name, to_char(k.commitment_date, 'YYYY-MM-DD') as date,
        (k.counted_amount * 100)::float8 as counted_cents
      from dbe_commitments k join dbe_firms f on f.id = k.firm_id
      where k.counts_as_dbe`.execute(db),
    sql<{
      contract_id: string;
      firm_id: string | null;
      firm_name: string;
      date: string;
      cents: number;
      counted_cents: number;
    }>`
      select p.contract_id, k.firm_id, coalesce(f.name, prime.name) as firm_name,
        to_char(p.paid_date, 'YYYY-MM-DD') as date, (p.amount * 100)::float8 as cents,
        (case when k.id is null then case when ${CERTIFIED_ON_AWARD} then p.amount * 100 else 0 end
          when k.counts_as_dbe then round(p.amount * 100 * k.counted_amount / k.amount)
          else 0 end)::float8 as counted_cents
      from dbe_payments p
      join dbe_contracts c on c.id = p.contract_id
      join dbe_firms prime on prime.id = c.prime_firm_id
      left join dbe_commitments k on k.id = p.commitment_id
      left join dbe_firms f on f.id = k.firm_id`.execute(db),
    db.selectFrom('dbe_overall_goals').select(['fiscal_year', 'overall_pct']).execute(),
  ]);
  return {
    contracts: contracts.rows.map((row) => ({
      id: row.id,
      awardDate: row.award_date,
      airportCode: row.airport_code,
      pm: row.pm,
      primeFirmId: row.prime_firm_id,
      primeName: row.prime_name,
      federalShareCents: row.share_cents,
      primeIsDbe: row.prime_dbe,
      goalDriven: row.goal_driven,
    })),
    commitments: commitments.rows.map((row) => ({
      contractId: row.contract_id,
      firmId: row.firm_id,
      firmName: row.firm_name,
      date: row.date,
      countedCents: row.counted_cents,
    })),
    payments: payments.rows.map((row) => ({
      contractId: row.contract_id,
      firmId: row.firm_id,
      firmName: row.firm_name,
      date: row.date,
      cents: row.cents,
      countedCents: row.counted_cents,
    })),
    goals: goals.map((goal) => ({ fiscalYear: goal.fiscal_year, overallPct: goal.overall_pct })),
  };
}
