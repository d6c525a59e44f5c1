// The health area's public face: other areas and app.ts import only what is exported here.
export { healthRoutes } from './health.routes';
