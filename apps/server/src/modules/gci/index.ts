// The GC&I area's public face: other areas and app.ts import only what is exported here.
export { gciGrantsRoutes } from './gci-grants.routes';
// The grants list as its screen answers it (the executive overview's grants nearing the end of their POP).
export { listGrantPage } from './gci-grants.service';
