import {
  abilitiesOf,
  checkAigPlan,
  planItemPolicy,
  type Actor,
  type AigAward,
  type PlanItem,
  type PlanItemStatus,
  type PlanWorkType,
  type PlanningAirport,
} from '@bil/domain';
import type { AirportRow, AirportYearAggregate } from '../airports';
import { awardsOf } from '../airports';
import type { PlanItemRow } from './planning.repository';

const iso = (value: Date | string | number) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export function presentPlanItem(row: PlanItemRow, actor: Actor): PlanItem {
  return {
    id: row.id,
    airportCode: row.airport_code,
    airportName: row.airport_name,
    tdotPm: row.tdot_pm,
    title: row.title,
    workType: row.work_type as PlanWorkType,
    fiscalYear: row.fiscal_year,
    estimatedCost: row.estimated_cost,
    funding: {
      aipEntitlement: row.aip_entitlement,
      bilAig: row.bil_aig,
      aipDiscretionary: row.aip_discretionary,
      state: row.state_amount,
      local: row.local_amount,
    },
    priority: row.priority,
    nationalPriorityRating: row.national_priority_rating,
    status: row.status as PlanItemStatus,
    notes: row.notes,
    projectId: row.project_id,
    updatedAt: iso(row.updated_at),
    abilities: abilitiesOf(planItemPolicy, actor, { airportPm: row.tdot_pm }),
  };
}

/** One airport's plan against its AIG money, with the same drawing rule as the airports page. */
export function presentPlanningAirport(
  airport: AirportRow,
  aggregates: readonly AirportYearAggregate[],
  grantAwards: readonly AigAward[],
  items: readonly PlanItem[],
  actor: Actor,
  today: string,
): PlanningAirport {
  const check = checkAigPlan(
    airport.allocations,
    awardsOf(aggregates, grantAwards),
    items.map((item) => ({
      id: item.id,
      fiscalYear: item.fiscalYear,
      bilAig: item.funding.bilAig,
      status: item.status,
    })),
    today,
  );
  return {
    airportCode: airport.airport_code,
    airportName: airport.airport_name,
    tdotPm: airport.tdot_pm,
    ...check,
    canCreate: abilitiesOf(planItemPolicy, actor, { airportPm: airport.tdot_pm }).create,
  };
}
