import {
  abilitiesOf,
  gciRecordPolicy,
  listGrantAlerts,
  summariseFunding,
  type Actor,
  type GrantProgram,
  type GrantRow,
  type GrantStatus,
  type Reimbursement,
} from '@bil/domain';
import type { GrantListRow, ReimbursementRecord } from './gci-grants.repository';

export function presentGrantRow(row: GrantListRow, actor: Actor, today: string): GrantRow {
  const funding = summariseFunding(
    row.grant_cents,
    row.drawn_cents,
    row.pending_cents,
    row.last_request_date,
  );
  const status = row.status as GrantStatus;
  const abilities = abilitiesOf(gciRecordPolicy, actor, { airportPm: row.tdot_pm });
  return {
    id: row.id,
    program: row.program as GrantProgram,
    grant_number: row.grant_number,
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    tdot_pm: row.tdot_pm,
    sponsor: row.sponsor,
    title: row.title,
    federal_amount: row.federal_amount,
    state_amount: row.state_amount,
    local_amount: row.local_amount,
    total_amount:
      (Math.round(row.federal_amount * 100) +
        Math.round(row.state_amount * 100) +
        Math.round(row.local_amount * 100)) /
      100,
    entitlement_amount: row.entitlement_amount,
    discretionary_amount: row.discretionary_amount,
    aig_amount: row.aig_amount,
    cares_amount: row.cares_amount,
    execution_date: row.execution_date,
    pop_end_date: row.pop_end_date,
    completion_date: row.completion_date,
    closeout_received_date: row.closeout_received_date,
    status,
    notes: row.notes,
    funding,
    alerts: listGrantAlerts({ ...row, status }, funding, today),
    projectCount: row.project_count,
    abilities: { update: abilities.update, delete: abilities.delete },
  };
}

export function presentReimbursement(row: ReimbursementRecord): Reimbursement {
  return {
    id: row.id,
    grant_id: row.grant_id,
    request_number: row.request_number,
    request_date: row.request_date,
    requested_amount: row.requested_amount,
    approved_amount: row.approved_amount,
    paid_date: row.paid_date,
    notes: row.notes,
    state: row.paid_date ? 'paid' : row.approved_amount === null ? 'requested' : 'approved',
  };
}
