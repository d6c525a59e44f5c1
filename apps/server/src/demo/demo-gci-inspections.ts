import {
  addDaysIso,
  addMonthsIso,
  correctivePlanDue,
  CORRECTIVE_PLAN_DAYS_DEFAULT,
  DISCREPANCY_CATEGORIES,
  DISCREPANCY_SEVERITIES,
  INSPECTION_CYCLE_MONTHS_DEFAULT,
  type CorrectiveActionStatus,
} from '@bil/domain';
import { SeededRandom } from './seeded-random';

export type DemoInspection = {
  id: string;
  airport_code: string;
  inspection_date: string;
  inspector: string;
  notes: string | null;
};

export type DemoDiscrepancy = {
  id: string;
  inspection_id: string;
  category: string;
  severity: string;
  description: string;
  location: string | null;
  action_plan: string | null;
  plan_due_date: string;
  target_date: string | null;
  action_status: CorrectiveActionStatus;
  closed_at: string | null;
  closed_by: null;
};

export type DemoInspections = { inspections: DemoInspection[]; discrepancies: DemoDiscrepancy[] };

const SEED = 13_050;
const INSPECTORS = ['R. Alvarez', 'K. Brooks', 'T. Nguyen', 'S. Patel'];
const FINDINGS: Record<(typeof DISCREPANCY_CATEGORIES)[number], string[]> = {
  markings: ['Runway centerline faded', 'Hold-short markings worn', 'Threshold bars faded'],
  lighting: ['Runway edge light inoperative', 'PAPI out of alignment', 'Beacon not rotating'],
  signs: ['Taxiway sign faded', 'Mandatory sign panel cracked', 'Distance-remaining sign missing'],
  pavement: ['Longitudinal cracking at midfield', 'Spalling near threshold', 'Vegetation in joints'],
  obstructions: ['Trees penetrating approach surface', 'Unlit tower near departure end'],
  fencing: ['Perimeter fence gap at north gate', 'Gate left unsecured'],
  wildlife: ['Deer tracks inside fence', 'Standing water attracting birds'],
  other: ['Wind cone fabric torn', 'Segmented circle missing'],
};

function demoId(prefix: number, index: number): string {
  return `00000000-0013-4000-9${String(prefix).padStart(3, '0')}-${String(index).padStart(12, '0')}`;
}

/**
 * About 40 FAA 5010 inspections over the demo airports, placed around `today` so the states stay true
 * whenever the demo loads: most airports current, a few past their 3-year cycle, and recent inspections
 * with open, in-progress and a few overdue corrective actions (older ones closed). Deterministic per day.
 */
export function generateInspectionDemo(today: string, airportCodes: readonly string[]): DemoInspections {
  const rng = new SeededRandom(SEED);
  const inspections: DemoInspection[] = [];
  const discrepancies: DemoDiscrepancy[] = [];
  const chosen = airportCodes.filter((_, index) => index % 2 === 0).slice(0, 28);
  chosen.forEach((airportCode, position) => {
    // Every ninth airport is past its cycle; the others were inspected within it.
    const lastAge = position % 9 === 4 ? rng.int(1110, 1300) : rng.int(20, 1000);
    const dates = [addDaysIso(today, -lastAge)];
    if (position % 7 < 3) dates.push(addMonthsIso(dates[0] ?? today, -INSPECTION_CYCLE_MONTHS_DEFAULT));
    for (const date of dates) {
      const inspection: DemoInspection = {
        id: demoId(1, inspections.length + 1),
        airport_code: airportCode,
        inspection_date: date,
        inspector: rng.pick(INSPECTORS),
        notes: rng.chance(0.3) ? 'Sponsor representative present during inspection.' : null,
      };
      inspections.push(inspection);
      const count = rng.int(0, 4);
      for (let index = 0; index < count; index += 1) {
        const category = rng.pick(DISCREPANCY_CATEGORIES);
        const planDue = correctivePlanDue(date, CORRECTIVE_PLAN_DAYS_DEFAULT);
        const age = Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
        // Old findings are closed; recent ones open, in progress, or past their target (overdue).
        const recent = age < 400;
        const roll = rng.next();
        const status: CorrectiveActionStatus =
          !recent || roll < 0.35 ? 'closed' : roll < 0.7 ? 'in_progress' : 'open';
        const overdue = recent && status !== 'closed' && age > 45 && rng.chance(0.3);
        const awaitingPlan = status === 'open' && !overdue && age < 50;
        const target =
          status === 'closed'
            ? addDaysIso(planDue, rng.int(0, 90))
            : overdue
              ? addDaysIso(today, -rng.int(5, 40))
              : addDaysIso(today, rng.int(10, 200));
        const closedDay = addDaysIso(date, rng.int(20, Math.max(21, Math.min(age, 200))));
        discrepancies.push({
          id: demoId(2, discrepancies.length + 1),
          inspection_id: inspection.id,
          category,
          severity: rng.pick(DISCREPANCY_SEVERITIES),
          description: rng.pick(FINDINGS[category]),
          location: rng.chance(0.6)
            ? rng.pick(['Runway 18/36', 'Taxiway A', 'Apron', 'North perimeter'])
            : null,
          action_plan: awaitingPlan ? null : 'Sponsor to repair with maintenance crew.',
          plan_due_date: planDue,
          target_date: awaitingPlan ? null : target < date ? planDue : target,
          action_status: status,
          closed_at: status === 'closed' ? `${closedDay < today ? closedDay : today}T15:00:00.000Z` : null,
          closed_by: null,
        });
      }
    }
  });
  return { inspections, discrepancies };
}
