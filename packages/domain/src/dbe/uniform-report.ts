import { centsToWholeDollars } from './dbe-counting';
import { fiscalPeriodOf } from './dbe-fiscal-year';
import {
  formVersionForFiscalYear,
  OWNER_GENDERS,
  OWNER_GROUPS,
  type DbeFormVersion,
  type OwnerGender,
  type OwnerGroup,
} from './dbe-form-version';

/**
 * The Uniform Report of DBE Awards or Commitments and Payments (Part 26, Appendix B) from aggregates:
 * the server sums the records in SQL into `ReportAggregates` (`aggregateReportRecords` is the same sum in
 * TypeScript, for fixtures) and this file turns them into every section and the cross-checks.
 * Money arrives in cents and leaves in whole dollars, each cell rounded once.
 */

/** Awards or commitments sharing DBE status, conscious/neutral and the owners' group and gender. */
export type AwardGroup = {
  dbe: boolean;
  conscious: boolean;
  ownerGroup: OwnerGroup | null;
  ownerGender: OwnerGender | null;
  count: number;
  /** Total dollars awarded or committed, in cents. */
  totalCents: number;
  /** Dollars counting toward DBE goals (§26.55), in cents (0 for non-DBEs). */
  countedCents: number;
};

export type ReportAggregates = {
  /** Prime contracts awarded in the period (a DBE prime counts as neutral). */
  primes: AwardGroup[];
  /** Subcontracts awarded or committed in the period. */
  subcontracts: AwardGroup[];
  /** Section C: ongoing contracts with payments in the period. */
  payments: { contractCount: number; paidCents: number; dbeFirmCount: number; dbePaidCents: number };
  /** Section D: contracts completed in the period. */
  completed: {
    contractCount: number;
    totalCents: number;
    neededCents: number;
    attainedConsciousCents: number;
    attainedNeutralCents: number;
  };
};

export type OverallGoal = { overallPct: number; consciousPct: number; neutralPct: number };

export type ReportHeader = {
  operatingAdministration: 'FAA';
  recipient: string;
  grantNumbers: string[];
  overallGoal: OverallGoal | null;
};

export type SectionARow = {
  totalDollars: number;
  totalCount: number;
  dbeDollars: number;
  dbeCount: number;
  consciousDollars: number;
  consciousCount: number;
  neutralDollars: number;
  neutralCount: number;
  dbePercent: number | null;
};

export type SectionBRow = {
  group: OwnerGroup | 'all';
  womenDollars: number;
  womenCount: number;
  menDollars: number;
  menCount: number;
  totalDollars: number;
  totalCount: number;
};

export type UniformReport = {
  formVersion: DbeFormVersion;
  items: ReportHeader & { fiscalYear: number; periodStart: string; periodEnd: string };
  sectionA: { primes: SectionARow; subcontracts: SectionARow; total: SectionARow };
  sectionB: { rows: SectionBRow[]; total: { dollars: number; count: number } };
  sectionC: {
    contractCount: number;
    paidDollars: number;
    dbeFirmCount: number;
    dbePaidDollars: number;
    dbePercent: number | null;
  };
  sectionD: {
    contractCount: number;
    totalDollars: number;
    neededDollars: number;
    attainedConsciousDollars: number;
    attainedNeutralDollars: number;
    attainedTotalDollars: number;
    dbePercent: number | null;
  };
};

