// The pm area's public face: other areas and app.ts import only what is exported here.
export { isKnownPm } from './pm.repository';
export { pmRoutes } from './pm.routes';
export { getPmDashboard, getPmManagement } from './pm.service';
