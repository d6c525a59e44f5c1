// The DBE area's public face: app.ts, the bench and other areas import only what is exported here.
export { dbeRoutes } from './dbe.routes';
export { computeDbeReport } from './dbe-report.service';
