// The GC&I area's public face: other areas and app.ts import only what is exported here.
export { gciGrantsRoutes } from './gci-grants.routes';
export { gciInspectionsRoutes } from './gci-inspections.routes';
export { gciComplianceRoutes } from './gci-compliance.routes';
export { gciDocumentsRoutes } from './gci-documents.routes';
export { gciSummaryRoutes } from './gci-summary.routes';
// The executive overview's grants nearing the end of their period of performance (the list's alert).
export { listGrantsEndingSoon } from './gci-grants.service';
// The executive overview's overdue inspections and corrective actions (the Inspections tab's counts).
export { countInspectionAlertsFor } from './gci-inspections.service';
// The notifications area's scan of overdue corrective actions uses GC&I's own rule.
export { overdueActionSql } from './gci-inspections.repository';
