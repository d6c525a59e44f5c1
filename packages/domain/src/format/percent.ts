/** The share of `part` in `whole` as a percentage; 0 when the whole is zero, negative or not a number. */
export function percentShare(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return (part / whole) * 100;
}

/** SPEC §9: one decimal ('42.5%'), and '100%' from 99.99 up. */
export function formatPercentShare(percent: number): string {
  if (!Number.isFinite(percent)) return '0.0%';
  if (percent >= 99.99) return '100%';
  const text = percent.toFixed(1);
  return `${text === '-0.0' ? '0.0' : text}%`;
}

/** SPEC §9: progress bars stay within 0 to 100 percent. */
export function clampProgress(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}
