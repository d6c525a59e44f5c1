import { z } from 'zod';
import { projectSchema } from './project.responses';
import { ALL_VALUES, FILTER_KEYS, type FilterKey, type FilterValues } from './project-table-rules';

/** Most values one filter may name, and most groups or rows one window may ask for. */
export const PROJECT_TABLE_MAX_FILTER_VALUES = 500;
export const PROJECT_TABLE_MAX_WINDOW = 500;

// A filter arrives once per value (?status=a&status=b): one value is a string, several an array.
const filterParam = z
  .union([z.string().max(500, 'a filter value must be at most 500 characters'), z.array(z.string().max(500))])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .refine((values) => values.length <= PROJECT_TABLE_MAX_FILTER_VALUES, {
    message: `a filter may name at most ${PROJECT_TABLE_MAX_FILTER_VALUES} values`,
  });

const filterShape = Object.fromEntries(FILTER_KEYS.map((key) => [key, filterParam])) as Record<
  FilterKey,
  typeof filterParam
>;

const tableQueryShape = {
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() ?? ''),
  ...filterShape,
};

export type ProjectTableQuery = { search: string; filters: FilterValues };

function toTableQuery(parsed: Record<string, unknown>): ProjectTableQuery {
  const filters = {} as Record<FilterKey, readonly string[]>;
  for (const key of FILTER_KEYS) {
    const values = parsed[key] as string[];
    filters[key] = values.length === 0 ? [ALL_VALUES] : values;
  }
  return { search: parsed.search as string, filters };
}

const windowShape = {
  offset: z.coerce
    .number()
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .default(0),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(PROJECT_TABLE_MAX_WINDOW, `limit must be ${PROJECT_TABLE_MAX_WINDOW} or less`)
    .default(100),
};

/** GET /api/projects/table and /options: the keyword search and the twelve filters. */
export const projectTableQuerySchema = z.object(tableQueryShape).transform(toTableQuery);

/** GET /api/projects/table/groups and /rows: the same, plus a window (by group, or by row in list order). */
export const projectTableWindowQuerySchema = z
  .object({ ...tableQueryShape, ...windowShape })
  .transform((parsed) => ({ ...toTableQuery(parsed), offset: parsed.offset, limit: parsed.limit }));
export type ProjectTableWindowQuery = z.output<typeof projectTableWindowQuerySchema>;

/**
 * The outline of the table: every matching group in order (grant number, null for none, and its project
 * count), and the counts. Small enough for 100,000 projects; the sums come per window from /groups.
 */
export const projectTableOutlineSchema = z.object({
  total: z.number().int(),
  matching: z.number().int(),
  grants: z.array(z.string().nullable()),
  counts: z.array(z.number().int()),
});
export type ProjectTableOutline = z.infer<typeof projectTableOutlineSchema>;

export const grantGroupSummarySchema = z.object({
  grantNumber: z.string().nullable(),
  bilApplicationNumbers: z.array(z.string()),
  count: z.number().int(),
  bilTotal: z.number(),
  total: z.number(),
});

export const projectTableGroupsSchema = z.object({
  offset: z.number().int(),
  groups: z.array(grantGroupSummarySchema),
});
export type ProjectTableGroups = z.infer<typeof projectTableGroupsSchema>;

/** Rows of the matching projects in table order (groups in order, then each group's rows). */
export const projectTableRowsSchema = z.object({ offset: z.number().int(), data: z.array(projectSchema) });
export type ProjectTableRows = z.infer<typeof projectTableRowsSchema>;

/** Most values one answer of /options holds: the filter's dropdown draws its first matches only. */
export const PROJECT_TABLE_OPTION_LIMIT = 200;

/** GET /api/projects/table/options: one filter's values, those holding `search` (any case). */
export const projectTableOptionsQuerySchema = z.object({
  field: z.enum(FILTER_KEYS, { error: `field must be one of ${FILTER_KEYS.join(', ')}` }),
  search: z
    .string()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim().toLowerCase() ?? ''),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(PROJECT_TABLE_OPTION_LIMIT, `limit must be ${PROJECT_TABLE_OPTION_LIMIT} or less`)
    .default(PROJECT_TABLE_OPTION_LIMIT),
});
export type ProjectTableOptionsQuery = z.output<typeof projectTableOptionsQuerySchema>;

/**
 * One filter's distinct values among the projects the person may see, in the filter bar's order ('_none'
 * last when some lack one): the first `limit` that hold the search, and how many hold it in all.
 */
export const projectTableOptionsSchema = z.object({
  field: z.enum(FILTER_KEYS),
  values: z.array(z.string()),
  total: z.number().int(),
});
export type ProjectTableOptions = z.infer<typeof projectTableOptionsSchema>;

/** GET /api/projects/table/position: where a project stands among the matching rows (SPEC §2 '?expand='). */
export const projectTablePositionQuerySchema = z
  .object({ ...tableQueryShape, id: z.string().max(100, 'id must be at most 100 characters') })
  .transform((parsed) => ({ ...toTableQuery(parsed), id: parsed.id }));
export type ProjectTablePositionQuery = z.output<typeof projectTablePositionQuerySchema>;

/** The row's index in table order, and its group's; null when the project is not among the matching rows. */
export const projectTablePositionSchema = z.object({
  row: z.number().int().nullable(),
  group: z.number().int().nullable(),
});
export type ProjectTablePosition = z.infer<typeof projectTablePositionSchema>;