/** A percentage with two decimals; none for a zero total. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 10_000) / 100;
}

function sumGroups(groups: readonly AwardGroup[], pick: (group: AwardGroup) => boolean) {
  let count = 0;
  let totalCents = 0;
  let countedCents = 0;
  for (const group of groups) {
    if (!pick(group)) continue;
    count += group.count;
    totalCents += group.totalCents;
    countedCents += group.countedCents;
  }
  return { count, totalCents, countedCents };
}

function sectionARow(groups: readonly AwardGroup[]): SectionARow {
  const all = sumGroups(groups, () => true);
  const dbe = sumGroups(groups, (group) => group.dbe);
  const conscious = sumGroups(groups, (group) => group.dbe && group.conscious);
  const neutral = sumGroups(groups, (group) => group.dbe && !group.conscious);
  return {
    totalDollars: centsToWholeDollars(all.totalCents),
    totalCount: all.count,
    dbeDollars: centsToWholeDollars(dbe.countedCents),
    dbeCount: dbe.count,
    consciousDollars: centsToWholeDollars(conscious.countedCents),
    consciousCount: conscious.count,
    neutralDollars: centsToWholeDollars(neutral.countedCents),
    neutralCount: neutral.count,
    dbePercent: percentOf(dbe.countedCents, all.totalCents),
  };
}

function sectionBRow(groups: readonly AwardGroup[], group: SectionBRow['group']): SectionBRow {
  const inGroup = (award: AwardGroup) => award.dbe && (group === 'all' || award.ownerGroup === group);
  const women = sumGroups(groups, (award) => inGroup(award) && award.ownerGender === 'women');
  const men = sumGroups(groups, (award) => inGroup(award) && award.ownerGender === 'men');
  const total = sumGroups(groups, inGroup);
  return {
    group,
    womenDollars: centsToWholeDollars(women.countedCents),
    womenCount: women.count,
    menDollars: centsToWholeDollars(men.countedCents),
    menCount: men.count,
    totalDollars: centsToWholeDollars(total.countedCents),
    totalCount: total.count,
  };
}

/**
 * Section B from the DBE awards of Section A (primes and subcontracts together). Where the form asks for
 * owner groups, its total is the sum of the group rows, so a DBE without a recorded group makes it fall
 * short of Section A (the cross-check shows it); otherwise one row of all DBE awards.
 */
function sectionB(groups: readonly AwardGroup[], version: DbeFormVersion): UniformReport['sectionB'] {
  if (!version.ownerGroupBreakdown) {
    const all = sectionBRow(groups, 'all');
    return { rows: [all], total: { dollars: all.totalDollars, count: all.totalCount } };
  }
  const rows = OWNER_GROUPS.map((group) => sectionBRow(groups, group));
  const recorded = sumGroups(
    groups,
    (award) =>
      award.dbe &&
      award.ownerGroup !== null &&
      award.ownerGender !== null &&
      OWNER_GENDERS.includes(award.ownerGender),
  );
  return {
    rows,
    total: { dollars: centsToWholeDollars(recorded.countedCents), count: recorded.count },
  };
}

export function buildUniformReport(
  fiscalYear: number,
  header: ReportHeader,
  aggregates: ReportAggregates,
): UniformReport {
  const formVersion = formVersionForFiscalYear(fiscalYear);
  const period = fiscalPeriodOf(fiscalYear);
  const allAwards = [...aggregates.primes, ...aggregates.subcontracts];
  const { payments, completed } = aggregates;
  const attainedCents = completed.attainedConsciousCents + completed.attainedNeutralCents;
  return {
    formVersion,
    items: {
      ...header,
      grantNumbers: [...header.grantNumbers].sort(),
      fiscalYear,
      periodStart: period.start,
      periodEnd: period.end,
    },
    sectionA: {
      primes: sectionARow(aggregates.primes),
      subcontracts: sectionARow(aggregates.subcontracts),
      total: sectionARow(allAwards),
    },
    sectionB: sectionB(allAwards, formVersion),
    sectionC: {
      contractCount: payments.contractCount,
      paidDollars: centsToWholeDollars(payments.paidCents),
      dbeFirmCount: payments.dbeFirmCount,
      dbePaidDollars: centsToWholeDollars(payments.dbePaidCents),
      dbePercent: percentOf(payments.dbePaidCents, payments.paidCents),
    },
    sectionD: {
      contractCount: completed.contractCount,
      totalDollars: centsToWholeDollars(completed.totalCents),
      neededDollars: centsToWholeDollars(completed.neededCents),
      attainedConsciousDollars: centsToWholeDollars(completed.attainedConsciousCents),
      attainedNeutralDollars: centsToWholeDollars(completed.attainedNeutralCents),
      attainedTotalDollars: centsToWholeDollars(attainedCents),
      dbePercent: percentOf(attainedCents, completed.totalCents),
    },
  };
}
