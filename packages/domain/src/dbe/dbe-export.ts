import { COMMITMENT_KIND_LABELS } from './dbe-counting';
import { escapeSpreadsheetFormula } from '../format/spreadsheet-formula';
import type { DbeContract } from './dbe.responses';

export type DbeExportRecord = Record<string, string | number | null>;

/** One row per commitment (a contract without any: one row), as the awards screen exports them. */
export function dbeContractExportRecords(contracts: readonly DbeContract[]): DbeExportRecord[] {
  const text = (value: string | null) => (value === null ? null : escapeSpreadsheetFormula(value));
  return contracts.flatMap((contract): DbeExportRecord[] => {
    const base = {
      'Contract number': text(contract.contractNumber),
      'Contract title': text(contract.title),
      Airport: contract.airportCode,
      PM: text(contract.airportPm),
      'Grant number': text(contract.grantNumber),
      Prime: text(contract.primeFirmName),
      'Award date': contract.awardDate,
      'Fiscal year': contract.fiscalYear,
      'Federal share': contract.federalShare,
      'Contract goal %': contract.goalPct,
      'Goal-driven': contract.goalDriven ? 'Yes' : 'No',
      Status: contract.status === 'completed' ? 'Completed' : 'Active',
      'Completed date': contract.completedDate,
      'DBE committed (counted)': contract.totals.dbeCommitted,
      'DBE paid (counted)': contract.totals.dbePaid,
      'Attainment %': contract.totals.attainmentPct,
      Warnings: text(contract.warnings.map((warning) => warning.message).join('; ')),
    };
    const empty = {
      Firm: null,
      Kind: null,
      DBE: null,
      Committed: null,
      Counted: null,
      Paid: null,
      'Commitment date': null,
    };
    if (contract.commitments.length === 0) return [{ ...base, ...empty }];
    return contract.commitments.map((commitment) => ({
      ...base,
      Firm: text(commitment.firmName),
      Kind: COMMITMENT_KIND_LABELS[commitment.kind],
      DBE: commitment.counts ? 'Yes' : 'No',
      Committed: commitment.amount,
      Counted: commitment.countedAmount,
      Paid: commitment.paid,
      'Commitment date': commitment.commitmentDate,
    }));
  });
}
