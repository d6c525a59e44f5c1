// The executive area's public face: other areas and app.ts import only what is exported here.
export { executiveRoutes } from './executive.routes';
// The overview as a person's /executive shows it (the public executive share asks as its creator).
export { readExecutiveOverview } from './executive.service';
