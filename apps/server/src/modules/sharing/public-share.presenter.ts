import {
  buildFacilityUrl,
  publicShareDataSchema,
  type ExecutiveOverview,
  type PmDashboardResponse,
  type PublicExecutiveOverview,
  type PmManagementResponse,
  type PublicPmDashboard,
  type PublicPmManagement,
  type PublicShareData,
  type ProjectPageShareData,
  type PublicProject,
  type PublicShareMeta,
  type ShareKind,
  type SharedChart,
  type ShareChartType,
} from '@bil/domain';
import type { ProjectRow } from '../projects';
import type { ShareChartRow, ShareRow } from './shares.repository';
import { isoOf, isoOrNull, sharerName } from './share.presenter';

/**
 * What a visitor (no sign-in) receives: one public presenter per share kind, each built field by field on
 * purpose (an allow-list). No share row id, project id, user id, e-mail, password hash, internal note
 * (comments, talking points) or stored params ever reaches these objects; and every answer is checked
 * against its strict public schema before it leaves (presentPublicAnswer), so a field that slips in fails
 * closed instead of leaking.
 */

export function presentPublicMeta(row: ShareRow): PublicShareMeta {
  return {
    kind: row.kind as ShareKind,
    name: row.name,
    description: row.description,
    isPasswordProtected: row.password_hash !== null,
    created: isoOf(row.created_at),
    updated: isoOf(row.updated_at),
    expires: isoOrNull(row.expires_at),
    isExpired: row.is_expired,
    sharer: sharerName(row),
  };
}

export function presentSharedCharts(charts: readonly ShareChartRow[]): SharedChart[] {
  return charts.map((chart) => ({ chart_type: chart.chart_type as ShareChartType, name: chart.name }));
}

/** A project as the shared page shows it; `key` is its position in this answer, never the database id. */
export function presentPublicProject(
  row: ProjectRow,
  facilityTemplate: string,
  index: number,
): PublicProject {
  return {
    key: `p${index + 1}`,
    grant_number: row.grant_number,
    airport_code: row.airport_code,
    airport_name: row.airport_name,
    city: row.city,
    project_title: row.project_title,
    project_description: row.project_description,
    status: row.status,
    application_date: row.application_date,
    award_date: row.award_date,
    sub_award_date: row.sub_award_date,
    sent_to_sponsor_date: row.sent_to_sponsor_date,
    sent_to_tdot_date: row.sent_to_tdot_date,
    psr_date: row.psr_date,
    local_amount: row.local_amount,
    total_amount: row.total_amount,
    bil_aig_amount: row.bil_aig_amount,
    bil_atp_amount: row.bil_atp_amount,
    bil_fct_amount: row.bil_fct_amount,
    state_amount: row.state_amount,
    tdot_pm: row.tdot_pm,
    upin: row.upin,
    work_code: row.work_code,
    days_to_award: row.days_to_award,
    days_to_sub_award: row.days_to_sub_award,
    bil_application_number: row.bil_application_number,
    fiscal_year: row.fiscal_year,
    tad_project_number: row.tad_project_number,
    tad_contract_number: row.tad_contract_number,
    tx_number: row.tx_number,
    project_phase: row.project_phase,
    facility_url: row.upin?.trim() ? buildFacilityUrl(facilityTemplate, row.upin) : null,
  };
}

export function presentProjectPage(
  share: ShareRow,
  projects: readonly ProjectRow[],
  facilityTemplate: string,
): ProjectPageShareData {
  const publicProjects = projects.map((project, index) =>
    presentPublicProject(project, facilityTemplate, index),
  );
  const sum = (pick: (project: PublicProject) => number) =>
    Math.round(publicProjects.reduce((total, project) => total + pick(project), 0) * 100) / 100;
  return {
    projects: publicProjects,
    page_config: {
      page_name: share.name,
      description: share.description,
      created_by_name: sharerName(share),
      created_at: isoOf(share.created_at),
      updated_at: isoOf(share.updated_at),
      expires_at: isoOrNull(share.expires_at),
    },
    aggregates: {
      totalBilAmount: sum((p) => p.bil_aig_amount + p.bil_atp_amount + p.bil_fct_amount),
      grandTotalAmount: sum((p) => p.total_amount),
      projectCount: publicProjects.length,
    },
  };
}

/** A PM page: the PM dashboard as it is, except that overdue items lose their project ids. */
export function presentPublicPmPage(data: PmDashboardResponse): PublicPmDashboard {
  return {
    pm: data.pm,
    asOf: data.asOf,
    today: data.today,
    summary: data.summary,
    airports: data.airports,
    projectsByStatus: data.projectsByStatus,
    targets: data.targets,
    overdue: {
      total: data.overdue.total,
      items: data.overdue.items.map((item) => ({
        projectTitle: item.projectTitle,
        airportCode: item.airportCode,
        grantNumber: item.grantNumber,
        status: item.status,
        kind: item.kind,
        sinceDate: item.sinceDate,
        days: item.days,
        targetDays: item.targetDays,
        daysOver: item.daysOver,
      })),
    },
    dashboard: data.dashboard,
  };
}

/** PM management: every PM by name, their airports and workload, the unassigned airports and totals. */
export function presentPublicPmManagement(data: PmManagementResponse): PublicPmManagement {
  return {
    asOf: data.asOf,
    today: data.today,
    pms: data.pms,
    unassigned: data.unassigned,
    totals: data.totals,
  };
}

/** The executive overview without record ids: grants ending soon by grant number and airport only. */
export function presentPublicExecutive(data: ExecutiveOverview): PublicExecutiveOverview {
  const ending = data.slots.grantsEndingSoon;
  return {
    ...data,
    slots: {
      ...data.slots,
      grantsEndingSoon: ending && {
        count: ending.count,
        grants: ending.grants.map((grant) => ({
          grantNumber: grant.grantNumber,
          airportCode: grant.airportCode,
          popEndDate: grant.popEndDate,
          remaining: grant.remaining,
        })),
      },
    },
  };
}

/**
 * The last gate of every public answer: its kind's strict schema (unknown keys refused at every level).
 * A field that is not on the allow-list makes the answer fail (500) rather than reach a visitor.
 */
export function presentPublicAnswer(answer: PublicShareData): PublicShareData {
  return publicShareDataSchema.parse(answer);
}
