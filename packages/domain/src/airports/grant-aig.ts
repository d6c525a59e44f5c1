import { federalFiscalYearOf } from './aig-tranches';
import type { AigAward } from './airport-balances';

/**
 * AIG money on one grant number, counted once (docs/ARCHITECTURE.md, "AIG under grant: projects and FAA
 * grants"). BIL projects carrying the number count as they always have (their amount, years and award date);
 * the GC&I grant agreement of that number adds only what FAA's figure (its aig_amount, from the Grant
 * Detail Report) has beyond them. So a grant number's AIG under grant is the larger of the two, never both.
 */
export function grantAigExcess(grantAig: number, projectsAig: number): number {
  const cents = Math.round(grantAig * 100) - Math.round(projectsAig * 100);
  return Math.max(0, cents) / 100;
}

/**
 * The award the excess makes: drawn as of the grant's award (execution) date, and no further than its own
 * fiscal year, since an FAA grant is made from money already allocated. None when there is no excess.
 */
export function grantAigAward(awardDate: string, grantAig: number, projectsAig: number): AigAward | null {
  const amount = grantAigExcess(grantAig, projectsAig);
  if (amount === 0) return null;
  const fiscalYear = federalFiscalYearOf(awardDate);
  return { projectFiscalYear: fiscalYear, awardFiscalYear: fiscalYear, amount };
}
