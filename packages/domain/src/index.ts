export * from './app/app-info';
export * from './app/page-title';
export * from './access/permission-flags';
export * from './projects/project-status';
