/** SPEC §9: shared pages show dates in the visitor's locale and numbers with locale grouping. */

const money = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat(undefined);

export const formatVisitorMoney = (value: number) => money.format(value);
export const formatVisitorCount = (value: number) => count.format(value);

export function formatVisitorDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** SPEC §9 percent: one decimal, 100% at 99.99 or more; the bar itself is capped at 100. */
export function formatShare(part: number, whole: number): { label: string; value: number } {
  if (whole <= 0) return { label: '0.0%', value: 0 };
  const percent = (part / whole) * 100;
  if (percent >= 99.99) return { label: '100%', value: 100 };
  return { label: `${percent.toFixed(1)}%`, value: Math.min(percent, 100) };
}
