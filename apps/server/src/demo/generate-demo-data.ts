import type { LifecycleStatus } from '@bil/domain';
import { DEMO_FISCAL_YEARS, buildGrants, type DemoGrant } from './demo-grants';
import { toDayNumber, toIsoDate, toIsoTimestamp, type DayNumber } from './demo-dates';
import {
  buildBalance,
  fundAigClaims,
  splitFunding,
  type AigClaim,
  type AigLedger,
  type DemoBalance,
} from './demo-funding';
import { COMMENTS, TALKING_POINTS, WORK_KINDS, type FundingProgram, type WorkKind } from './project-catalog';
import { generateDemoPlanItems, type DemoPlanItem } from './demo-plan-items';
import { SeededRandom } from './seeded-random';
import {
  AIG_YEARLY_ALLOCATION,
  DEMO_PMS,
  PRIMARY_CATEGORIES,
  TENNESSEE_AIRPORTS,
  type AirportCategory,
  type TennesseeAirport,
} from './tennessee-airports';

export type { DemoBalance } from './demo-funding';
export type { DemoGrant } from './demo-grants';

export const DEFAULT_DEMO_PROJECTS = 250;
export const MAX_DEMO_PROJECTS = 1_000_000;
export const DEMO_SEED = 20_250_319;
/** The data describes the world as of this day, whatever day it is generated on. */
export const DEMO_AS_OF = '2026-11-01';

export type DemoAirport = { airport_code: string; airport_name: string; city: string; tdot_pm: string };

/** One projects row, column for column (id included, so links stay the same from run to run). */
export type DemoProject = {
  id: string;
  grant_number: string | null;
  airport_code: string;
  airport_name: string;
  city: string;
  project_title: string;
  project_description: string;
  status: LifecycleStatus;
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
  sent_to_sponsor_date: string | null;
  sent_to_tdot_date: string | null;
  psr_date: string | null;
  local_amount: number;
  total_amount: number;
  bil_aig_amount: number;
  bil_atp_amount: number;
  bil_fct_amount: number;
  state_amount: number;
  tdot_pm: string;
  upin: string | null;
  work_code: string;
  comments: string | null;
  talking_point_1: string | null;
  talking_point_2: string | null;
  talking_point_3: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
  bil_application_number: string | null;
  fiscal_year: number;
  tad_project_number: string | null;
  tad_contract_number: string | null;
  tx_number: string | null;
  project_phase: string;
  created_at: string;
  updated_at: string;
};

export type DemoData = {
  asOf: string;
  pms: string[];
  airports: DemoAirport[];
  balances: DemoBalance[];
  grants: DemoGrant[];
  projects: DemoProject[];
  /** The capital improvement plan: five fiscal years of plan items per airport. */
  planItems: DemoPlanItem[];
};

export type GenerateDemoOptions = { projects?: number; seed?: number };

type AirportProfile = {
  airport: TennesseeAirport;
  runways: string[];
  taxiways: string[];
  lengthFeet: number;
  weight: number;
  primary: boolean;
  commercial: boolean;
  ledger: AigLedger;
};

type Timeline = {
  status: LifecycleStatus;
  psr: DayNumber | null;
  application: DayNumber | null;
  award: DayNumber | null;
  sentToSponsor: DayNumber | null;
  sentToTdot: DayNumber | null;
  subAward: DayNumber | null;
};

type ProjectDraft = {
  airport: AirportProfile;
  grant: DemoGrant | null;
  fiscalYear: number;
  timeline: Timeline;
  program: FundingProgram;
  kind: WorkKind;
  claim: AigClaim | null;
};

const PROJECT_WEIGHT: Record<AirportCategory, number> = {
  'large hub': 2.2,
  'medium hub': 2.2,
  'small hub': 1.8,
  nonhub: 1.8,
  national: 1.4,
  regional: 1.2,
  local: 1,
  basic: 0.8,
};
const SLOW_AIRPORT_COUNT = 8;
const SLOW_AIRPORT_WEIGHT = 0.35;
const EARLIEST_PSR_DAY = toDayNumber('2021-11-22');

