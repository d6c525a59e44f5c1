import { sql } from 'kysely';
import { buildTestServer } from '../../apps/server/test/support/build-test-server';
import { signInAs } from '../../apps/server/test/support/sign-in-as';

export type GciMeasurement = {
  grants: number;
  reimbursements: number;
  figures: { label: string; ms: number }[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * GC&I grants list at 10,000 grant agreements (30,000 drawdowns) on in-memory PGlite, in process: the
 * median of 7 calls (after one warm-up) of the list's common reads, each with the alert counts.
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
    const admin = await signInAs(server.app, 'admin');
    const queries: [string, string][] = [
      ['first page (grant number)', ''],
      ['sorted by percent drawn', 'sort=percent_drawn&dir=desc'],
      ['search "Runway work 99"', 'q=Runway%20work%2099'],
      ['alert filter: no drawdown in 12 months', 'alert=inactive'],
      ['program + status filters, page 20', 'program=bil_aig&status=active&page=20'],
    ];
    const figures: GciMeasurement['figures'] = [];
    for (const [label, query] of queries) {
      const times: number[] = [];
      for (let run = 0; run < 8; run += 1) {
        const started = performance.now();
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/gci/grants?limit=25&${query}`,
          headers: { cookie: admin.cookie },
        });
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
        if (run > 0) times.push(performance.now() - started);
      }
      figures.push({ label, ms: median(times) });
    }
    return { grants, reimbursements: grants * 3, figures };
  } finally {
    await server.close();
  }
}

if (process.argv[1]?.endsWith('measure-gci.ts')) {
  const result = await measureGci();
  for (const figure of result.figures) {
    console.log(`GET /api/gci/grants ${figure.label} (${result.grants} grants): ${figure.ms.toFixed(0)} ms`);
  }
}
