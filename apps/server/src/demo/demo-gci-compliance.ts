import {
  addDaysIso,
  addMonthsIso,
  COMPLIANCE_DEFAULT_FREQUENCY,
  COMPLIANCE_OBLIGATIONS,
  type ComplianceObligation,
} from '@bil/domain';
import { SeededRandom } from './seeded-random';

export type DemoComplianceItem = {
  id: string;
  airport_code: string;
  obligation: ComplianceObligation;
  frequency_months: number;
  due_date: string;
  last_completed_date: string | null;
  notes: string | null;
};

export type DemoFinding = {
  id: string;
  item_id: string;
  found_date: string;
  description: string;
  resolution: string | null;
  resolved_date: string | null;
};

export type DemoCompliance = { items: DemoComplianceItem[]; findings: DemoFinding[] };

const SEED = 13_070;
const FINDINGS: Partial<Record<ComplianceObligation, string>> = {
  certificate_of_insurance: 'Liability coverage below the grant assurance minimum',
  rates_charges_review: 'Hangar rent below fair market value',
  land_use_review: 'Residential zoning approved inside the runway protection zone',
  exhibit_a: 'Parcel sold without FAA release',
  obstruction_review: 'New cell tower not filed on Form 7460-1',
  annual_financial_report: 'Airport revenue used off airport',
};

function demoId(prefix: number, index: number): string {
  return `00000000-0013-4000-a${String(prefix).padStart(3, '0')}-${String(index).padStart(12, '0')}`;
}

/**
 * Sponsor obligations around `today` for every demo airport: five to seven each, most current, some due in
 * the next 90 days, a few overdue, a few with an open finding, and resolved findings in the history, so
 * every status shows. Deterministic for a given day.
 */
export function generateComplianceDemo(today: string, airportCodes: readonly string[]): DemoCompliance {
  const rng = new SeededRandom(SEED);
  const items: DemoComplianceItem[] = [];
  const findings: DemoFinding[] = [];
  for (const airportCode of airportCodes) {
    const obligations = COMPLIANCE_OBLIGATIONS.filter((_, index) => index < 5 || rng.chance(0.5));
    for (const obligation of obligations) {
      const frequency = COMPLIANCE_DEFAULT_FREQUENCY[obligation];
      const roll = rng.next();
      // 8% overdue, 20% due within 90 days (some within 30), the rest later in their cycle.
      const offset =
        roll < 0.08 ? -rng.int(5, 120) : roll < 0.28 ? rng.int(1, 90) : rng.int(91, frequency * 30);
      const due = addDaysIso(today, offset);
      const previous = addMonthsIso(due, -frequency);
      const item: DemoComplianceItem = {
        id: demoId(1, items.length + 1),
        airport_code: airportCode,
        obligation,
        frequency_months: frequency,
        due_date: due,
        last_completed_date: previous <= today ? addDaysIso(previous, -rng.int(0, 20)) : null,
        notes: null,
      };
      items.push(item);
      const text = FINDINGS[obligation];
      if (text && rng.chance(0.06)) {
        const found = addDaysIso(today, -rng.int(10, 400));
        const resolved = rng.chance(0.5);
        const resolvedOn = addDaysIso(found, rng.int(5, 120));
        findings.push({
          id: demoId(2, findings.length + 1),
          item_id: item.id,
          found_date: found,
          description: text,
          resolution: resolved && resolvedOn <= today ? 'Sponsor corrected; documentation on file.' : null,
          resolved_date: resolved && resolvedOn <= today ? resolvedOn : null,
        });
      }
    }
  }
  return { items, findings };
}
