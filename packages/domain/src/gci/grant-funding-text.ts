import { formatCurrency } from '../format/currency';
import type { GrantFunding } from './grant-rules';

/**
 * How much of a grant is drawn, with the base the percentage is of (federal plus state, not the total
 * with the local share), so 'Drawn' and 'Remaining' add up at a glance. The grant list and the grant
 * drawer both use it (issue 35).
 */
export function describeGrantDrawn(funding: Pick<GrantFunding, 'drawn' | 'grantAmount'>): string {
  return `${formatCurrency(funding.drawn)} of ${formatCurrency(funding.grantAmount)}`;
}
