// The airports area's public face: other areas and app.ts import only what is exported here.
export { airportsRoutes } from './airports.routes';
export { listAirportCatalog } from './airports.service';
