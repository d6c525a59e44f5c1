export { jobsRoutes } from './jobs.routes';
export { JobRunner, type JobRunnerOptions } from './job-runner';
export { JOB_CATALOGUE, findJob } from './job-catalogue';
export { runJobOnce } from './job-execution';
export { nextRunOf } from './job-schedule';
export { latestRuns } from './jobs.repository';
