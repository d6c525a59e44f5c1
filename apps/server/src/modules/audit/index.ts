// The audit area's public face: other areas and app.ts import only what is exported here.
export { listAuditEntries } from './audit.service';
