import {
  abilitiesOf,
  airportComplianceStatus,
  gciRecordPolicy,
  type Actor,
  type AirportCompliance,
  type ComplianceObligation,
  type ComplianceRow,
  type ComplianceStatus,
  type Finding,
} from '@bil/domain';
import type { ComplianceListRow, FindingRecord } from './gci-compliance.repository';

export function presentComplianceRow(row: ComplianceListRow, actor: Actor): ComplianceRow {
  const abilities = abilitiesOf(gciRecordPolicy, actor, { airportPm: row.tdot_pm });
  return {
    id: row.id,
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    tdot_pm: row.tdot_pm,
    obligation: row.obligation as ComplianceObligation,
    frequency_months: row.frequency_months,
    due_date: row.due_date,
    last_completed_date: row.last_completed_date,
    notes: row.notes,
    open_findings: row.open_findings,
    status: row.status,
    abilities: { update: abilities.update, delete: abilities.delete },
  };
}

export function presentAirportCompliance(row: {
  airport_code: string;
  airport_name: string;
  overdue: number;
  due_soon: number;
  findings: number;
}): AirportCompliance {
  const statuses: ComplianceStatus[] = [];
  if (row.findings > 0) statuses.push('finding');
  if (row.overdue > 0) statuses.push('overdue');
  if (row.due_soon > 0) statuses.push('due_soon');
  return {
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    status: airportComplianceStatus(statuses),
    overdue: row.overdue,
    dueSoon: row.due_soon,
    findings: row.findings,
  };
}

export function presentFinding(row: FindingRecord): Finding {
  return {
    id: row.id,
    item_id: row.item_id,
    found_date: row.found_date,
    description: row.description,
    resolution: row.resolution,
    resolved_date: row.resolved_date,
  };
}
