import { acipFiscalYears, PLAN_WORK_TYPES, type PlanWorkType } from '@bil/domain';
import type { DemoBalance } from './demo-funding';
import { SeededRandom } from './seeded-random';

/** One plan_items row of the demo (id given, so links stay the same from run to run). */
export type DemoPlanItem = {
  id: string;
  airport_code: string;
  title: string;
  work_type: PlanWorkType;
  fiscal_year: number;
  estimated_cost: number;
  aip_entitlement: number;
  bil_aig: number;
  aip_discretionary: number;
  state_amount: number;
  local_amount: number;
  priority: number;
  national_priority_rating: number | null;
  status: 'candidate' | 'programmed' | 'deferred' | 'withdrawn';
  notes: string | null;
};

const TITLES: Record<PlanWorkType, readonly string[]> = {
  Runway: ['Rehabilitate runway', 'Extend runway', 'Mark and groove runway'],
  Taxiway: ['Rehabilitate parallel taxiway', 'Construct connector taxiway', 'Relocate taxiway'],
  Apron: ['Expand terminal apron', 'Rehabilitate general aviation apron'],
  'Lighting and NAVAIDs': [
    'Replace runway edge lighting',
    'Install PAPI and REIL',
    'Replace airfield beacon',
  ],
  Terminal: ['Renovate terminal building', 'Expand terminal hold room'],
  Hangar: ['Construct T-hangar', 'Rehabilitate corporate hangar'],
  'Safety and security': ['Install perimeter fencing', 'Acquire ARFF vehicle'],
  'Planning and environmental': [
    'Update airport master plan',
    'Environmental assessment for runway extension',
  ],
  'Land acquisition': ['Acquire land for runway protection zone', 'Acquire avigation easements'],
  Equipment: ['Acquire snow removal equipment', 'Acquire airfield mower'],
  Other: ['Construct access road', 'Rehabilitate fuel farm'],
};

const DEMO_PLAN_SEED = 19_190_019;
const dollars = (value: number) => Math.round(value);

/**
 * Five fiscal years of ACIP items for every demo airport (the years of `asOf`'s plan: the fiscal year under
 * way and the four after), two to four a year, sized to the airport's AIG allocation. Their AIG use is
 * spread so that some airports leave AIG to lapse and a few plan more than they have. Its own random
 * sequence, so the project set does not change.
 */
export function generateDemoPlanItems(balances: readonly DemoBalance[], asOf: string): DemoPlanItem[] {
  const rng = new SeededRandom(DEMO_PLAN_SEED);
  const years = acipFiscalYears(asOf);
  const items: DemoPlanItem[] = [];
  for (const balance of balances) {
    const yearly = Math.max(balance.fy26_allocation, 110_000);
    const aigLeft = Math.max(0, balance.fy24_balance + balance.fy25_balance + balance.fy26_balance);
    // Share of the AIG left that the plan uses: under 1 leaves money to lapse, over 1 needs more than there is.
    const aigAppetite = rng.pick([0.4, 0.7, 1, 1, 1, 1.3]);
    let aigToPlan = aigLeft * aigAppetite;
    let priority = 1;
    for (const [yearIndex, fiscalYear] of years.entries()) {
      const count = rng.int(2, 4);
      for (let index = 0; index < count; index += 1) {
        const workType = rng.pick(PLAN_WORK_TYPES);
        const cost = dollars((yearly * rng.between(0.6, 4)) / 1000) * 1000;
        // AIG only on the first three years (the last tranche's deadline is 2029-09-30).
        const aig = yearIndex < 3 && aigToPlan > 0 ? Math.min(dollars(cost * 0.9), dollars(aigToPlan)) : 0;
        aigToPlan -= aig;
        const federal = dollars(cost * 0.9);
        const entitlement = aig > 0 ? Math.max(0, federal - aig) : dollars(federal * rng.between(0.3, 0.7));
        const discretionary = aig > 0 ? 0 : federal - entitlement;
        const match = cost - aig - entitlement - discretionary;
        const state = dollars(match / 2);
        const status =
          yearIndex === 0
            ? rng.pick(['programmed', 'programmed', 'programmed', 'deferred'] as const)
            : rng.pick(['candidate', 'candidate', 'programmed', 'deferred', 'withdrawn'] as const);
        items.push({
          id: rng.uuid(),
          airport_code: balance.airport_code,
          title: `${rng.pick(TITLES[workType])} (FY${fiscalYear % 100})`,
          work_type: workType,
          fiscal_year: fiscalYear,
          estimated_cost: cost,
          aip_entitlement: entitlement,
          bil_aig: aig,
          aip_discretionary: discretionary,
          state_amount: state,
          local_amount: match - state,
          priority: priority++,
          national_priority_rating: rng.chance(0.7) ? rng.int(30, 95) : null,
          status,
          notes: status === 'deferred' ? 'Deferred: sponsor match not yet secured.' : null,
        });
      }
    }
  }
  return items;
}
