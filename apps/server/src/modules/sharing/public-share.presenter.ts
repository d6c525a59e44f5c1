import {
  buildFacilityUrl,
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
 * What a visitor (no sign-in) receives. Built field by field on purpose: no share id, user id, e-mail,
 * password hash or stored params (which hold the project selection) ever reaches these objects.
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

/** A project without its creator, version or abilities; the facility link when it has a UPIN. */
export function presentPublicProject(row: ProjectRow, facilityTemplate: string): PublicProject {
  return {
    id: row.id,
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
    comments: row.comments,
    talking_point_1: row.talking_point_1,
    talking_point_2: row.talking_point_2,
    talking_point_3: row.talking_point_3,
    days_to_award: row.days_to_award,
    days_to_sub_award: row.days_to_sub_award,
    bil_application_number: row.bil_application_number,
    fiscal_year: row.fiscal_year,
    tad_project_number: row.tad_project_number,
    tad_contract_number: row.tad_contract_number,
    tx_number: row.tx_number,
    project_phase: row.project_phase,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    facility_url: row.upin?.trim() ? buildFacilityUrl(facilityTemplate, row.upin) : null,
  };
}

export function presentProjectPage(
  share: ShareRow,
  projects: readonly ProjectRow[],
  facilityTemplate: string,
): ProjectPageShareData {
  const publicProjects = projects.map((project) => presentPublicProject(project, facilityTemplate));
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
