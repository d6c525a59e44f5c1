export * from './jobs.responses';
