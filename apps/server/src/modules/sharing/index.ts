// The sharing area's public face: other areas and app.ts import only what is exported here.
export { publicSharesRoutes } from './public-shares.routes';
export { sharesRoutes } from './shares.routes';
export { newShareToken } from './shares.service';
