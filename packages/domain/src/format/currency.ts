const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function toFiniteAmount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** SPEC §9: US dollars with no decimals, e.g. '$1,234,568'. Missing or non-finite amounts show '$0'. */
export function formatCurrency(value: number | null | undefined): string {
  const text = wholeDollars.format(toFiniteAmount(value));
  return text === '-$0' ? '$0' : text; // -0.4 rounds to zero: no sign on zero
}

/**
 * SPEC §9 short amounts: '$1.2M' from one million, '$350K' from one thousand, plain dollars below.
 * An amount that rounds to 1000K moves up to '$1.0M' so the label never reads '$1000K'.
 */
export function formatShortAmount(value: number | null | undefined): string {
  const amount = toFiniteAmount(value);
  const magnitude = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  const thousands = Math.round(magnitude / 1_000);
  if (magnitude >= 1_000_000 || thousands >= 1_000)
    return `${sign}$${oneDecimal.format(magnitude / 1_000_000)}M`;
  if (magnitude >= 1_000) return `${sign}$${thousands}K`;
  return formatCurrency(amount);
}
