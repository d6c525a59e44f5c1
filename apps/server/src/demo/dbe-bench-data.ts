import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Bench data for the DBE report: 100 airports, 2,000 projects, 500 firms, contracts in FY2025 with commitments and payments. */
export async function insertDbeBenchData(
  db: Kysely<Database>,
  contracts: number,
  commitmentsPerContract: number,
): Promise<{ contracts: number; commitments: number }> {
  await sql`insert into airport_assignments (airport_code, airport_name, city, tdot_pm)
      select 'B' || lpad(i::text, 3, '0'), 'Bench ' || i, 'City', 'PM ' || (i % 10) from generate_series(1, 100) i`.execute(
    db,
  );
  await sql`insert into projects (id, airport_code, project_title, grant_number)
      select gen_random_uuid(), 'B' || lpad((1 + i % 100)::text, 3, '0'), 'Project ' || i, '3-47-' || i
      from generate_series(1, 2000) i`.execute(db);
  await sql`insert into dbe_firms (name, owner_group, owner_gender, updated_at)
      select 'Firm ' || i, (array['black_american','hispanic_american','native_american','asian_pacific_american','non_minority'])[1 + i % 5],
        case when i % 2 = 0 then 'women' else 'men' end, now() from generate_series(1, 500) i`.execute(db);
  await sql`insert into dbe_firm_certifications (firm_id, status, effective_date)
      select id, case when row_number() over () % 10 = 0 then 'not_dbe' else 'certified' end, date '2020-01-01' from dbe_firms`.execute(
    db,
  );
  await sql`insert into dbe_contracts (project_id, contract_number, title, prime_firm_id, award_date, federal_share,
        goal_pct, goal_driven, completed_date, updated_at)
      select p.id, 'C-' || i, 'Contract ' || i, f.id, date '2024-10-01' + (i % 360), 100000 + (i % 50) * 1000,
        10, i % 3 <> 0, case when i % 4 = 0 then date '2024-10-01' + (i % 360) + 5 end, now()
      from generate_series(1, ${contracts}) i
      join lateral (select id from projects offset (i % 2000) limit 1) p on true
      join lateral (select id from dbe_firms offset (i % 500) limit 1) f on true`.execute(db);
  await sql`insert into dbe_commitments (contract_id, firm_id, kind, amount, counts_as_dbe, counted_amount,
        commitment_date, updated_at)
      select c.id, f.id, 'subcontractor', 5000.25, k % 5 <> 0, case when k % 5 <> 0 then 5000.25 else 0 end,
        c.award_date + 3, now()
      from (select id, award_date, row_number() over () as n from dbe_contracts) c
      cross join generate_series(1, ${commitmentsPerContract}) k
      join lateral (select id from dbe_firms offset ((c.n * 7 + k) % 500) limit 1) f on true`.execute(db);
  await sql`insert into dbe_payments (contract_id, commitment_id, amount, paid_date)
      select contract_id, id, 1000, commitment_date + 30 from dbe_commitments`.execute(db);
  await sql`insert into dbe_payments (contract_id, commitment_id, amount, paid_date)
      select id, null, 20000, award_date + 30 from dbe_contracts`.execute(db);
  await sql`analyze`.execute(db);
  const counts = await sql<{ contracts: number; commitments: number }>`select
      (select count(*) from dbe_contracts) as contracts, (select count(*) from dbe_commitments) as commitments`.execute(
    db,
  );
  return counts.rows[0] ?? { contracts: 0, commitments: 0 };
}
