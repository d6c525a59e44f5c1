/**
 * Column widths that fill `total`: in proportion to `shares`, but never under a column's `minimum` (its
 * longest header word, so a header wraps between words and never mid-word: issue 35 saw 'Total Pr/ojects').
 * What the widened columns take comes from the others, in proportion to their room above their minimum.
 */
export function fitColumnWidths(
  shares: readonly number[],
  minimums: readonly number[],
  total: number,
): number[] {
  const shareSum = shares.reduce((sum, share) => sum + share, 0) || 1;
  let widths = shares.map((share, index) => Math.max((share / shareSum) * total, minimums[index] ?? 0));
  // A few passes settle it: taking from one column can bring it down to its minimum.
  for (let pass = 0; pass < 5; pass += 1) {
    const excess = widths.reduce((sum, width) => sum + width, 0) - total;
    if (excess <= 0.01) break;
    const room = widths.map((width, index) => Math.max(0, width - (minimums[index] ?? 0)));
    const roomSum = room.reduce((sum, value) => sum + value, 0);
    if (roomSum <= 0) break; // the minimums alone are wider than the page: keep them
    const take = Math.min(1, excess / roomSum);
    widths = widths.map((width, index) => width - (room[index] ?? 0) * take);
  }
  return widths;
}
