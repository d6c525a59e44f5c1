/** A 12 px axis label is at most this wide per character ('May 2025' is about 52 px in the system font). */
const AXIS_CHAR_WIDTH_PX = 7;

/**
 * Recharts' `interval` for a category axis whose labels are all about `labelChars` long: show every
 * (interval + 1)th label so they keep `gapPx` apart across `axisWidthPx`. Worked out from the width, not
 * measured: Recharts' own choice ('preserveEnd') measures every label in the page, a forced layout each,
 * on every page load.
 */
export function labelInterval(count: number, axisWidthPx: number, labelChars: number, gapPx = 16): number {
  if (count <= 1 || !(axisWidthPx > 0)) return 0;
  const labelsThatFit = Math.max(1, Math.floor(axisWidthPx / (labelChars * AXIS_CHAR_WIDTH_PX + gapPx)));
  return Math.max(0, Math.ceil(count / labelsThatFit) - 1);
}
