import { fiscalYearEnd, fiscalYearStart, toDayNumber, type DayNumber } from './demo-dates';
import type { SeededRandom } from './seeded-random';

export const DEMO_FISCAL_YEARS = [2022, 2023, 2024, 2025, 2026] as const;

/** A grant (one FAA award to the state) before it has a number: its year and its application and award days. */
export type GrantTimeline = {
  fiscalYear: number;
  applicationDay: DayNumber;
  awardDay: DayNumber | null;
};

export type DemoGrant = GrantTimeline & {
  grantNumber: string;
  bilApplicationNumber: string;
  projectCount: number;
};

const FIRST_GRANT_NUMBER = 101;
// BIL became law in November 2021; the first AIG applications came in early 2022.
const FIRST_APPLICATION_DAY = toDayNumber('2022-01-18');

/** Share of each year's grants still waiting for the FAA award on the as-of date. */
const PENDING_AWARD_SHARE: Record<number, number> = { 2025: 0.07, 2026: 0.42 };

function sampleDaysToAward(rng: SeededRandom): number {
  const [min, max] = rng.weighted<[number, number]>([
    [[21, 90], 0.65],
    [[91, 120], 0.22],
    [[121, 240], 0.13],
  ]);
  return rng.int(min, max);
}

/** How long a pending application has waited: spread across the dashboard's 60/90/120-day bands. */
function samplePendingAge(rng: SeededRandom, fiscalYear: number): number {
  if (fiscalYear < 2026) return rng.int(150, 330);
  const [min, max] = rng.weighted<[number, number]>([
    [[8, 60], 0.4],
    [[61, 90], 0.25],
    [[91, 120], 0.2],
    [[121, 240], 0.15],
  ]);
  return rng.int(min, max);
}

function buildTimeline(rng: SeededRandom, fiscalYear: number, asOf: DayNumber): GrantTimeline {
  if (rng.chance(PENDING_AWARD_SHARE[fiscalYear] ?? 0)) {
    return { fiscalYear, applicationDay: asOf - samplePendingAge(rng, fiscalYear), awardDay: null };
  }
  const windowStart = Math.max(fiscalYearStart(fiscalYear) + 45, FIRST_APPLICATION_DAY);
  const windowEnd = fiscalYearEnd(fiscalYear) - 10;
  const daysToAward = sampleDaysToAward(rng);
  let applicationDay = rng.int(windowStart, windowEnd);
  // An award cannot lie in the future: recent applications move back far enough to have been awarded.
  const latestAward = asOf - 3;
  if (applicationDay + daysToAward > latestAward) applicationDay = latestAward - daysToAward - rng.int(0, 40);
  return { fiscalYear, applicationDay, awardDay: applicationDay + daysToAward };
}

/**
 * The grants of the demo: count grants spread over FY22 to FY26, numbered in application order
 * (later applications get higher numbers), with project counts that add up to projectTotal.
 */
export function buildGrants(
  rng: SeededRandom,
  count: number,
  projectTotal: number,
  asOf: DayNumber,
): DemoGrant[] {
  const yearWeights: [number, number][] = [
    [2022, 0.17],
    [2023, 0.2],
    [2024, 0.21],
    [2025, 0.21],
    [2026, 0.21],
  ];
  const timelines = Array.from({ length: count }, () => buildTimeline(rng, rng.weighted(yearWeights), asOf));
  timelines.sort((a, b) => a.applicationDay - b.applicationDay);

  const sizes = timelines.map(() => 1);
  for (let extra = projectTotal - count; extra > 0; extra -= 1) {
    const index = rng.int(0, count - 1);
    sizes[index] = (sizes[index] ?? 1) + 1;
  }

  const perYear = new Map<number, number>();
  return timelines.map((timeline, index) => {
    const sequence = (perYear.get(timeline.fiscalYear) ?? 0) + 1;
    perYear.set(timeline.fiscalYear, sequence);
    return {
      ...timeline,
      grantNumber: String(FIRST_GRANT_NUMBER + index),
      bilApplicationNumber: `BIL-${timeline.fiscalYear % 100}-${String(sequence).padStart(3, '0')}`,
      projectCount: sizes[index] ?? 1,
    };
  });
}
