// Used by `npm run bench`: prints, as JSON, how long the Uniform Report of one fiscal year takes (SQL
// aggregates + domain sections + cross-checks) with 10,000 contracts and 50,000 commitments, on a fresh
// PGlite database in a temporary directory (no HTTP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { computeDbeReport } from '../modules/dbe';
import { openDatabase } from '../server';
import { runCommand } from './cli-support';

const RUNS = 5;
const CONTRACTS = Number(process.env.DBE_BENCH_CONTRACTS ?? 10_000);
const COMMITMENTS_PER_CONTRACT = 5;
const FISCAL_YEAR = 2025;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

runCommand(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-dbe-bench-'));
  const { handle } = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const db = handle.db;
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
      from generate_series(1, ${CONTRACTS}) i
      join lateral (select id from projects offset (i % 2000) limit 1) p on true
      join lateral (select id from dbe_firms offset (i % 500) limit 1) f on true`.execute(db);
    await sql`insert into dbe_commitments (contract_id, firm_id, kind, amount, counts_as_dbe, counted_amount,
        commitment_date, updated_at)
      select c.id, f.id, 'subcontractor', 5000.25, k % 5 <> 0, case when k % 5 <> 0 then 5000.25 else 0 end,
        c.award_date + 3, now()
      from (select id, award_date, row_number() over () as n from dbe_contracts) c
      cross join generate_series(1, ${COMMITMENTS_PER_CONTRACT}) k
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
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      await computeDbeReport(db, FISCAL_YEAR);
      if (run > 0) times.push(performance.now() - started); // run 0 warms up
    }
    console.log(JSON.stringify({ ...counts.rows[0], reportMs: median(times) }));
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
