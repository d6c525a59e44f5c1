// The flight-services area's public face: other areas and app.ts import only what is exported here.
export { flightServicesRoutes } from './flight-services.routes';
