/** A money field as it may arrive: a number, a numeric string from the database, or nothing. */
export type AmountValue = number | string | null | undefined;

export type BilAmounts = {
  bil_aig_amount: AmountValue;
  bil_atp_amount: AmountValue;
  bil_fct_amount: AmountValue;
};

export type ProjectAmounts = BilAmounts & {
  state_amount: AmountValue;
  local_amount: AmountValue;
  total_amount: AmountValue;
};

/** Which BIL program a project's money comes from; 'BIL' when no program amount is set. */
export type BilAmountLabel = 'AIG' | 'ATP' | 'FCT' | 'BIL';

/** Amounts are compared to the cent: float sums such as 0.1 + 0.2 must still add up. */
const CENT_TOLERANCE = 0.005;

/** A money value as a number of dollars; missing, blank or unreadable values count as 0. */
export function toAmount(value: AmountValue): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const parsed = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Rounds a dollar sum to whole cents, removing float noise. */
export function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** SPEC §3: BIL amount = AIG + ATP + FCT. */
export function bilAmount(project: BilAmounts): number {
  return roundToCents(
    toAmount(project.bil_aig_amount) + toAmount(project.bil_atp_amount) + toAmount(project.bil_fct_amount),
  );
}

/** SPEC §3: the label of the first non-zero of AIG, ATP, FCT; 'BIL' when all three are zero. */
export function bilAmountLabel(project: BilAmounts): BilAmountLabel {
  if (toAmount(project.bil_aig_amount) !== 0) return 'AIG';
  if (toAmount(project.bil_atp_amount) !== 0) return 'ATP';
  if (toAmount(project.bil_fct_amount) !== 0) return 'FCT';
  return 'BIL';
}

/** The parts of a project's total: BIL + state + local, to the cent. */
export function sumAmountParts(project: ProjectAmounts): number {
  return roundToCents(bilAmount(project) + toAmount(project.state_amount) + toAmount(project.local_amount));
}

/** How far the total is from its parts (total minus parts), to the cent; forms show it when non-zero. */
export function amountsDifference(project: ProjectAmounts): number {
  return roundToCents(toAmount(project.total_amount) - sumAmountParts(project));
}

/** Whether the total equals BIL + state + local to the cent (DOMAIN.md: state and local make up the rest). */
export function amountsAddUp(project: ProjectAmounts): boolean {
  return Math.abs(amountsDifference(project)) < CENT_TOLERANCE;
}
