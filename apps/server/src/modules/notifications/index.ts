// The notifications area's public face: other areas and app.ts import only what is exported here.
export { notificationsRoutes } from './notifications.routes';
// Scheduled work, for the job runner (modules/jobs).
export { notificationJobs as jobs } from './notifications.jobs';
// Raising once, for the demo loader (so the bell is never empty on a fresh demo).
export { raiseDeadlineNotifications, raiseEventNotifications } from './notification-raise.service';
