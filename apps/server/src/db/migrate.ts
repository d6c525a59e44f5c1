import { getMigrations } from 'better-auth/db/migration';
// Kysely 0.28 (the line for Node 20, issue 33) exports its migrator from the package root.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { authSchemaOptions } from './auth-schema';
import * as coreSchema from './migrations/0001-core-schema';
import * as sharingSchema from './migrations/0002-sharing-schema';
import * as airportProjectTotals from './migrations/0003-airport-project-totals';
import * as projectsSortIndex from './migrations/0004-projects-sort-index';
import * as projectsDataVersion from './migrations/0005-projects-data-version';
import * as registrationApproval from './migrations/0006-registration-approval';
import * as gci from './migrations/0008-gci';
import * as gciInspections from './migrations/0013-gci-inspections';
import * as gciComplianceDocuments from './migrations/0014-gci-compliance-documents';
import * as flightServices from './migrations/0010-flight-services';
import * as dbe from './migrations/0007-dbe';
import * as planningDelivery from './migrations/0009-planning-delivery';
import * as delivery from './migrations/0011-delivery';
import * as executive from './migrations/0017-executive';
import * as importRuns from './migrations/0018-import-runs';
import * as importMappings from './migrations/0019-import-mappings';
import * as dbeChartShares from './migrations/0020-dbe-chart-shares';
import * as notifications from './migrations/0025-notifications';
import * as importRecordKinds from './migrations/0021-import-record-kinds';
import * as dbePaidTotals from './migrations/0015-dbe-paid-totals';
import * as jobRuns from './migrations/0023-job-runs';
import * as grantMetricTotals from './migrations/0028-grant-metric-totals';
import * as monthGrantTotals from './migrations/0029-month-grant-totals';
import * as projectTableIndexes from './migrations/0030-project-table-indexes';
import * as statementLevelSums from './migrations/0031-statement-level-sums';
import * as deliveryDerived from './migrations/0036-delivery-derived';
import * as dbeOverrideReason from './migrations/0037-dbe-override-reason';
import * as gciGrantProgramAmounts from './migrations/0038-gci-grant-program-amounts';
import * as dbeDataVersion from './migrations/0039-dbe-data-version';
import type { Database } from './schema';

/** Ordered, forward-only; recorded by Kysely in kysely_migration. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-core-schema': coreSchema,
  '0002-sharing-schema': sharingSchema,
  '0003-airport-project-totals': airportProjectTotals,
  '0004-projects-sort-index': projectsSortIndex,
  '0005-projects-data-version': projectsDataVersion,
  '0006-registration-approval': registrationApproval,
  '0008-gci': gci,
  '0010-flight-services': flightServices,
  '0007-dbe': dbe,
  '0009-planning-delivery': planningDelivery,
  '0011-delivery': delivery,
  '0013-gci-inspections': gciInspections,
  '0014-gci-compliance-documents': gciComplianceDocuments,
  '0015-dbe-paid-totals': dbePaidTotals,
  '0017-executive': executive,
  '0018-import-runs': importRuns,
  '0019-import-mappings': importMappings,
  '0020-dbe-chart-shares': dbeChartShares,
  '0023-job-runs': jobRuns,
  '0025-notifications': notifications,
  '0021-import-record-kinds': importRecordKinds,
  '0028-grant-metric-totals': grantMetricTotals,
  '0029-month-grant-totals': monthGrantTotals,
  '0030-project-table-indexes': projectTableIndexes,
  '0031-statement-level-sums': statementLevelSums,
  '0036-delivery-derived': deliveryDerived,
  '0037-dbe-override-reason': dbeOverrideReason,
  '0038-gci-grant-program-amounts': gciGrantProgramAmounts,
  '0039-dbe-data-version': dbeDataVersion,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

// Any fixed number: server processes starting together on one PostgreSQL take turns migrating.
const MIGRATION_LOCK_KEY = 4_732_001;

/** better-auth's own tables first (ours reference "user"), then ours, under an advisory lock. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await runMigrations(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
  return LATEST_MIGRATION;
}

async function runMigrations(db: Kysely<Database>): Promise<void> {
  const authMigrations = await getMigrations(authSchemaOptions(db));
  await authMigrations.runMigrations();

  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  }
}
