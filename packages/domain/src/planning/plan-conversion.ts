import { z } from 'zod';
import type { PlanItem } from './planning.responses';

/**
 * What the project form opens with when a programmed plan item becomes a BIL project, carried in the
 * router's state (so nothing is written until the person saves the project). AIP and discretionary money
 * are not BIL programs: the project's total keeps them, its BIL amount is the planned AIG.
 */
export const projectPrefillSchema = z.object({
  planItemId: z.uuid(),
  values: z
    .object({
      airport_code: z.string(),
      project_title: z.string(),
      project_description: z.string().nullable(),
      fiscal_year: z.number().int(),
      bil_aig_amount: z.number(),
      state_amount: z.number(),
      local_amount: z.number(),
      total_amount: z.number(),
      tdot_pm: z.string().nullable(),
    })
    .strict(),
});
export type ProjectPrefill = z.infer<typeof projectPrefillSchema>;

export function buildProjectPrefill(item: PlanItem): ProjectPrefill {
  return {
    planItemId: item.id,
    values: {
      airport_code: item.airportCode,
      project_title: item.title,
      project_description: [`${item.workType} (from the capital improvement plan)`, item.notes]
        .filter(Boolean)
        .join('. '),
      fiscal_year: item.fiscalYear,
      bil_aig_amount: item.funding.bilAig,
      state_amount: item.funding.state,
      local_amount: item.funding.local,
      total_amount: item.estimatedCost,
      tdot_pm: item.tdotPm,
    },
  };
}

/** The planning page's address after the project was saved: it links the item to the project. */
export function planningReturnPath(planItemId: string, projectId: string): string {
  return `/planning?convertedItem=${encodeURIComponent(planItemId)}&project=${encodeURIComponent(projectId)}`;
}
