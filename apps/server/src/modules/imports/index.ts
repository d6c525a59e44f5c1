// The imports area's public face: app.ts and the command line import only what is exported here.
export { importsRoutes } from './imports.routes';
export { runImport, type ImportRequest } from './import-run.service';
export { undoImport } from './import-undo.service';
export { exportCsvZip, exportWorkbook } from './export.service';
