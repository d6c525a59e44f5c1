import type { GrantProgram, GrantStatus } from '@bil/domain';
import { toDayNumber, toIsoDate } from './demo-dates';
import type { DemoData } from './generate-demo-data';
import type { GrantOutcome } from './demo-delivery';
import { SeededRandom } from './seeded-random';

export type DemoGciGrant = {
  id: string;
  program: GrantProgram;
  grant_number: string;
  airport_code: string;
  sponsor: string;
  title: string;
  federal_amount: number;
  state_amount: number;
  local_amount: number;
  execution_date: string;
  pop_end_date: string;
  completion_date: string | null;
  closeout_received_date: string | null;
  status: GrantStatus;
  notes: string | null;
};

export type DemoGciReimbursement = {
  id: string;
  grant_id: string;
  request_number: string;
  request_date: string;
  requested_amount: number;
  approved_amount: number | null;
  paid_date: string | null;
  notes: string | null;
};

export type DemoGci = { grants: DemoGciGrant[]; reimbursements: DemoGciReimbursement[] };

const GCI_SEED = 13_013;

// Stable ids, so links to a demo grant stay the same from load to load.
function demoId(prefix: number, index: number): string {
  return `00000000-0013-4000-8${String(prefix).padStart(3, '0')}-${String(index).padStart(12, '0')}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

const OTHER_PROGRAMS: readonly (readonly [GrantProgram, string, number, number])[] = [
  // program, title, federal share, state share (the rest is local)
  ['aip_entitlement', 'Apron rehabilitation', 0.9, 0.05],
  ['aip_discretionary', 'Runway safety area grading', 0.9, 0.05],
  ['state_apportionment', 'Taxiway lighting replacement (LED)', 0.9, 0.05],
  ['state_aviation', 'Hangar access road paving', 0, 0.9],
  ['state_aviation', 'Fuel farm upgrade', 0, 0.8],
  ['aip_entitlement', 'Obstruction removal, runway approach', 0.9, 0.05],
];

type Lifecycle = Pick<DemoGciGrant, 'status' | 'completion_date' | 'closeout_received_date' | 'pop_end_date'>;

/** Where a grant stands on the as-of day: some ending soon, some completed awaiting closeout, some closed. */
function pickLifecycle(rng: SeededRandom, executed: number, asOf: number): Lifecycle {
  const roll = rng.next();
  if (roll < 0.12) {
    // Period of performance ends within the next 90 days.
    return {
      status: 'active',
      pop_end_date: toIsoDate(asOf + rng.int(10, 80)),
      completion_date: null,
      closeout_received_date: null,
    };
  }
  if (roll < 0.22 && asOf - executed > 400) {
    const completed = asOf - rng.int(100, 200);
    return {
      status: 'closing',
      pop_end_date: toIsoDate(executed + 4 * 365),
      completion_date: toIsoDate(completed),
      closeout_received_date: null,
    };
  }
  if (roll < 0.35 && asOf - executed > 500) {
    const completed = asOf - rng.int(200, 400);
    return {
      status: 'closed',
      pop_end_date: toIsoDate(executed + 4 * 365),
      completion_date: toIsoDate(completed),
      closeout_received_date: toIsoDate(completed + rng.int(20, 85)),
    };
  }
  return {
    status: 'active',
    pop_end_date: toIsoDate(executed + 4 * 365),
    completion_date: null,
    closeout_received_date: null,
  };
}

/**
 * A BIL grant's lifecycle as its projects' delivery records tell it (one story per project, issue 30):
 * complete on the day the last project's work was accepted, closed on the day the last one closed out;
 * otherwise active (the picked period end kept when the pick was an active one).
 */
function lifecycleOf(picked: Lifecycle, outcome: GrantOutcome | undefined, executed: number): Lifecycle {
  const popEnd = toIsoDate(executed + 4 * 365);
  if (outcome?.acceptedOn) {
    const end = outcome.acceptedOn > popEnd ? outcome.acceptedOn : popEnd;
    return {
      status: outcome.closedOutOn ? 'closed' : 'closing',
      pop_end_date: end,
      completion_date: outcome.acceptedOn,
      closeout_received_date: outcome.closedOutOn,
    };
  }
  if (picked.completion_date === null) return picked;
  return { status: 'active', pop_end_date: popEnd, completion_date: null, closeout_received_date: null };
}

/**
 * GC&I demo rows: a grant agreement for every awarded BIL grant of the demo projects (same grant number,
 * amounts summed from its projects, the airport of its first project) and a few AIP and state grants per
 * demo airport, with drawdowns: paid, approved, requested; some grants inactive for over a year.
 */
export function generateGciDemo(
  data: DemoData,
  seed = GCI_SEED,
  outcomes?: ReadonlyMap<string, GrantOutcome>,
): DemoGci {
  const rng = new SeededRandom(seed);
  const asOf = toDayNumber(data.asOf);
  const airports = new Map(data.airports.map((airport) => [airport.airport_code, airport]));
  const grants: DemoGciGrant[] = [];

  const byGrant = new Map<string, DemoData['projects']>();
  for (const project of data.projects) {
    if (!project.grant_number || !project.award_date) continue;
    const list = byGrant.get(project.grant_number) ?? [];
    list.push(project);
    byGrant.set(project.grant_number, list);
  }
  for (const [grantNumber, projects] of byGrant) {
    const first = projects[0];
    if (!first) continue;
    const airport = airports.get(first.airport_code);
    const sum = (pick: (project: DemoData['projects'][number]) => number) =>
      cents(projects.reduce((total, project) => total + pick(project), 0));
    const federal = sum((p) => p.bil_aig_amount + p.bil_atp_amount + p.bil_fct_amount);
    // The program of its biggest BIL share.
    const shares: [GrantProgram, number][] = [
      ['bil_aig', sum((p) => p.bil_aig_amount)],
      ['bil_atp', sum((p) => p.bil_atp_amount)],
      ['bil_fct', sum((p) => p.bil_fct_amount)],
    ];
    const program = shares.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
    const executed = Math.min(...projects.map((p) => toDayNumber(p.award_date ?? data.asOf)));
    const picked = pickLifecycle(rng, executed, asOf);
    grants.push({
      id: demoId(1, grants.length + 1),
      program,
      grant_number: grantNumber,
      airport_code: first.airport_code,
      sponsor: `${airport?.city ?? first.city} Airport Authority`,
      title: first.project_title,
      federal_amount: federal,
      state_amount: sum((p) => p.state_amount),
      local_amount: sum((p) => p.local_amount),
      execution_date: toIsoDate(executed),
      notes: null,
      ...(outcomes ? lifecycleOf(picked, outcomes.get(grantNumber), executed) : picked),
    });
  }

  let sequence = 1;
  for (const airport of data.airports) {
    const count = rng.int(1, 2);
    for (let index = 0; index < count; index += 1) {
      const [program, title, federalShare, stateShare] = rng.pick(OTHER_PROGRAMS);
      const total = rng.int(8, 120) * 10_000;
      const executed = asOf - rng.int(60, 1500);
      const year = toIsoDate(executed).slice(0, 4);
      const prefix = program.startsWith('aip') ? '3-47' : 'TN';
      grants.push({
        id: demoId(2, sequence),
        program,
        grant_number: `${prefix}-${airport.airport_code}-${String(sequence).padStart(3, '0')}-${year}`,
        airport_code: airport.airport_code,
        sponsor: `${airport.city} Airport Authority`,
        title,
        federal_amount: cents(total * federalShare),
        state_amount: cents(total * stateShare),
        local_amount: cents(total - cents(total * federalShare) - cents(total * stateShare)),
        execution_date: toIsoDate(executed),
        notes: null,
        ...pickLifecycle(rng, executed, asOf),
      });
      sequence += 1;
    }
  }
  return { grants, reimbursements: buildReimbursements(rng, grants, asOf) };
}

function buildReimbursements(
  rng: SeededRandom,
  grants: DemoGciGrant[],
  asOf: number,
): DemoGciReimbursement[] {
  const rows: DemoGciReimbursement[] = [];
  for (const grant of grants) {
    const grantAmount = grant.federal_amount + grant.state_amount;
    const executed = toDayNumber(grant.execution_date);
    const end = Math.min(asOf, toDayNumber(grant.completion_date ?? grant.pop_end_date));
    const closed = grant.status === 'closed';
    // Some active grants stop drawing: their last request is more than a year old.
    const stalled = grant.status === 'active' && rng.chance(0.15);
    const lastDay = stalled ? Math.min(end, asOf - rng.int(380, 500)) : end;
    const share = closed ? 1 : rng.between(0.15, 0.85);
    const count = lastDay - executed < 30 ? 0 : rng.int(1, 5);
    let left = Math.floor(grantAmount * share * 100) / 100;
    for (let index = 0; index < count && left > 0; index += 1) {
      const amount = index === count - 1 ? left : cents(left * rng.between(0.2, 0.5));
      left = cents(left - amount);
      const requested = executed + Math.round(((lastDay - executed) * (index + 1)) / (count + 1));
      const lastOpen = index === count - 1 && !closed && rng.chance(0.4);
      const approved = lastOpen && rng.chance(0.5) ? null : amount;
      rows.push({
        id: demoId(3, rows.length + 1),
        grant_id: grant.id,
        request_number: `RR-${String(index + 1).padStart(2, '0')}`,
        request_date: toIsoDate(requested),
        requested_amount: amount,
        approved_amount: approved,
        paid_date: lastOpen ? null : toIsoDate(Math.min(requested + rng.int(10, 40), asOf)),
        notes: null,
      });
    }
  }
  return rows.filter((row) => row.requested_amount > 0);
}
