import {
  abilitiesOf,
  assessDelivery,
  deliveryRecordPolicy,
  deriveDeliveryMilestones,
  percentCompleteOf,
  drawnPercent,
  emptyMilestones,
  MILESTONE_KEYS,
  type Actor,
  type DeliveryDetail,
  type DeliveryFacts,
  type DeliveryGroup,
  type DeliveryHealth,
  type DeliveryMilestones,
  type DeliveryRow,
} from '@bil/domain';
import type { AirportDeliveryCounts, DeliveryFilter, DeliveryRow as Row } from './delivery.repository';
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

/**
 * A portfolio row; its health comes from the domain (the SQL flags only filtered and ordered the list).
 * The list reads the stored milestones, whose derived actual dates the database keeps equal to the DBE and
 * GC&I records (migration 0036); the detail passes the milestones it derived from those records itself.
 */
export function presentDeliveryRow(
  row: Row,
  actor: Actor,
  today: string,
  milestones: DeliveryMilestones = milestonesOf(row),
): DeliveryRow {
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
  const percentComplete = percentCompleteOf(milestones, row.percent_complete);
  const report = assessDelivery(
    {
      milestones,
      percentComplete,
      progressDate: row.progress_date,
      drawnCents: row.drawn_cents,
      grantCents: row.grant_cents,
    },
    today,
  );
  return {
    ...base,
    percentComplete,
    health: report.health,
    lateMilestones: report.late,
    noProgress: report.noProgress,
    drawGap: report.drawGap,
    firstOpenPlanned: report.firstOpenPlanned,
    progressDate: row.progress_date,
  };
}

/** The detail: milestones derived from the records in hand (facts), the BIL project's own steps. */
export function presentDeliveryDetail(
  row: Row,
  facts: DeliveryFacts,
  actor: Actor,
  today: string,
): DeliveryDetail {
  const derived = deriveDeliveryMilestones(row.has_record ? milestonesOf(row) : emptyMilestones(), facts);
  return {
    ...presentDeliveryRow(row, actor, today, derived.milestones),
    milestones: derived.milestones,
    milestoneSources: derived.sources,
    bil: {
      status: row.project_status,
      applicationDate: row.application_date,
      awardDate: row.award_date,
      subAwardDate: row.sub_award_date,
    },
    notes: row.notes,
    amountDrawnCents: row.has_record ? row.amount_drawn_cents : 0,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

type Counts = Pick<AirportDeliveryCounts, 'projects' | 'tracked' | 'late' | 'no_progress' | 'draw_gap'>;

const group = (key: string, label: string, counts: Counts): DeliveryGroup => ({
  key,
  label,
  projects: counts.projects,
  tracked: counts.tracked,
  late: counts.late,
  noProgress: counts.no_progress,
  drawGap: counts.draw_gap,
});

const HEALTH_COLUMN: Record<DeliveryHealth, keyof AirportDeliveryCounts> = {
  late: 'late',
  'no-progress': 'no_progress',
  'draw-gap': 'draw_gap',
  'on-track': 'on_track',
  closed: 'closed',
  untracked: 'untracked',
};

function addUp(rows: readonly AirportDeliveryCounts[]): Counts {
  const total = { projects: 0, tracked: 0, late: 0, no_progress: 0, draw_gap: 0 };
  for (const row of rows) for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += row[key];
  return total;
}

/**
 * The per-airport counts as the per-PM and per-airport groups (most late first) and totals, and how many
 * rows the filters select: tracked ones (listed first) and untracked ones (after them).
 */
export function presentGroups(rows: readonly AirportDeliveryCounts[], filter: DeliveryFilter) {
  const byLate = (a: DeliveryGroup, b: DeliveryGroup) => b.late - a.late || a.label.localeCompare(b.label);
  const pms = new Map<string, AirportDeliveryCounts[]>();
  for (const row of rows) pms.set(row.tdot_pm ?? '', [...(pms.get(row.tdot_pm ?? '') ?? []), row]);
  const selected = rows.filter(
    (row) =>
      (!filter.pm || row.tdot_pm === filter.pm) &&
      (!filter.airport || row.airport_code === filter.airport.toUpperCase()),
  );
  const sum = (column: keyof AirportDeliveryCounts) =>
    selected.reduce((total, row) => total + Number(row[column]), 0);
  const health = filter.health;
  return {
    byPm: [...pms].map(([pm, list]) => group(pm, pm || 'No PM assigned', addUp(list))).sort(byLate),
    byAirport: rows
      .map((row) => group(row.airport_code, `${row.airport_code} – ${row.airport_name}`, row))
      .sort(byLate),
    totals: (({ projects, tracked, late, no_progress, draw_gap }) => ({
      projects,
      tracked,
      late,
      noProgress: no_progress,
      drawGap: draw_gap,
    }))(addUp(rows)),
    trackedMatching:
      health === undefined ? sum('tracked') : health === 'untracked' ? 0 : sum(HEALTH_COLUMN[health]),
    untrackedMatching: health === undefined || health === 'untracked' ? sum('untracked') : 0,
  };
}
