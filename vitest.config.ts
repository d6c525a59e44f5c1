import { defineConfig } from 'vitest/config';

// Integration tests run twice: on PGlite in-process and on PostgreSQL (TEST_DATABASE_URL). Each server
// project migrates one database once (migrated-template.ts) that every test file's database copies.
const migratedTemplate = 'apps/server/test/support/migrated-template.ts';

export default defineConfig({
  test: {
    // Two test files at a time on a 2-core machine (Vitest's default would be one): the PostgreSQL pass
    // waits on another process, and the files share nothing but that server.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        // Component tests render in jsdom; '@' is the web app's source alias (see apps/web/vite.config.ts).
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-support/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: [migratedTemplate],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: [migratedTemplate],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
