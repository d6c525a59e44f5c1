// The GC&I area's public face: other areas and app.ts import only what is exported here.
export { gciGrantsRoutes } from './gci-grants.routes';
// The executive overview's grants nearing the end of their period of performance (the list's alert).
export { listGrantsEndingSoon } from './gci-grants.service';
