// The airports area's public face: other areas and app.ts import only what is exported here.
export { airportsRoutes } from './airports.routes';
export { listAirportCatalog } from './airports.service';
// The AIG awards per airport (the planning area sets its plan against them with the same rule).
export {
  aggregateProjects,
  listAirports,
  summariseAirports,
  type AirportRow,
  type AirportTotals,
  type AirportYearAggregate,
} from './airports.repository';
export { awardsOf, groupByAirport } from './airports.presenter';
export { listGrantAigAwards } from './grant-aig.repository';
