import type { AppContext } from '../app-context';
import { ensureDemoAccounts } from './demo-accounts';
import { insertDemoJobRuns } from './demo-job-runs';
import { generateDemoData } from './generate-demo-data';
import { insertDemoProjectHistory } from './demo-project-history';
import { loadDemoNotifications } from './demo-notifications';
import { readDatabaseContents, replaceWithDemoData } from './load-demo-data';

/**
 * First start of the embedded database: load the demo set and the demo accounts, but only when the
 * database is fresh (no users and no projects); any other database is left exactly as it is.
 */
export async function ensureDemoData(ctx: Pick<AppContext, 'auth' | 'db' | 'config'>): Promise<boolean> {
  if (ctx.config.env === 'production') return false; // second guard: config never asks in production
  const contents = await readDatabaseContents(ctx.db);
  if (contents.users > 0 || contents.projects > 0) return false;
  const started = performance.now();
  const counts = await replaceWithDemoData(ctx.db, generateDemoData());
  const accounts = await ensureDemoAccounts(ctx);
  await insertDemoJobRuns(ctx.db);
  await insertDemoProjectHistory(ctx.db);
  await loadDemoNotifications(ctx);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Loaded the demo data: ${counts.airports} airports, ${counts.projects} projects and ${accounts.length} demo accounts (${seconds} s).`,
  );
  return true;
}
