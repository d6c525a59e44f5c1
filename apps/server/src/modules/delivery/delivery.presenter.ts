import {
  abilitiesOf,
  assessDelivery,
  deliveryRecordPolicy,
  drawnPercent,
  emptyMilestones,
  MILESTONE_KEYS,
  type Actor,
  type DeliveryDetail,
  type DeliveryGroup,
  type DeliveryMilestones,
  type DeliveryRow,
} from '@bil/domain';
import type { DeliveryCounts, DeliveryRow as Row } from './delivery.repository';
import { MILESTONE_COLUMNS } from './delivery.repository';

type RecordColumns = Pick<
  Row,
  `${(typeof MILESTONE_COLUMNS)[keyof typeof MILESTONE_COLUMNS]}_${'planned' | 'actual'}`
>;

export function milestonesOf(row: RecordColumns): DeliveryMilestones {
  const milestones = emptyMilestones();
  for (const key of MILESTONE_KEYS) {
    const column = MILESTONE_COLUMNS[key];
    milestones[key] = { planned: row[`${column}_planned`], actual: row[`${column}_actual`] };
  }
  return milestones;
}

/** A portfolio row; its health comes from the domain (the SQL flags only filtered and ordered the list). */
export function presentDeliveryRow(row: Row, actor: Actor, today: string): DeliveryRow {
  const base = {
    projectId: row.project_id,
    grantNumber: row.grant_number,
    projectTitle: row.project_title,
    airportCode: row.airport_code,
    airportName: row.airport_name,
    tdotPm: row.tdot_pm,
    awardDate: row.award_date,
    hasRecord: row.has_record,
    contractAmountCents: row.contract_amount_cents,
    grantAmountCents: row.grant_cents,
    drawnCents: row.drawn_cents,
    drawnSource: row.drawn_source,
    drawnPercent: drawnPercent(row.drawn_cents, row.grant_cents),
    abilities: abilitiesOf(deliveryRecordPolicy, actor, { airportPm: row.tdot_pm }),
  };
  if (!row.has_record)
    return {
      ...base,
      percentComplete: 0,
      health: 'untracked',
      lateMilestones: [],
      noProgress: false,
      drawGap: false,
      firstOpenPlanned: null,
      progressDate: null,
    };
  const report = assessDelivery(
    {
      milestones: milestonesOf(row),
      percentComplete: row.percent_complete,
      progressDate: row.progress_date,
      drawnCents: row.drawn_cents,
      grantCents: row.grant_cents,
    },
    today,
  );
  return {
    ...base,
    percentComplete: row.percent_complete,
    health: report.health,
    lateMilestones: report.late,
    noProgress: report.noProgress,
    drawGap: report.drawGap,
    firstOpenPlanned: report.firstOpenPlanned,
    progressDate: row.progress_date,
  };
}

export function presentDeliveryDetail(row: Row, actor: Actor, today: string): DeliveryDetail {
  return {
    ...presentDeliveryRow(row, actor, today),
    milestones: row.has_record ? milestonesOf(row) : emptyMilestones(),
    notes: row.notes,
    amountDrawnCents: row.has_record ? row.amount_drawn_cents : 0,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

const group = (key: string, label: string, counts: DeliveryCounts): DeliveryGroup => ({
  key,
  label,
  projects: counts.projects,
  tracked: counts.tracked,
  late: counts.late,
  noProgress: counts.no_progress,
  drawGap: counts.draw_gap,
});

/** The grouping-sets rows as the per-PM and per-airport groups (most late first), totals and matches. */
export function presentGroups(rows: readonly DeliveryCounts[]) {
  const byLate = (a: DeliveryGroup, b: DeliveryGroup) => b.late - a.late || a.label.localeCompare(b.label);
  const pmRows = rows.filter((row) => row.is_pm_group);
  const airportRows = rows.filter((row) => !row.is_pm_group);
  const sum = (pick: (row: DeliveryCounts) => number) =>
    airportRows.reduce((total, row) => total + pick(row), 0);
  return {
    byPm: pmRows.map((row) => group(row.pm ?? '', row.pm ?? 'No PM assigned', row)).sort(byLate),
    byAirport: airportRows
      .map((row) => group(row.airport_code ?? '', `${row.airport_code} – ${row.airport_name ?? ''}`, row))
      .sort(byLate),
    totals: {
      projects: sum((row) => row.projects),
      tracked: sum((row) => row.tracked),
      late: sum((row) => row.late),
      noProgress: sum((row) => row.no_progress),
      drawGap: sum((row) => row.draw_gap),
    },
    matching: sum((row) => row.matching),
  };
}
