export * from './notification-kinds';
export * from './notification-text';
export * from './notifications.schema';
export * from './aig-deadline-stage';
export * from './dbe-report-due';
export * from './deadline-items';
