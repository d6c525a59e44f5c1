// The executive area's public face: other areas and app.ts import only what is exported here.
export { executiveRoutes } from './executive.routes';
