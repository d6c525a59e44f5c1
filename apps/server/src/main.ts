import { buildApp } from './app';
import { describeMissingAdministrator } from './auth/first-admin';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { JobRunner } from './modules/jobs';
import { openDatabase } from './server';

function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  if (error instanceof DemoAccountsError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return `Cannot connect to DATABASE_URL: ${message}`;
  }
  if (code === 'EADDRINUSE') return `The port is already in use: ${message}. Set PORT to another port.`;
  return `Start-up failed: ${message}`;
}

/** Production with a demo account that can still sign in (issue 34, finding 5). */
class DemoAccountsError extends Error {}

async function main(): Promise<void> {
  process.umask(0o077); // files the server makes (database, secret) are its user's alone
  const config = loadConfig();
  const { handle, ctx } = await openDatabase(config);
  if (config.env === 'production' && ctx.schema.ok) {
    const { describeDemoAccountsInProduction } = await import('./demo/demo-accounts');
    const refusal = await describeDemoAccountsInProduction(ctx.db);
    if (refusal) {
      await handle.close();
      throw new DemoAccountsError(refusal);
    }
  }
  if (config.loadDemoData) {
    const { ensureDemoData } = await import('./demo/ensure-demo-data');
    await ensureDemoData(ctx);
  }
  const app = await buildApp(ctx, { webDistDir: config.webDistDir });
  if (!ctx.schema.ok) app.log.error({ missing: ctx.schema.missing }, 'Database schema check failed');
  // Background jobs run in every server process; pg-boss and the slot claims keep each slot to one run.
  const jobRunner = new JobRunner(ctx, { log: app.log });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight`);
    void app
      .close()
      .then(() => jobRunner.stop())
      .then(() => handle.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });

  // A schema that fails its check is reported above; the hint is then left out rather than stopping start-up.
  const missingAdmin = ctx.schema.ok ? await describeMissingAdministrator(ctx.db) : null;
  try {
    await jobRunner.start();
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await jobRunner.stop();
    await handle.close();
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nAirport grants tracker is listening on ${config.publicUrl} (database: ${where}).`);
  if (missingAdmin) console.log(missingAdmin);
  else if (config.loadDemoData) {
    console.log(
      'Sign in with admin@demo.test, pm@demo.test or viewer@demo.test; demo password: demo-Password-2026\n',
    );
  }
}

main().catch((error: unknown) => {
  console.error(describeStartupError(error));
  process.exit(1);
});
