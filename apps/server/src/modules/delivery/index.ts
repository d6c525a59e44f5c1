// The delivery area's public face: app.ts imports only what is exported here.
export { deliveryRoutes } from './delivery.routes';
