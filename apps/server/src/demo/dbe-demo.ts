import {
  countCommitmentCents,
  fiscalYearOfDate,
  OWNER_GROUPS,
  type CertificationStatus,
  type CommitmentKind,
  type OwnerGender,
  type OwnerGroup,
} from '@bil/domain';
import { toDayNumber, toIsoDate } from './demo-dates';
import { DEMO_AS_OF, type DemoProject } from './generate-demo-data';
import { SeededRandom } from './seeded-random';

/**
 * DBE demo records tied to the demo projects: about 60 firms, 60 contracts (12 per fiscal year FY22-FY26)
 * with commitments, payments, completions, certification histories (the October 2025 re-evaluation, a few
 * decertifications) and overall goals. One commitment is counted as DBE before the firm was certified, so
 * the FY2026 report flags it. Deterministic: the same demo projects give the same records.
 */
export type DemoDbeFirm = {
  id: string;
  name: string;
  certification_number: string | null;
  certifying_agency: string | null;
  naics_codes: string[];
  owner_group: OwnerGroup | null;
  owner_gender: OwnerGender | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
};
export type DemoDbeCertification = {
  firm_id: string;
  status: CertificationStatus;
  effective_date: string;
  note: string | null;
};
export type DemoDbeContract = {
  id: string;
  project_id: string;
  contract_number: string;
  title: string;
  prime_firm_id: string;
  award_date: string;
  federal_share: number;
  goal_pct: number;
  goal_driven: boolean;
  completed_date: string | null;
  participation_needed: number | null;
};
export type DemoDbeCommitment = {
  id: string;
  contract_id: string;
  firm_id: string;
  kind: CommitmentKind;
  amount: number;
  fee_amount: number | null;
  commercially_useful: boolean;
  counts_as_dbe: boolean;
  counted_amount: number;
  commitment_date: string;
  description: string | null;
};
export type DemoDbePayment = {
  id: string;
  contract_id: string;
  commitment_id: string | null;
  amount: number;
  paid_date: string;
  note: string | null;
};
export type DemoDbeGoal = {
  fiscal_year: number;
  overall_pct: number;
  conscious_pct: number;
  neutral_pct: number;
};
export type DemoDbeData = {
  firms: DemoDbeFirm[];
  certifications: DemoDbeCertification[];
  contracts: DemoDbeContract[];
  commitments: DemoDbeCommitment[];
  payments: DemoDbePayment[];
  goals: DemoDbeGoal[];
};

const DBE_SEED = 2_612_026;
const FISCAL_YEARS = [2022, 2023, 2024, 2025, 2026];
const CONTRACTS_PER_YEAR = 12;
/** The largest federal share a DBE prime wins in the demo (see the prime choice below). */
const DBE_PRIME_MAX_SHARE = 250_000;
const REEVALUATION_DAY = '2025-10-03';

const PLACES = [
  'Volunteer',
  'Cumberland',
  'Smoky Ridge',
  'Tennessee Valley',
  'Music City',
  'Chickamauga',
  'Clinch River',
  'Holston',
  'Duck River',
  'Caney Fork',
  'Sequatchie',
  'Obion',
  'Harpeth',
  'Elk River',
  'Hiwassee',
  'Stones River',
];
type Trade = { word: string; kind: CommitmentKind; naics: string };
const TRADES: Trade[] = [
  { word: 'Electric', kind: 'subcontractor', naics: '238210' },
  { word: 'Striping', kind: 'subcontractor', naics: '237310' },
  { word: 'Concrete', kind: 'subcontractor', naics: '238110' },
  { word: 'Surveying', kind: 'subcontractor', naics: '541370' },
  { word: 'Landscaping', kind: 'subcontractor', naics: '561730' },
  { word: 'Fencing', kind: 'subcontractor', naics: '238990' },
  { word: 'Materials Supply', kind: 'regular_dealer', naics: '423320' },
  { word: 'Lighting Supply', kind: 'regular_dealer', naics: '423610' },
  { word: 'Precast', kind: 'manufacturer', naics: '327390' },
  { word: 'Trucking', kind: 'trucking', naics: '484220' },
  { word: 'Brokerage', kind: 'broker', naics: '425120' },
];
const SUFFIXES = ['LLC', 'Inc.', 'Co.', 'Group'];
const PRIMES = [
  'Mid-South Paving',
  'Appalachian Constructors',
  'Delta Airfield Builders',
  'Ridgeline Civil',
  'Big River Contracting',
  'Southern Runway Works',
  'Bluff City Grading',
  'Plateau Heavy Civil',
  'Highland Asphalt',
  'Tri-State Airfield',
];
const FIRST_NAMES = [
  'Ana',
  'Marcus',
  'Lena',
  'Darius',
  'Priya',
  'Tom',
  'Keisha',
  'Luis',
  'Mei',
  'Grace',
  'Omar',
  'Ruth',
];
const LAST_NAMES = [
  'Jackson',
  'Nguyen',
  'Patel',
  'Rivera',
  'Walker',
  'Brooks',
  'Chen',
  'Harper',
  'Lopez',
  'Young',
];

