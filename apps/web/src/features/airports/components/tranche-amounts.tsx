import { fiscalYearLabel, formatCurrency, formatShortAmount, type AirportSummary } from '@bil/domain';
import { Text, VisuallyHidden } from '@mantine/core';

export const CATALOG_YEARS = [2022, 2023, 2024, 2025, 2026];

type Tranche = AirportSummary['tranches'][number];

export function findTranche(airport: AirportSummary, year: number): Tranche | undefined {
  return airport.tranches.find((item) => item.fiscalYear === year);
}

/** Red past the deadline or overdrawn, orange at risk, plain otherwise. */
function balanceColor(tranche: Tranche): string | undefined {
  if (tranche.state === 'past_deadline' || tranche.state === 'overdrawn') return 'red';
  if (tranche.state === 'at_risk') return 'orange';
  return undefined;
}

/** What the cell's second line is: money lapsed past the deadline, else what is left (available). */
function leftOf(tranche: Tranche): { label: 'lapsed' | 'available'; amount: number } {
  if (tranche.state === 'past_deadline') return { label: 'lapsed', amount: tranche.lapsed };
  // Overdrawn (red) has nothing available; its state says why.
  return { label: 'available', amount: tranche.available };
}

/** Full amounts for the tooltip and screen readers, since the cell shows them short. */
export function describeTranche(tranche: Tranche): string {
  const left = leftOf(tranche);
  return `${fiscalYearLabel(tranche.fiscalYear)}: allocation ${formatCurrency(tranche.allocation)}, ${left.label} ${formatCurrency(left.amount)}`;
}

/**
 * One fiscal year's allocation (small) over what is available, in short amounts ('$149K') so five years
 * fit; a tranche past its deadline shows its lapsed money as lapsed ('$20K' over 'lapsed'), never as a balance.
 */
export function TrancheAmounts({ tranche }: { tranche: Tranche }) {
  const color = balanceColor(tranche);
  const left = leftOf(tranche);
  return (
    <>
      <VisuallyHidden>{describeTranche(tranche)}</VisuallyHidden>
      <Text size="xs" c="dimmed" aria-hidden>
        {formatShortAmount(tranche.allocation)}
      </Text>
      <Text size="sm" fw={color ? 700 : 500} c={color} aria-hidden style={{ whiteSpace: 'nowrap' }}>
        {formatShortAmount(left.amount)}
      </Text>
      {/* On a line of its own, so a lapsed year is no wider than the others and all five fit at 1440 px. */}
      {left.label === 'lapsed' && (
        <Text size="xs" fw={700} c={color} aria-hidden>
          lapsed
        </Text>
      )}
    </>
  );
}
