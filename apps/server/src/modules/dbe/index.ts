// The DBE area's public face: app.ts, the bench and other areas import only what is exported here.
export { dbeRoutes } from './dbe.routes';
export { computeDbeReport } from './dbe-report.service';
// DBE analytics as a person's /dbe/analytics shows them (a public DBE chart share asks as its creator).
export { getDbeAnalytics } from './dbe-analytics.service';
