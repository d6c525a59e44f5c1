import {
  roundToCents,
  type BreakdownsResponse,
  type DashboardKpis,
  type DashboardResponse,
  type GrantMetrics,
  type MonthlyTrend,
  type PendingApplication,
  type PendingApplicationsSummary,
  type StageDuration,
  type StatusFunnel,
} from '@bil/domain';
import type { AirportRow, FiscalYearRow, PmRow, ProgramRow } from './analytics.repository';

export type DashboardFigures = {
  asOf: Date;
  today: string;
  kpis: DashboardKpis;
  grants: GrantMetrics[];
  monthlyTrends: MonthlyTrend[];
  pendingApplications: PendingApplication[];
  pendingSummary: PendingApplicationsSummary;
};

/** The dashboard body: the domain's own objects, one per grant or month, never one per project. */
export function presentDashboard(figures: DashboardFigures): DashboardResponse {
  return { ...figures, asOf: figures.asOf.toISOString() };
}

export type BreakdownFigures = {
  asOf: Date;
  fiscalYears?: FiscalYearRow[];
  programs?: ProgramRow;
  airports?: AirportRow[];
  pms?: PmRow[];
  statusFunnel: StatusFunnel;
  stageDurations: StageDuration[];
};

const totalsOf = (row: { project_count: number; bil_amount: number; total_amount: number }) => ({
  projectCount: row.project_count,
  bilAmount: row.bil_amount,
  totalAmount: row.total_amount,
});

/** Row names to the API's camelCase; missing groups (nothing in scope) become empty lists and zeros. */
export function presentBreakdowns(figures: BreakdownFigures): BreakdownsResponse {
  const fiscalYears = figures.fiscalYears ?? [];
  const programs = figures.programs;
  return {
    asOf: figures.asOf.toISOString(),
    totals: {
      projectCount: fiscalYears.reduce((sum, row) => sum + row.project_count, 0),
      bilAmount: roundToCents(fiscalYears.reduce((sum, row) => sum + row.bil_amount, 0)),
      totalAmount: roundToCents(fiscalYears.reduce((sum, row) => sum + row.total_amount, 0)),
    },
    byFiscalYear: fiscalYears.map((row) => ({
      fiscalYear: row.fiscal_year,
      ...totalsOf(row),
      stateAmount: row.state_amount,
      localAmount: row.local_amount,
    })),
    byProgram: [
      { program: 'AIG', amount: programs?.aig_amount ?? 0, projectCount: programs?.aig_count ?? 0 },
      { program: 'ATP', amount: programs?.atp_amount ?? 0, projectCount: programs?.atp_count ?? 0 },
      { program: 'FCT', amount: programs?.fct_amount ?? 0, projectCount: programs?.fct_count ?? 0 },
    ],
    byAirport: (figures.airports ?? []).map((row) => ({
      airportCode: row.airport_code,
      airportName: row.airport_name,
      ...totalsOf(row),
    })),
    byPm: (figures.pms ?? []).map((row) => ({ tdotPm: row.tdot_pm, ...totalsOf(row) })),
    statusFunnel: figures.statusFunnel,
    stageDurations: figures.stageDurations,
  };
}
