// What the server projects' global setup (migrated-template.ts) hands every test file (test-database.ts).
declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite pass: a dumped data directory, migrated to the latest. */
    pgliteTemplateFile: string;
    /** PostgreSQL pass: a migrated database each test file's database is copied from. */
    postgresTemplateDatabase: string;
  }
}

export {};
