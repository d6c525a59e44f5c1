import { sql } from 'kysely';
import { buildTestServer } from '../../apps/server/test/support/build-test-server';
import { signInAs } from '../../apps/server/test/support/sign-in-as';

export type GciMeasurement = {
  grants: number;
  reimbursements: number;
  inspections: number;
  complianceItems: number;
  figures: { route: string; label: string; ms: number }[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The three GC&I tables at 10,000 records each on in-memory PGlite, in process: 10,000 grant agreements
 * (30,000 drawdowns), 10,000 inspections (20,000 discrepancies) and 10,000 compliance obligations; the
 * median of 7 calls (after one warm-up) of each list's common reads, each with its counts.
 */
export async function measureGci(grants = 10_000): Promise<GciMeasurement> {
  const server = await buildTestServer();
  try {
    const db = server.ctx.db;
    await sql`insert into airport_assignments (airport_code, airport_name, city, tdot_pm)
      select 'B' || lpad(i::text, 3, '0'), 'Bench Field ' || i, 'City ' || i, 'PM ' || (i % 10)
      from generate_series(1, 120) i`.execute(db);
    await sql`insert into gci_grants (program, grant_number, airport_code, sponsor, title, federal_amount,
        state_amount, local_amount, execution_date, pop_end_date, completion_date, status)
      select (array['aip_entitlement','aip_discretionary','state_apportionment','bil_aig','bil_atp','bil_fct',
          'state_aviation'])[1 + i % 7],
        'G-' || lpad(i::text, 6, '0'), 'B' || lpad((1 + i % 120)::text, 3, '0'), 'Sponsor ' || i,
        'Runway work ' || i, 100000 + i, 5000, 5000, date '2022-01-01' + (i % 1000),
        date '2022-01-01' + (i % 1000) + 1460,
        case when i % 5 = 0 then date '2022-01-01' + (i % 1000) + 300 end,
        case when i % 5 = 0 then 'closing' else 'active' end
      from generate_series(1, ${grants}) i`.execute(db);
    await sql`insert into gci_reimbursements (grant_id, request_number, request_date, requested_amount,
        approved_amount, paid_date)
      select g.id, 'RR-' || n, g.execution_date + n * 30, 1000, 1000, g.execution_date + n * 30 + 10
      from gci_grants g cross join generate_series(1, 3) n`.execute(db);
    await sql`insert into gci_inspections (airport_code, inspection_date, inspector)
      select 'B' || lpad((1 + i % 120)::text, 3, '0'), date '2015-01-01' + (i % 4000), 'Inspector ' || (i % 37)
      from generate_series(1, ${grants}) i`.execute(db);
    await sql`insert into gci_discrepancies (inspection_id, category, severity, description, plan_due_date,
        target_date, action_status, closed_at)
      select i.id, (array['markings','lighting','signs','pavement','obstructions','fencing','wildlife','other'])[1 + n * 3 % 8],
        'medium', 'Finding ' || n, i.inspection_date + 60, i.inspection_date + 120,
        case when n = 1 then 'closed' else 'open' end, case when n = 1 then now() end
      from gci_inspections i cross join generate_series(1, 2) n`.execute(db);
    await sql`insert into gci_compliance_items (airport_code, obligation, frequency_months, due_date)
      select 'B' || lpad((1 + i % 120)::text, 3, '0'),
        (array['annual_financial_report','certificate_of_insurance','alp_update','exhibit_a',
          'rates_charges_review','land_use_review','obstruction_review'])[1 + i % 7],
        12, date '2026-01-01' + (i % 900)
      from generate_series(1, ${grants}) i`.execute(db);
    await sql`analyze`.execute(db);
    const admin = await signInAs(server.app, 'admin');
    const queries: [string, string, string][] = [
      ['grants', 'first page (grant number)', ''],
      ['grants', 'sorted by percent drawn', 'sort=percent_drawn&dir=desc'],
      ['grants', 'search "Runway work 99"', 'q=Runway%20work%2099'],
      ['grants', 'alert filter: no drawdown in 12 months', 'alert=inactive'],
      ['grants', 'program + status filters, page 20', 'program=bil_aig&status=active&page=20'],
      ['inspections', 'first page (newest)', ''],
      ['inspections', 'overdue corrective actions', 'show=overdue_actions'],
      ['inspections', 'search "Inspector 7"', 'q=Inspector%207'],
      ['inspections', 'sorted by next due, page 20', 'sort=next_due&dir=asc&page=20'],
      ['compliance', 'first page (due date)', ''],
      ['compliance', 'overdue filter', 'status=overdue'],
      ['compliance', 'search "B017"', 'q=B017'],
    ];
    const figures: GciMeasurement['figures'] = [];
    for (const [route, label, query] of queries) {
      const times: number[] = [];
      for (let run = 0; run < 8; run += 1) {
        const started = performance.now();
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/gci/${route}?limit=25&${query}`,
          headers: { cookie: admin.cookie },
        });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        if (run > 0) times.push(performance.now() - started);
      }
      figures.push({ route, label, ms: median(times) });
    }
    return { grants, reimbursements: grants * 3, inspections: grants, complianceItems: grants, figures };
  } finally {
    await server.close();
  }
}

if (process.argv[1]?.endsWith('measure-gci.ts')) {
  const result = await measureGci();
  for (const figure of result.figures) {
    console.log(`GET /api/gci/${figure.route} ${figure.label} (10,000 records): ${figure.ms.toFixed(0)} ms`);
  }
}
