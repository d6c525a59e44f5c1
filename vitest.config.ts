import { defineConfig } from 'vitest/config';

// Integration tests run twice: on PGlite in-process and on PostgreSQL (TEST_DATABASE_URL).
export default defineConfig({
  test: {
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
