// The projects area's public face: other areas and app.ts import only what is exported here.
export { airportOptionsRoutes } from './airport-options.routes';
export { facilityUrlRoutes } from './facility-url.routes';
export { getFacilityUrl } from './facility-url.service';
export { grantsRoutes } from './grants.routes';
export { presentProjectPageJson } from './project.presenter';
export { PROJECT_COLUMNS, readProjectsDataVersion } from './projects.repository';
export type { ProjectJsonRow, ProjectRow } from './projects.repository';
export { projectTableRoutes } from './project-table.routes';
export { projectsRoutes } from './projects.routes';
export { selectProjectPageRaw, selectTableFirstViewRaw } from './raw-reads.repository';
