export {
  ChartCard,
  CHART_CARD_HEIGHT,
  EXPANDED_CHART_HEIGHT,
  type ChartCardProps,
  type ChartView,
} from './chart-card';
export { CHART_CATALOG, CHART_IDS, isChartId, toFileSlug, type ChartId } from './chart-catalog';
export { ChartExportMenu } from './chart-export-menu';
export { GRANT_CHART_SORT_LABELS } from './grant-chart-data';
export { MonthlyFundingTrendsCard } from './cards/monthly-funding-trends-card';
export { PendingApplicationsCard, PendingSummaryTiles } from './cards/pending-applications-card';
export { FundingDistributionCard, ProcessingTimelineCard } from './cards/grant-chart-cards';
export {
  AirportFundingCard,
  FiscalYearFundingCard,
  PmFundingCard,
  ProgramFundingCard,
  StageDurationsCard,
  StatusFunnelCard,
} from './cards/breakdown-cards';
export { downloadBlob } from './export/download-blob';
export {
  buildChartCsv,
  buildChartWorkbook,
  exportChartDataCsv,
  exportChartDataExcel,
} from './export/export-chart-data';
export type { ChartRecord } from './export/chart-records';
export {
  ChartGroupShareSlot,
  ChartShareProvider,
  ChartShareSlot,
  type ChartShareRenderers,
} from './chart-share-slot';
