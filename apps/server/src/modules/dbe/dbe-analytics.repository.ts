import { analyticsInputFromRecords, type AnalyticsInput } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  countingRecords,
  type CountingCertificationRow,
  type CountingCommitmentRow,
  type CountingPaymentRow,
} from './dbe-counting.records';

/**
 * The rows DBE analytics reads: every contract, commitment, payment and certification entry, with the
 * airport, PM and firm names. Only joins here: the domain counts them with the one rule
 * (analyticsInputFromRecords -> decideRecords) and buildDbeAnalytics does every sum.
 */
export async function readAnalyticsInput(db: Kysely<Database>): Promise<AnalyticsInput> {
  const [contracts, commitments, payments, certifications, firms, goals] = await Promise.all([
    sql<{
      id: string;
      award_date: string;
      airport_code: string;
      pm: string | null;
      prime_firm_id: string;
      federal_share: number | null;
      goal_pct: number;
      goal_driven: boolean;
      completed_date: string | null;
      participation_needed: number | null;
    }>`
      select c.id, to_char(c.award_date, 'YYYY-MM-DD') as award_date, p.airport_code, a.tdot_pm as pm,
        c.prime_firm_id, c.federal_share::float8 as federal_share, c.goal_pct::float8 as goal_pct, c.goal_driven,
        to_char(c.completed_date, 'YYYY-MM-DD') as completed_date,
        c.participation_needed::float8 as participation_needed
      from dbe_contracts c
      join projects p on p.id = c.project_id
      left join airport_assignments a on a.airport_code = p.airport_code`.execute(db),
    sql<CountingCommitmentRow>`
      select k.id, k.contract_id, k.firm_id, k.kind, k.amount::float8 as amount,
        k.fee_amount::float8 as fee_amount, k.counts_as_dbe, k.counted_amount::float8 as counted_amount,
        to_char(k.commitment_date, 'YYYY-MM-DD') as commitment_date
      from dbe_commitments k`.execute(db),
    sql<CountingPaymentRow>`
      select p.contract_id, p.commitment_id, p.amount::float8 as amount,
        to_char(p.paid_date, 'YYYY-MM-DD') as paid_date
      from dbe_payments p`.execute(db),
    sql<CountingCertificationRow>`
      select firm_id, status, to_char(effective_date, 'YYYY-MM-DD') as effective_date
      from dbe_firm_certifications order by effective_date, recorded_at`.execute(db),
    db.selectFrom('dbe_firms').select(['id', 'name']).execute(),
    db.selectFrom('dbe_overall_goals').select(['fiscal_year', 'overall_pct']).execute(),
  ]);
  const records = countingRecords(contracts.rows, commitments.rows, payments.rows, certifications.rows);
  return analyticsInputFromRecords(
    records,
    {
      contracts: new Map(
        contracts.rows.map((row) => [row.id, { airportCode: row.airport_code, pm: row.pm }]),
      ),
      firmNames: new Map(firms.map((firm) => [firm.id, firm.name])),
    },
    goals.map((goal) => ({ fiscalYear: goal.fiscal_year, overallPct: goal.overall_pct })),
  );
}
