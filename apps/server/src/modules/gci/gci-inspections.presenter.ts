import {
  abilitiesOf,
  correctiveActionStatusOn,
  gciRecordPolicy,
  inspectionDueState,
  type Actor,
  type CorrectiveActionStatus,
  type Discrepancy,
  type DiscrepancyCategory,
  type DiscrepancySeverity,
  type InspectionRow,
} from '@bil/domain';
import type { DiscrepancyWithCloser, InspectionListRow } from './gci-inspections.repository';

export function presentInspectionRow(row: InspectionListRow, actor: Actor, today: string): InspectionRow {
  const abilities = abilitiesOf(gciRecordPolicy, actor, { airportPm: row.tdot_pm });
  return {
    id: row.id,
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    tdot_pm: row.tdot_pm,
    inspection_date: row.inspection_date,
    inspector: row.inspector,
    notes: row.notes,
    discrepancies: row.discrepancies,
    openActions: row.open_actions,
    overdueActions: row.overdue_actions,
    airportNextDue: row.airport_next_due,
    airportDueState: inspectionDueState(row.airport_next_due, today),
    isLatest: row.is_latest,
    abilities: { update: abilities.update, delete: abilities.delete },
  };
}

export function presentDiscrepancy(row: DiscrepancyWithCloser, today: string): Discrepancy {
  const action_status = row.action_status as CorrectiveActionStatus;
  return {
    id: row.id,
    inspection_id: row.inspection_id,
    category: row.category as DiscrepancyCategory,
    severity: row.severity as DiscrepancySeverity,
    description: row.description,
    location: row.location,
    action_plan: row.action_plan,
    plan_due_date: row.plan_due_date,
    target_date: row.target_date,
    action_status,
    displayStatus: correctiveActionStatusOn({ ...row, action_status }, today),
    closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    closed_by: row.closed_by_email,
  };
}
