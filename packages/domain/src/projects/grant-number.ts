/** Grant numbers as SPEC §3 and §5 read them: trimmed, 'Unknown' when blank, and their sort order. */

/** Shown for a grant whose projects have no grant number (SPEC §3). */
export const UNKNOWN_GRANT_NAME = 'Unknown';

/** A trimmed grant number, or null when blank or missing. */
export function normaliseGrantNumber(grantNumber: string | null | undefined): string | null {
  const trimmed = typeof grantNumber === 'string' ? grantNumber.trim() : '';
  return trimmed === '' ? null : trimmed;
}

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;
export const grantCollator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

export function isUnknownGrant(grantNumber: string | null): boolean {
  return grantNumber === null || grantNumber === UNKNOWN_GRANT_NAME;
}

/**
 * SPEC §5 comparator for Array.sort: numeric grant numbers descending when both parse as numbers, else
 * text descending; blank, missing and 'Unknown' go last. Equal numbers ('007', '7') fall back to text so
 * the order is stable across runs.
 */
export function compareGrantNumbers(a: string | null | undefined, b: string | null | undefined): number {
  const left = normaliseGrantNumber(a);
  const right = normaliseGrantNumber(b);
  const leftUnknown = isUnknownGrant(left);
  const rightUnknown = isUnknownGrant(right);
  if (leftUnknown || rightUnknown) return Number(leftUnknown) - Number(rightUnknown);
  const leftText = left ?? '';
  const rightText = right ?? '';
  if (NUMERIC.test(leftText) && NUMERIC.test(rightText)) {
    const byNumber = Number(rightText) - Number(leftText);
    if (byNumber !== 0) return byNumber;
  }
  return grantCollator.compare(rightText, leftText) || compareCodeUnits(rightText, leftText);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
