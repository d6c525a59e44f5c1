// The analytics area's public face: other areas and app.ts import only what is exported here.
export { analyticsRoutes } from './analytics.routes';
export { getDashboard, getDashboardForScope } from './analytics.service';
export { buildDashboard } from './analytics.service';
export { selectMetricProjects } from './analytics.repository';
export { listAllGrantMetrics } from './grant-metrics.service';
export { computeDashboardSummary } from './dashboard-summary.service';
export { selectGrantGroupByRaw, touchOneProject } from './grant-totals.repository';
