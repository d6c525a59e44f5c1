import { formatCurrency } from '../format/currency';
import { amountsAddUp, sumAmountParts, toAmount, type ProjectAmounts } from './project-amounts';

/**
 * The project total rule, one home for the form, the import and the API (issue 30):
 * - a blank total is worked out: BIL + state + local;
 * - a total below BIL + state + local is refused with TOTAL_BELOW_PARTS (the form's words);
 * - an edit that changes a part but not the total moves a total that followed its parts (zero, or equal
 *   to the old parts) with them, as the form's total field does while nobody typed their own; a total
 *   someone typed stays, and is refused if the new parts exceed it.
 * Totals are compared to the cent, so float sums such as 0.1 + 0.2 still add up.
 */

const CENT = 0.005;

const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** SPEC §9 whole dollars, with the cents only when a figure has some (so $149.99 never reads $150). */
function formatExactDollars(value: number): string {
  return Number.isInteger(value) ? formatCurrency(value) : withCents.format(value);
}

/**
 * SPEC §8 has no words for this refusal; these are the words the form has shown beside the total since
 * it first checked it (then as a warning to confirm).
 */
export function formatTotalBelowParts(total: number, parts: number): string {
  return `Total amount (${formatExactDollars(total)}) is less than the sum of its parts: BIL, state and local (${formatExactDollars(parts)})`;
}

/** Amounts as they arrive; a field left out is undefined (a part then counts as 0). */
export type ProjectAmountsInput = Partial<ProjectAmounts>;

function allAmounts(amounts: ProjectAmountsInput): ProjectAmounts {
  return {
    bil_aig_amount: amounts.bil_aig_amount,
    bil_atp_amount: amounts.bil_atp_amount,
    bil_fct_amount: amounts.bil_fct_amount,
    state_amount: amounts.state_amount,
    local_amount: amounts.local_amount,
    total_amount: amounts.total_amount,
  };
}

/** Whether a total text or number is blank: nothing given means "work it out". */
export function isBlankTotal(total: unknown): total is null | undefined | '' {
  return total === null || total === undefined || (typeof total === 'string' && total.trim() === '');
}

/** The refusal for a total below its parts, or null when the total is at least BIL + state + local. */
export function totalBelowPartsMessage(amounts: ProjectAmountsInput): string | null {
  const total = toAmount(amounts.total_amount);
  const parts = sumAmountParts(allAmounts(amounts));
  return total < parts - CENT ? formatTotalBelowParts(total, parts) : null;
}

/**
 * Whether a stored or shown total follows its parts: zero (nothing typed) or already equal to
 * BIL + state + local. Such a total moves with its parts; any other total is someone's own.
 */
export function totalFollowsParts(amounts: ProjectAmountsInput): boolean {
  return toAmount(amounts.total_amount) === 0 || amountsAddUp(allAmounts(amounts));
}

export type SettledTotal = { ok: true; total_amount: number } | { ok: false; message: string };

/** A new project's total: blank is BIL + state + local; a given total must not be below that. */
export function settleNewTotal(amounts: ProjectAmountsInput): SettledTotal {
  const parts = sumAmountParts(allAmounts(amounts));
  if (isBlankTotal(amounts.total_amount)) return { ok: true, total_amount: parts };
  const message = totalBelowPartsMessage(amounts);
  return message ? { ok: false, message } : { ok: true, total_amount: toAmount(amounts.total_amount) };
}

/** An edit's total: undefined when the edit leaves the money alone (nothing to write). */
export type EditedTotal = SettledTotal | { ok: true; total_amount: undefined };

const PART_FIELDS = [
  'bil_aig_amount',
  'bil_atp_amount',
  'bil_fct_amount',
  'state_amount',
  'local_amount',
] as const;

/**
 * An edited project's total, from what is stored and what the edit changes (a field left out of the
 * changes is undefined; a total sent blank is null or ''). Only an edit that touches the money is
 * checked, so an old record whose total is below its parts can still have its title corrected.
 */
export function settleEditedTotal(stored: ProjectAmountsInput, changes: ProjectAmountsInput): EditedTotal {
  const touchesParts = PART_FIELDS.some((field) => changes[field] !== undefined);
  if (changes.total_amount === undefined && !touchesParts) return { ok: true, total_amount: undefined };
  const next = allAmounts(stored);
  for (const field of PART_FIELDS) if (changes[field] !== undefined) next[field] = changes[field];
  if (changes.total_amount !== undefined)
    return settleNewTotal({ ...next, total_amount: changes.total_amount });
  // The parts changed and the total was left alone: a following total moves with them.
  if (totalFollowsParts(stored)) return { ok: true, total_amount: sumAmountParts(next) };
  return settleNewTotal(next);
}
