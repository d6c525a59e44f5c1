// `npm run db:demo -- [--projects N] [--reset]`: loads the demo data set (see HELP).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts } from '../demo/demo-accounts';
import { DEFAULT_DEMO_PROJECTS, MAX_DEMO_PROJECTS, generateDemoData } from '../demo/generate-demo-data';
import { readDatabaseContents, replaceWithDemoData } from '../demo/load-demo-data';
import { loadDemoNotifications } from '../demo/demo-notifications';
import { openDatabase } from '../server';
import { UsageError, runCommand, usageErrorFrom } from './cli-support';

const HELP = `Usage: npm run db:demo -- [--projects N] [--reset]

Loads the demo data into the database the server uses (DATABASE_URL, else the embedded
database in DATA_DIR, default ./data): about 60 Tennessee airports with their five project
managers, AIG allocations and balances for FY22 to FY26, and N BIL projects under about
N/3 grants. Same data on every run. Creates the demo accounts admin@demo.test, pm@demo.test
and viewer@demo.test (password ${DEMO_PASSWORD}) when missing; other accounts are kept.

Existing projects, airport assignments and balances are replaced by the demo set. If people
created projects in the app, nothing is changed unless --reset is given.

Options:
  --projects N  how many projects, a whole number from 1 to ${MAX_DEMO_PROJECTS} (default ${DEFAULT_DEMO_PROJECTS})
  --reset       replace the projects, airports and balances even when people created projects
  -h, --help    show this help

Stop the server first when it uses the embedded database: only one process may open it.`;

type DemoOptions = { projects: number; reset: boolean; help: boolean };

function parseOptions(argv: string[]): DemoOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        projects: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw usageErrorFrom(error);
  }
  const projects = values.projects === undefined ? DEFAULT_DEMO_PROJECTS : Number(values.projects.trim());
  const wholeNumber = values.projects === undefined || /^\s*\d+\s*$/.test(values.projects);
  if (!wholeNumber || projects < 1 || projects > MAX_DEMO_PROJECTS) {
    throw new UsageError(`--projects must be a whole number from 1 to ${MAX_DEMO_PROJECTS}`);
  }
  return { projects, reset: values.reset, help: values.help };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(HELP);
    return;
  }
  const config = loadConfig();
  if (config.env === 'production') {
    throw new Error(
      'Refused: NODE_ENV=production never loads demo data or the demo accounts. Create the first administrator with npm run user -- create ... --role admin',
    );
  }
  const { handle, ctx } = await openDatabase(config);
  try {
    const before = await readDatabaseContents(ctx.db);
    if (before.projectsCreatedByPeople > 0 && !options.reset) {
      throw new Error(
        `Nothing changed: ${before.projectsCreatedByPeople} of the ${before.projects} projects were created in the app. Run again with --reset to replace all projects, airports and balances with the demo set.`,
      );
    }
    const started = performance.now();
    const data = generateDemoData({ projects: options.projects });
    const generatedIn = seconds(started);
    const counts = await replaceWithDemoData(ctx.db, data);
    const created = await ensureDemoAccounts(ctx);
    await loadDemoNotifications(ctx);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    console.log(`Demo data loaded into ${where} in ${seconds(started)} s (generated in ${generatedIn} s):`);
    console.log(
      `  ${counts.airports} airports, ${data.pms.length} project managers, ${counts.balances} AIG balance rows, ${counts.projects} projects in ${data.grants.length} grants`,
    );
    if (before.projects > 0 || before.airports > 0) {
      console.log(`  replaced ${before.projects} projects and ${before.airports} airports`);
    }
    const existing = DEMO_ACCOUNTS.map((account) => account.email).filter(
      (email) => !created.includes(email),
    );
    console.log(
      `  demo accounts: ${created.length > 0 ? `created ${created.join(', ')}` : 'none created'}${existing.length > 0 ? `; already there: ${existing.join(', ')}` : ''}`,
    );
    console.log(
      `  sign in with ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}; password ${DEMO_PASSWORD}`,
    );
  } finally {
    await handle.close();
  }
}

runCommand(main);