function buildAirportProfiles(rng: SeededRandom, allocationScale: number): AirportProfile[] {
  const slowCandidates = TENNESSEE_AIRPORTS.filter((a) => a.category === 'local' || a.category === 'basic')
    .map((airport) => ({ code: airport.code, key: rng.next() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, SLOW_AIRPORT_COUNT);
  const slowCodes = new Set(slowCandidates.map((candidate) => candidate.code));

  return TENNESSEE_AIRPORTS.map((airport) => {
    const primary = PRIMARY_CATEGORIES.includes(airport.category);
    const large = primary || airport.category === 'national' || airport.category === 'regional';
    const slow = slowCodes.has(airport.code);
    const heading = rng.int(1, 18);
    const base = AIG_YEARLY_ALLOCATION[airport.category];
    const allocations = DEMO_FISCAL_YEARS.map((): number => {
      const yearly = primary ? Math.round((base * rng.between(0.96, 1.04)) / 1000) * 1000 : base;
      return Math.round(yearly * allocationScale);
    });
    return {
      airport,
      runways: airport.runways ? [...airport.runways] : [`${heading}/${heading + 18}`],
      taxiways: primary ? ['A', 'B', 'C', 'D', 'E'] : large ? ['A', 'B'] : ['A'],
      lengthFeet: primary ? rng.int(80, 115) * 100 : large ? rng.int(50, 66) * 100 : rng.int(35, 55) * 100,
      weight: slow ? SLOW_AIRPORT_WEIGHT : PROJECT_WEIGHT[airport.category],
      primary,
      commercial: primary || airport.code === 'MKL',
      ledger: { airportCode: airport.code, allocations, slow },
    };
  });
}

/**
 * The sub-award steps after an award, each usually quick, now and then stalled; only days up to asOf
 * happen. Awards of the last 400 days are often still out for signatures.
 */
function followAward(rng: SeededRandom, base: Omit<Timeline, 'status'>, asOf: DayNumber): Timeline {
  const award = base.award ?? asOf;
  const sentToSponsor = award + (rng.chance(0.07) ? rng.int(60, 420) : rng.int(4, 28));
  const sentToTdot = sentToSponsor + (rng.chance(0.06) ? rng.int(45, 300) : rng.int(6, 32));
  const subAward = sentToTdot + (rng.chance(0.05) ? rng.int(30, 200) : rng.int(2, 16));
  let stepsTaken = [sentToSponsor, sentToTdot, subAward].filter((day) => day <= asOf).length;
  if (stepsTaken === 3 && asOf - award < 400 && rng.chance(0.35)) {
    stepsTaken = rng.weighted([
      [0, 0.3],
      [1, 0.3],
      [2, 0.4],
    ]);
  }
  if (stepsTaken === 0) return { ...base, status: 'pending sub-award' };
  if (stepsTaken === 1) return { ...base, status: 'pending sponsor', sentToSponsor };
  if (stepsTaken === 2) return { ...base, status: 'pending tdot', sentToSponsor, sentToTdot };
  return { ...base, status: 'executed', sentToSponsor, sentToTdot, subAward };
}

const EMPTY_TIMELINE = { sentToSponsor: null, sentToTdot: null, subAward: null };

function grantProjectTimeline(
  rng: SeededRandom,
  grant: DemoGrant,
  positionInGrant: number,
  asOf: DayNumber,
): Timeline {
  const longestLead = Math.max(0, Math.min(160, grant.applicationDay - EARLIEST_PSR_DAY));
  const psr = grant.applicationDay - rng.int(Math.min(20, longestLead), longestLead);
  if (grant.awardDay === null) {
    // A project added to a grant whose application is already in: approved, not yet part of it.
    if (positionInGrant > 0 && rng.chance(0.15)) {
      return {
        status: 'approved',
        psr: asOf - rng.int(10, 90),
        application: null,
        award: null,
        ...EMPTY_TIMELINE,
      };
    }
    return {
      status: 'pending award',
      psr,
      application: grant.applicationDay,
      award: null,
      ...EMPTY_TIMELINE,
    };
  }
  const base = { psr, application: grant.applicationDay, award: grant.awardDay, ...EMPTY_TIMELINE };
  return followAward(rng, base, asOf);
}

/** Projects not in any grant yet: under staff review (pending) or approved and waiting for an application. */
function unassignedTimeline(rng: SeededRandom, asOf: DayNumber): Timeline {
  if (rng.chance(0.55)) {
    const psr = rng.chance(0.7) ? asOf - rng.int(3, 100) : null;
    return { status: 'pending', psr, application: null, award: null, ...EMPTY_TIMELINE };
  }
  return {
    status: 'approved',
    psr: asOf - rng.int(15, 200),
    application: null,
    award: null,
    ...EMPTY_TIMELINE,
  };
}

function pickProgram(rng: SeededRandom, airport: AirportProfile): FundingProgram {
  if (airport.airport.contractTower && rng.chance(0.18)) return 'FCT';
  if (rng.chance(0.055)) return 'ATP';
  return 'AIG';
}

/** Pickers of the kinds of work an airport can have, per program and airline service. */
function buildKindPickers(rng: SeededRandom): (airport: AirportProfile, program: FundingProgram) => WorkKind {
  const pickers = new Map<string, () => WorkKind>();
  return (airport, program) => {
    const key = `${program}|${airport.commercial}`;
    let picker = pickers.get(key);
    if (!picker) {
      const eligible = WORK_KINDS.filter(
        (kind) => kind.program === program && (!kind.commercialOnly || airport.commercial),
      );
      picker = rng.weightedPicker(eligible.map((kind) => [kind, kind.weight] as const));
      pickers.set(key, picker);
    }
    return picker();
  };
}

function draftProject(
  rng: SeededRandom,
  pickAirport: () => AirportProfile,
  pickKind: (airport: AirportProfile, program: FundingProgram) => WorkKind,
  grant: DemoGrant | null,
  fiscalYear: number,
  timeline: Timeline,
): ProjectDraft {
  const airport = pickAirport();
  const program = pickProgram(rng, airport);
  const kind = pickKind(airport, program);
  const claim: AigClaim | null =
    program === 'AIG'
      ? {
          fiscalYear,
          orderDay: timeline.application ?? timeline.psr ?? Number.MAX_SAFE_INTEGER,
          awarded: timeline.award !== null,
          awardDate: timeline.award === null ? null : toIsoDate(timeline.award),
          grantNumber: grant?.grantNumber ?? null,
          amount: 0,
          draws: [],
        }
      : null;
  return { airport, grant, fiscalYear, timeline, program, kind, claim };
}

/** Federal share of the project cost (DOMAIN.md): AIG 75% at large and medium hubs, else 90%, 95% from FY25. */
function federalShare(draft: ProjectDraft): number {
  const bigHub =
    draft.airport.airport.category === 'large hub' || draft.airport.airport.category === 'medium hub';
  if (draft.program === 'ATP') return bigHub ? 0.8 : 0.95;
  if (draft.program === 'FCT') return 0.95;
  if (bigHub) return 0.75;
  return draft.fiscalYear >= 2025 ? 0.95 : 0.9;
}

function competitiveAmount(rng: SeededRandom, draft: ProjectDraft): number {
  if (draft.program === 'FCT') return Math.round(rng.between(250_000, 1_400_000));
  return Math.round(
    draft.airport.primary ? rng.between(4_000_000, 22_000_000) : rng.between(400_000, 3_200_000),
  );
}

const TALKING_POINT_COUNTS: (readonly [number, number])[] = [
  [0, 0.65],
  [1, 0.18],
  [2, 0.12],
  [3, 0.05],
];

function pickDistinct<T>(rng: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  return picked;
}

const isoOrNull = (day: DayNumber | null) => (day === null ? null : toIsoDate(day));
const digits = (rng: SeededRandom, count: number) => String(rng.int(0, 10 ** count - 1)).padStart(count, '0');

function buildRow(rng: SeededRandom, draft: ProjectDraft, asOf: DayNumber): DemoProject {
  const { airport, timeline: t, grant, kind, fiscalYear } = draft;
  const runway = rng.pick(airport.runways);
  const work = {
    runway,
    runwayEnd: rng.pick(runway.split('/')),
    taxiway: rng.pick(airport.taxiways),
    city: airport.airport.city,
    lengthFeet: airport.lengthFeet,
  };
  const bil = draft.claim
    ? draft.claim.amount
    : Math.round(competitiveAmount(rng, draft) * federalShare(draft));
  const split = splitFunding(bil, federalShare(draft), airport.primary ? 0.2 : 0.5);
  const year = String(fiscalYear % 100);
  const talkingPoints = pickDistinct(rng, TALKING_POINTS, rng.weighted(TALKING_POINT_COUNTS));
  const days = [t.psr, t.application, t.award, t.sentToSponsor, t.sentToTdot, t.subAward].filter(
    (day): day is number => day !== null,
  );
  const createdDay = days[0] ?? asOf - rng.int(1, 20);
  const updatedDay = Math.max(createdDay, ...days);
  const executedOrSigning = t.status === 'executed' || (t.status === 'pending tdot' && rng.chance(0.25));
  return {
    id: rng.uuid(),
    grant_number: grant?.grantNumber ?? null,
    airport_code: airport.airport.code,
    airport_name: airport.airport.name,
    city: airport.airport.city,
    project_title: kind.title(work),
    project_description: kind.description(work),
    status: t.status,
    application_date: isoOrNull(t.application),
    award_date: isoOrNull(t.award),
    sub_award_date: isoOrNull(t.subAward),
    sent_to_sponsor_date: isoOrNull(t.sentToSponsor),
    sent_to_tdot_date: isoOrNull(t.sentToTdot),
    psr_date: isoOrNull(t.psr),
    local_amount: split.local,
    total_amount: split.total,
    bil_aig_amount: draft.program === 'AIG' ? bil : 0,
    bil_atp_amount: draft.program === 'ATP' ? bil : 0,
    bil_fct_amount: draft.program === 'FCT' ? bil : 0,
    state_amount: split.state,
    tdot_pm: airport.airport.pm,
    upin: t.status === 'pending' && rng.chance(0.4) ? null : String(rng.int(120_000, 139_999)),
    work_code: kind.workCode,
    comments: rng.chance(0.25) ? rng.pick(COMMENTS) : null,
    talking_point_1: talkingPoints[0] ?? null,
    talking_point_2: talkingPoints[1] ?? null,
    talking_point_3: talkingPoints[2] ?? null,
    days_to_award: t.award !== null && t.application !== null ? t.award - t.application : null,
    days_to_sub_award: t.subAward !== null && t.award !== null ? t.subAward - t.award : null,
    bil_application_number: t.application !== null ? (grant?.bilApplicationNumber ?? null) : null,
    fiscal_year: fiscalYear,
    tad_project_number: t.application !== null ? `${year}-555-${digits(rng, 4)}-${digits(rng, 2)}` : null,
    tad_contract_number: t.sentToSponsor !== null ? `Z${year}AER${digits(rng, 4)}` : null,
    tx_number: executedOrSigning && rng.chance(0.88) ? `TX-${year}-${digits(rng, 4)}` : null,
    project_phase: rng.pick(kind.phases),
    created_at: toIsoTimestamp(createdDay, rng.int(13 * 60, 21 * 60)),
    updated_at: toIsoTimestamp(updatedDay, 22 * 60 + rng.int(0, 59)),
  };
}

/**
 * The whole demo set as plain objects: same options, same data, every run. About 250 projects under about
 * 80 grants by default; other counts scale grants with projects over the same airports, and scale the AIG
 * allocations too so projects keep realistic sizes and no balance goes below zero.
 */
export function generateDemoData(options: GenerateDemoOptions = {}): DemoData {
  const projectCount = options.projects ?? DEFAULT_DEMO_PROJECTS;
  if (!Number.isInteger(projectCount) || projectCount < 1 || projectCount > MAX_DEMO_PROJECTS) {
    throw new RangeError(`--projects must be a whole number from 1 to ${MAX_DEMO_PROJECTS}`);
  }
  const rng = new SeededRandom(options.seed ?? DEMO_SEED);
  const asOf = toDayNumber(DEMO_AS_OF);
  const profiles = buildAirportProfiles(rng, Math.max(1, projectCount / DEFAULT_DEMO_PROJECTS));
  const pickKind = buildKindPickers(rng);
  const pickAirport = rng.weightedPicker(profiles.map((profile) => [profile, profile.weight] as const));

  const unassignedCount = Math.round(projectCount * 0.1);
  const inGrants = projectCount - unassignedCount;
  const grantCount = Math.min(inGrants, Math.max(1, Math.round(projectCount * 0.32)));
  const grants = inGrants > 0 ? buildGrants(rng, grantCount, inGrants, asOf) : [];

  const drafts: ProjectDraft[] = [];
  for (const grant of grants) {
    for (let position = 0; position < grant.projectCount; position += 1) {
      const timeline = grantProjectTimeline(rng, grant, position, asOf);
      drafts.push(draftProject(rng, pickAirport, pickKind, grant, grant.fiscalYear, timeline));
    }
  }
  for (let index = 0; index < unassignedCount; index += 1) {
    const fiscalYear = rng.chance(0.75) ? 2026 : 2025;
    drafts.push(draftProject(rng, pickAirport, pickKind, null, fiscalYear, unassignedTimeline(rng, asOf)));
  }

  const claimsByAirport = new Map<AirportProfile, AigClaim[]>(profiles.map((profile) => [profile, []]));
  for (const draft of drafts) if (draft.claim) claimsByAirport.get(draft.airport)?.push(draft.claim);
  const balances = profiles.map((profile) => {
    const claims = claimsByAirport.get(profile) ?? [];
    fundAigClaims(rng, profile.ledger, claims);
    return buildBalance(profile.ledger, claims, asOf);
  });

  return {
    asOf: DEMO_AS_OF,
    pms: [...DEMO_PMS],
    airports: profiles.map(({ airport }) => ({
      airport_code: airport.code,
      airport_name: airport.name,
      city: airport.city,
      tdot_pm: airport.pm,
    })),
    balances,
    grants,
    projects: drafts.map((draft) => buildRow(rng, draft, asOf)),
    planItems: generateDemoPlanItems(balances, DEMO_AS_OF),
  };
}