const money = (value: number) => Math.round(value * 100) / 100;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function makeFirm(rng: SeededRandom, name: string, naics: string, dbe: boolean): DemoDbeFirm {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return {
    id: rng.uuid(),
    name,
    certification_number: dbe ? `TN-UCP-${rng.int(10_000, 99_999)}` : null,
    certifying_agency: dbe ? 'Tennessee Unified Certification Program (TDOT)' : null,
    naics_codes: [naics],
    owner_group: dbe ? rng.pick(OWNER_GROUPS.filter((group) => group !== 'other')) : null,
    owner_gender: dbe ? (rng.chance(0.45) ? 'women' : 'men') : null,
    contact_name: `${first} ${last}`,
    contact_email: `${first.toLowerCase()}@${slug(name).slice(0, 20)}.example`,
    contact_phone: `615-555-${String(rng.int(100, 9999)).padStart(4, '0')}`,
  };
}

/** Federal share of a project in whole dollars: its BIL money, else 90% of its total. */
const federalShareOf = (project: DemoProject) => {
  const bil = project.bil_aig_amount + project.bil_atp_amount + project.bil_fct_amount;
  return Math.max(25_000, Math.round(bil > 0 ? bil : project.total_amount * 0.9));
};

export function generateDbeDemoData(projects: readonly DemoProject[]): DemoDbeData {
  const rng = new SeededRandom(DBE_SEED);
  const asOf = toDayNumber(DEMO_AS_OF);
  const firms: DemoDbeFirm[] = [];
  const certifications: DemoDbeCertification[] = [];
  const tradeOf = new Map<string, Trade>();

  const primes = PRIMES.map((name, index) => {
    const dbe = index >= PRIMES.length - 2; // two DBE primes (they count as neutral)
    const firm = makeFirm(rng, `${name} ${rng.pick(SUFFIXES)}`, '237310', dbe);
    firms.push(firm);
    certifications.push({
      firm_id: firm.id,
      status: dbe ? 'certified' : 'not_dbe',
      effective_date: '2019-07-01',
      note: null,
    });
    return firm;
  });

  const subs: DemoDbeFirm[] = [];
  let placeIndex = 0;
  while (subs.length < 48) {
    const trade = TRADES[subs.length % TRADES.length] as Trade;
    const place = PLACES[placeIndex % PLACES.length] as string;
    placeIndex += 1;
    const dbe = subs.length % 8 !== 7; // most subcontractors are DBEs; some are not
    const firm = makeFirm(rng, `${place} ${trade.word} ${rng.pick(SUFFIXES)}`, trade.naics, dbe);
    firms.push(firm);
    subs.push(firm);
    tradeOf.set(firm.id, trade);
    if (!dbe) {
      certifications.push({ firm_id: firm.id, status: 'not_dbe', effective_date: '2019-07-01', note: null });
      continue;
    }
    certifications.push({
      firm_id: firm.id,
      status: 'certified',
      effective_date: toIsoDate(toDayNumber('2018-01-01') + rng.int(0, 1200)),
      note: null,
    });
  }
  // The late one: committed as a DBE before its certification (a cross-check failure).
  const late = makeFirm(rng, 'Harpeth Traffic Control LLC', '238990', true);
  firms.push(late);
  tradeOf.set(late.id, { word: 'Traffic Control', kind: 'subcontractor', naics: '238990' });
  const lateCertification: DemoDbeCertification = {
    firm_id: late.id,
    status: 'certified',
    effective_date: DEMO_AS_OF, // set below: three weeks after its commitment
    note: 'Certified after the commitment',
  };
  certifications.push(lateCertification);

  // October 2025: every DBE under re-evaluation; a few decertified afterwards.
  const dbeFirms = firms.filter((firm) => firm.owner_group !== null && firm.id !== late.id);
  for (const firm of dbeFirms) {
    certifications.push({
      firm_id: firm.id,
      status: 'under_reevaluation',
      effective_date: REEVALUATION_DAY,
      note: 'Interim final rule re-evaluation',
    });
  }
  for (const firm of dbeFirms.filter((_, index) => index % 9 === 4)) {
    certifications.push({
      firm_id: firm.id,
      status: 'decertified',
      effective_date: toIsoDate(toDayNumber('2026-01-15') + rng.int(0, 120)),
      note: 'Did not meet the re-evaluation standard',
    });
  }
  // Most are re-certified between November 2025 and January 2026 (counting resumes from that day); a few are
  // still awaiting re-evaluation (their commitments do not count: the FY2026 cross-check lists them). Dates
  // from the firm's place in the list, not the random stream, so the rest of the demo is unchanged.
  dbeFirms.forEach((firm, index) => {
    if (index % 9 === 4 || index % 9 === 7) return;
    certifications.push({
      firm_id: firm.id,
      status: 'certified',
      effective_date: toIsoDate(toDayNumber('2025-11-03') + ((index * 11) % 80)),
      note: 'Re-certified under the interim final rule',
    });
  });

  // One story per project (issue 30): a construction contract is let once the sub-award is executed, so
  // only executed projects have one, awarded after the sub-award (delivery reads its dates from here).
  const awarded = projects
    .filter(
      (project) =>
        project.status === 'executed' &&
        project.award_date !== null &&
        project.sub_award_date !== null &&
        project.award_date <= DEMO_AS_OF,
    )
    .sort((a, b) => (a.award_date ?? '').localeCompare(b.award_date ?? '') || a.id.localeCompare(b.id));
  const contracts: DemoDbeContract[] = [];
  const commitments: DemoDbeCommitment[] = [];
  const payments: DemoDbePayment[] = [];
  const dbeSubs = subs.filter((firm) => firm.owner_group !== null);
  const decertifiedOn = new Map(
    certifications
      .filter((certification) => certification.status === 'decertified')
      .map((certification) => [certification.firm_id, certification.effective_date]),
  );
  const otherSubs = subs.filter((firm) => firm.owner_group === null);

  for (const fiscalYear of FISCAL_YEARS) {
    const pool = awarded.filter((project) => fiscalYearOfDate(project.sub_award_date ?? '') === fiscalYear);
    const step = Math.max(1, Math.floor(pool.length / CONTRACTS_PER_YEAR));
    for (let index = 0; index < CONTRACTS_PER_YEAR && index * step < pool.length; index += 1) {
      const project = pool[index * step] as DemoProject;
      const subAward = toDayNumber(project.sub_award_date ?? DEMO_AS_OF);
      const award = Math.min(asOf - 20, subAward + rng.int(20, 75));
      if (award < subAward) continue;
      const awardDay = toIsoDate(award);
      if (fiscalYearOfDate(awardDay) !== fiscalYear) continue;
      const federalShare = federalShareOf(project);
      const suspended = awardDay >= REEVALUATION_DAY; // contract goals suspended by the interim final rule
      const goalPct = suspended ? 0 : rng.pick([6, 8, 9.5, 10, 12, 14]);
      // A DBE prime wins small contracts only (its own work counts in full, so a large one would carry the
      // year's share far past the goal); a large contract drawn for it goes to a regular prime, chosen without
      // a draw so the rest of the demo's random sequence stays as it was.
      const regular = primes.slice(0, -2);
      const prime = rng.chance(0.12)
        ? federalShare <= DBE_PRIME_MAX_SHARE
          ? (primes.at(-1) as DemoDbeFirm)
          : (regular[index % regular.length] as DemoDbeFirm)
        : rng.pick(regular);
      const duration = rng.int(240, 520);
      const completedDay = award + duration <= asOf ? toIsoDate(award + duration) : null;
      const contract: DemoDbeContract = {
        id: rng.uuid(),
        project_id: project.id,
        contract_number: `${project.airport_code}-${fiscalYear}-${String(index + 1).padStart(2, '0')}`,
        title: project.project_title.slice(0, 200),
        prime_firm_id: prime.id,
        award_date: awardDay,
        federal_share: federalShare,
        goal_pct: goalPct,
        goal_driven: !suspended,
        completed_date: completedDay,
        participation_needed: completedDay ? money((federalShare * goalPct) / 100) : null,
      };
      contracts.push(contract);

      // DBE commitments aimed near the goal (a few short of it), plus one non-DBE sub.
      const target =
        federalShare * (suspended ? rng.between(0.04, 0.1) : (goalPct / 100) * rng.between(0.8, 1.35));
      const count = rng.int(2, 4);
      // A prime commits to firms still certified (not decertified) through the commitment window.
      const lastCommitment = toIsoDate(award + 30);
      const eligible = dbeSubs.filter(
        (firm) => (decertifiedOn.get(firm.id) ?? '9999-12-31') > lastCommitment,
      );
      const chosen = new Set<DemoDbeFirm>();
      while (chosen.size < count) chosen.add(rng.pick(eligible));
      const committed: DemoDbeCommitment[] = [];
      for (const firm of chosen) {
        const trade = tradeOf.get(firm.id) as Trade;
        const amount = money(
          (target / count) * (trade.kind === 'regular_dealer' ? 1.6 : 1) * rng.between(0.85, 1.15),
        );
        const feeAmount = trade.kind === 'broker' ? money(amount * 0.08) : null;
        committed.push({
          id: rng.uuid(),
          contract_id: contract.id,
          firm_id: firm.id,
          kind: trade.kind,
          amount,
          fee_amount: feeAmount,
          commercially_useful: true,
          counts_as_dbe: true,
          counted_amount: 0,
          commitment_date: toIsoDate(award + rng.int(3, 30)),
          description: `${trade.word} for ${project.project_title}`.slice(0, 500),
        });
      }
      const other = rng.pick(otherSubs);
      committed.push({
        id: rng.uuid(),
        contract_id: contract.id,
        firm_id: other.id,
        kind: (tradeOf.get(other.id) as Trade).kind,
        amount: money(federalShare * rng.between(0.05, 0.15)),
        fee_amount: null,
        commercially_useful: true,
        counts_as_dbe: false,
        counted_amount: 0,
        commitment_date: toIsoDate(award + rng.int(3, 30)),
        description: null,
      });
      for (const commitment of committed) {
        commitment.counted_amount =
          countCommitmentCents({
            kind: commitment.kind,
            amountCents: Math.round(commitment.amount * 100),
            feeCents: commitment.fee_amount === null ? null : Math.round(commitment.fee_amount * 100),
            commerciallyUseful: commitment.commercially_useful,
            countsAsDbe: commitment.counts_as_dbe,
          }) / 100;
      }
      commitments.push(...committed);

      // Monthly pay estimates through completion (or the as-of day); subs paid in step, one lagging contract.
      const end = completedDay ? toDayNumber(completedDay) : asOf;
      const months = Math.max(1, Math.floor((end - award) / 30));
      const share = completedDay ? 1 : Math.min(0.9, months / (duration / 30));
      const lagging = contracts.length % 17 === 5;
      for (let month = 1; month <= months; month += 1) {
        const day = toIsoDate(award + month * 30);
        payments.push({
          id: rng.uuid(),
          contract_id: contract.id,
          commitment_id: null,
          amount: money((federalShare * share) / months),
          paid_date: day,
          note: `Pay estimate ${month}`,
        });
        for (const commitment of committed) {
          const portion = (commitment.amount * share * (lagging ? 0.3 : rng.between(0.9, 0.98))) / months;
          payments.push({
            id: rng.uuid(),
            contract_id: contract.id,
            commitment_id: commitment.id,
            amount: money(Math.max(0.01, portion)),
            paid_date: toIsoDate(award + month * 30 + rng.int(3, 12)),
            note: null,
          });
        }
      }
    }
  }

  // The cross-check failure: a FY2026 commitment counted as DBE three weeks before the firm's certification.
  const target = contracts.find((contract) => contract.award_date >= '2025-10-01') ?? contracts.at(-1);
  if (target) {
    const amount = money(target.federal_share * 0.03);
    const committedOn = toDayNumber(target.award_date) + 10;
    lateCertification.effective_date = toIsoDate(committedOn + 21);
    commitments.push({
      id: rng.uuid(),
      contract_id: target.id,
      firm_id: late.id,
      kind: 'subcontractor',
      amount,
      fee_amount: null,
      commercially_useful: true,
      counts_as_dbe: true,
      counted_amount: amount,
      commitment_date: toIsoDate(committedOn),
      description: 'Work-zone traffic control',
    });
  }

  const goals: DemoDbeGoal[] = [
    { fiscal_year: 2022, overall_pct: 8.5, conscious_pct: 5, neutral_pct: 3.5 },
    { fiscal_year: 2023, overall_pct: 9, conscious_pct: 5.5, neutral_pct: 3.5 },
    { fiscal_year: 2024, overall_pct: 9.2, conscious_pct: 5.7, neutral_pct: 3.5 },
    { fiscal_year: 2025, overall_pct: 9.5, conscious_pct: 6, neutral_pct: 3.5 },
    { fiscal_year: 2026, overall_pct: 7, conscious_pct: 0, neutral_pct: 7 },
  ];
  return { firms, certifications, contracts, commitments, payments, goals };
}
