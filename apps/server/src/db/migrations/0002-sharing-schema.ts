import { sql, type Kysely } from 'kysely';

export const SHARE_KINDS = ['chart', 'chart_group', 'project_page', 'pm_management', 'pm_page'] as const;
export const CHART_TYPES = [
  'monthly_funding_trends',
  'funding_distribution_by_grant',
  'processing_timeline_by_grant',
  'pending_grant_applications',
] as const;

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// Public shares: one row per link (chart, chart group, project page, PM pages), charts of a group in order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`length(token) >= 22`),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${list(SHARE_KINDS)})`))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('description', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('is_static', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('snapshot', 'jsonb')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'timestamptz')
    .addColumn('created_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('shares_created_by_idx').on('shares').column('created_by').execute();

  await db.schema
    .createTable('share_charts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('share_id', 'uuid', (col) => col.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`position >= 0`))
    .addColumn('chart_type', 'text', (col) => col.notNull().check(sql`chart_type in (${list(CHART_TYPES)})`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('chart_params', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('share_charts_position_unique', ['share_id', 'position'])
    .addUniqueConstraint('share_charts_type_unique', ['share_id', 'chart_type'])
    .execute();

  // After a correct password the browser holds a short-lived grant for that share only (never the password).
  await db.schema
    .createTable('share_access_grants')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('share_id', 'uuid', (col) => col.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
