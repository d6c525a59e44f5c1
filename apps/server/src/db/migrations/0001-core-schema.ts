import { sql, type Kysely } from 'kysely';
import { ALL_PROJECT_STATUSES, ACCEPTED_ROLES, PERMISSION_FLAGS } from '@bil/domain';

const money = 'numeric(14,2)';
const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

// The core tables of SPEC §3. The auth tables ("user", "session", ...) come from better-auth and exist first.
export async function up(db: Kysely<unknown>): Promise<void> {
  let accounts = db.schema
    .createTable('user_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('user.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('viewer')
        .check(sql`role in (${quoted(ACCEPTED_ROLES)})`),
    )
    .addColumn('tdot_pm', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));
  for (const flag of PERMISSION_FLAGS) {
    accounts = accounts.addColumn(flag, 'boolean', (col) => col.notNull().defaultTo(false));
  }
  await accounts.execute();
  await db.schema.createIndex('user_accounts_tdot_pm_idx').on('user_accounts').column('tdot_pm').execute();

  // SPEC §3 "user_roles": a view exposing role, tdot_pm and the flags by user_id.
  await sql`create view user_roles as select user_id, role, tdot_pm, ${sql.raw(PERMISSION_FLAGS.join(', '))} from user_accounts`.execute(
    db,
  );

  await db.schema
    .createTable('system_bypass_access')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('airport_assignments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('airport_code', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`airport_code ~ '^[A-Z0-9]{3,4}$'`),
    )
    .addColumn('airport_name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('tdot_pm', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('airport_assignments_tdot_pm_idx')
    .on('airport_assignments')
    .column('tdot_pm')
    .execute();

  let balances = db.schema
    .createTable('airport_bil_balances')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('airport_code', 'text', (col) =>
      col
        .notNull()
        .unique()
        .references('airport_assignments.airport_code')
        .onUpdate('cascade')
        .onDelete('cascade'),
    )
    .addColumn('total_allocation', sql.raw(money), (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`total_allocation >= 0`),
    )
    .addColumn('current_balance', sql.raw(money), (col) => col.notNull().defaultTo(0))
    .addColumn('balance_updated_at', 'timestamptz')
    .addColumn('last_calculated_grant_number', 'text')
    .addColumn('notes', 'text');
  for (const year of ['fy22', 'fy23', 'fy24', 'fy25', 'fy26']) {
    balances = balances
      .addColumn(`${year}_allocation`, sql.raw(money), (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql.raw(`${year}_allocation >= 0`)),
      )
      .addColumn(`${year}_balance`, sql.raw(money), (col) => col.notNull().defaultTo(0));
  }
  await balances
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  let projects = db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('grant_number', 'text')
    .addColumn('airport_code', 'text', (col) =>
      col.notNull().references('airport_assignments.airport_code').onUpdate('cascade'),
    )
    .addColumn('airport_name', 'text')
    .addColumn('city', 'text')
    .addColumn('project_title', 'text', (col) => col.notNull().check(sql`length(trim(project_title)) > 0`))
    .addColumn('project_description', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in (${quoted(ALL_PROJECT_STATUSES)})`),
    );
  for (const date of [
    'application_date',
    'award_date',
    'sub_award_date',
    'sent_to_sponsor_date',
    'sent_to_tdot_date',
    'psr_date',
  ]) {
    projects = projects.addColumn(date, 'date');
  }
  for (const amount of [
    'local_amount',
    'total_amount',
    'bil_aig_amount',
    'bil_atp_amount',
    'bil_fct_amount',
    'state_amount',
  ]) {
    projects = projects.addColumn(amount, sql.raw(money), (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql.raw(`${amount} >= 0`)),
    );
  }
  await projects
    .addColumn('tdot_pm', 'text')
    .addColumn('upin', 'text')
    .addColumn('work_code', 'text')
    .addColumn('comments', 'text')
    .addColumn('talking_point_1', 'text')
    .addColumn('talking_point_2', 'text')
    .addColumn('talking_point_3', 'text')
    .addColumn('days_to_award', 'integer', (col) => col.check(sql`days_to_award >= 0`))
    .addColumn('days_to_sub_award', 'integer', (col) => col.check(sql`days_to_sub_award >= 0`))
    .addColumn('bil_application_number', 'text')
    .addColumn('fiscal_year', 'integer', (col) => col.check(sql`fiscal_year between 2000 and 2100`))
    .addColumn('tad_project_number', 'text')
    .addColumn('tad_contract_number', 'text')
    .addColumn('tx_number', 'text')
    .addColumn('project_phase', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('projects_grant_number_idx').on('projects').column('grant_number').execute();
  await db.schema.createIndex('projects_tdot_pm_idx').on('projects').column('tdot_pm').execute();
  await db.schema.createIndex('projects_airport_code_idx').on('projects').column('airport_code').execute();

  await db.schema
    .createTable('audit_logs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('resource_type', 'text', (col) => col.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_logs_created_at_idx').on('audit_logs').column('created_at').execute();
  await db.schema
    .createIndex('audit_logs_resource_idx')
    .on('audit_logs')
    .columns(['resource_type', 'resource_id'])
    .execute();
  await db.schema.createIndex('audit_logs_user_idx').on('audit_logs').column('user_id').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
}
