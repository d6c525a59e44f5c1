// The planning area's public face: app.ts imports only what is exported here.
export { planningRoutes } from './planning.routes';
