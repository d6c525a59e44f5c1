import type { JobDefinition } from '../../job-definition';
import { analyzeDatabase } from './jobs.repository';

/**
 * Planner statistics for every table. PostgreSQL's autovacuum gathers them as rows change; the embedded
 * PGlite has no autovacuum, so without this its row estimates stay those of an empty table after a demo
 * load or an import.
 */
export const analyzeDatabaseJob: JobDefinition = {
  name: 'jobs.analyze-database',
  description:
    'Refreshes the database planner statistics (ANALYZE), which the embedded database never does itself.',
  schedule: { cron: '30 3 * * *', timeZone: 'America/New_York' },
  run: async (ctx) => {
    await analyzeDatabase(ctx.db);
  },
};
