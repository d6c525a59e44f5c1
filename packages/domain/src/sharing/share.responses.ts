import { dbeChartShareDataSchema } from '../dbe/dbe-share-charts';
import { executiveOverviewSchema } from '../executive/executive.responses';
import { z } from 'zod';
import { dashboardResponseSchema } from '../metrics/analytics.responses';
import {
  pmDashboardResponseSchema,
  pmManagementResponseSchema,
  pmOverdueItemSchema,
} from '../pm/pm.responses';
import { projectSchema } from '../projects/project.responses';
import { SHARE_CHART_TYPES, SHARE_KINDS, SHARE_STATUSES } from './share-constants';

/** Responses of /api/shares/* (signed in) and /api/public/shares/* (visitors; narrow on purpose). */

/**
 * The same schema with every object in it strict (unknown keys refused), at every level: public answers
 * are checked against these, so a field added to an internal response never leaks into a public one.
 */
export function strictDeep<T extends z.ZodType>(schema: T): T {
  const walk = (node: z.ZodType): z.ZodType => {
    if (node instanceof z.ZodObject) {
      const shape = node.shape as Record<string, z.ZodType>;
      return z.strictObject(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, walk(value)])),
      );
    }
    if (node instanceof z.ZodArray) return z.array(walk(node.element as z.ZodType));
    if (node instanceof z.ZodNullable) return walk(node.unwrap() as z.ZodType).nullable();
    if (node instanceof z.ZodOptional) return walk(node.unwrap() as z.ZodType).optional();
    return node;
  };
  return walk(schema) as T;
}

const isoDateTime = z.string().meta({ format: 'date-time' });

/** 201 of every create route: the share's token, which is also the id in its public URL. */
export const shareCreatedSchema = z.object({ shareId: z.string() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** One row of GET /api/shares, and the answer of PATCH and revoke. */
export const shareListItemSchema = z.object({
  shareId: z.string(),
  kind: z.enum(SHARE_KINDS),
  name: z.string(),
  path: z.string().meta({ description: "Public path, e.g. '/share/chart/{shareId}'" }),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime.nullable(),
  passwordProtected: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  viewCount: z.number().int(),
  lastViewedAt: isoDateTime.nullable(),
});
export type ShareListItem = z.infer<typeof shareListItemSchema>;

export const shareListSchema = z.object({ shares: z.array(shareListItemSchema) });
export type ShareList = z.infer<typeof shareListSchema>;

/** POST /api/public/shares/:shareId/meta (and `meta` inside data). */
export const publicShareMetaSchema = z.strictObject({
  kind: z.enum(SHARE_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  isPasswordProtected: z.boolean(),
  created: isoDateTime,
  updated: isoDateTime,
  expires: isoDateTime.nullable(),
  isExpired: z.boolean(),
  sharer: z.string().nullable().meta({ description: 'Display name of the person who shared it' }),
});
export type PublicShareMeta = z.infer<typeof publicShareMetaSchema>;

/** The meta answer also says whether this visitor may read the content now, so the page asks only then. */
export const publicShareMetaResponseSchema = publicShareMetaSchema.extend({
  hasAccess: z.boolean().meta({
    description: 'Not protected, or a valid access grant cookie came with the request',
  }),
});
export type PublicShareMetaResponse = z.infer<typeof publicShareMetaResponseSchema>;

export const shareVerifyResponseSchema = z.object({ valid: z.boolean() });
export type ShareVerifyResponse = z.infer<typeof shareVerifyResponseSchema>;

/** 410 of data for an expired share. */
export const shareExpiredResponseSchema = z.object({
  message: z.literal('expired'),
  expires: isoDateTime.nullable(),
});
export type ShareExpiredResponse = z.infer<typeof shareExpiredResponseSchema>;

export const sharedChartSchema = z.strictObject({
  chart_type: z.enum(SHARE_CHART_TYPES),
  name: z.string(),
});
export type SharedChart = z.infer<typeof sharedChartSchema>;

/**
 * A project as a visitor sees it: what the shared page shows, nothing else. No database id (rows are keyed
 * by `key`, an index that means something only inside one answer), no creator, no timestamps, and none of
 * the internal notes (comments, talking points). facility_url when it has a UPIN.
 */
export const publicProjectSchema = z.strictObject({
  key: z.string().meta({ description: 'Row key inside this answer only (not a project id)' }),
  ...projectSchema.pick({
    grant_number: true,
    airport_code: true,
    airport_name: true,
    city: true,
    project_title: true,
    project_description: true,
    status: true,
    application_date: true,
    award_date: true,
    sub_award_date: true,
    sent_to_sponsor_date: true,
    sent_to_tdot_date: true,
    psr_date: true,
    local_amount: true,
    total_amount: true,
    bil_aig_amount: true,
    bil_atp_amount: true,
    bil_fct_amount: true,
    state_amount: true,
    tdot_pm: true,
    upin: true,
    work_code: true,
    days_to_award: true,
    days_to_sub_award: true,
    bil_application_number: true,
    fiscal_year: true,
    tad_project_number: true,
    tad_contract_number: true,
    tx_number: true,
    project_phase: true,
  }).shape,
  facility_url: z.string().nullable(),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;

export const projectPageConfigSchema = z.strictObject({
  page_name: z.string(),
  description: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
});
export type ProjectPageConfig = z.infer<typeof projectPageConfigSchema>;

export const projectPageAggregatesSchema = z.strictObject({
  totalBilAmount: z.number(),
  grandTotalAmount: z.number(),
  projectCount: z.number().int(),
});
export type ProjectPageAggregates = z.infer<typeof projectPageAggregatesSchema>;

/** The dashboard of a chart share: the signed-in dashboard's fields (it holds no ids), strict at every level. */
export const publicDashboardSchema = strictDeep(dashboardResponseSchema);

/** A PM page share: the PM dashboard without abilities, and overdue items without their project ids. */
export const publicOverdueItemSchema = strictDeep(pmOverdueItemSchema.omit({ projectId: true }));
export type PublicOverdueItem = z.infer<typeof publicOverdueItemSchema>;
export const publicPmDashboardSchema = strictDeep(
  pmDashboardResponseSchema.extend({
    overdue: z.object({ total: z.number().int(), items: z.array(publicOverdueItemSchema) }),
  }),
);
export type PublicPmDashboard = z.infer<typeof publicPmDashboardSchema>;

/** A PM management share: every PM by name with their workload (no openable pages, no ids). */
export const publicPmManagementSchema = strictDeep(pmManagementResponseSchema);
export type PublicPmManagement = z.infer<typeof publicPmManagementSchema>;

/**
 * The executive overview as a share shows it: every figure of /executive, but the grants ending soon lose
 * their record ids (the page lists them by grant number and airport; issue 34, finding 7). Strict throughout.
 */
const executiveSlots = executiveOverviewSchema.shape.slots;
const grantsEndingSoon = executiveSlots.shape.grantsEndingSoon.unwrap();
export const publicExecutiveOverviewSchema = strictDeep(
  executiveOverviewSchema.extend({
    slots: executiveSlots.extend({
      grantsEndingSoon: grantsEndingSoon
        .extend({ grants: z.array(grantsEndingSoon.shape.grants.element.omit({ id: true })) })
        .nullable(),
    }),
  }),
);
export type PublicExecutiveOverview = z.infer<typeof publicExecutiveOverviewSchema>;

export const chartShareDataSchema = z.strictObject({
  charts: z.array(sharedChartSchema),
  dashboard: publicDashboardSchema,
});
export const chartGroupShareDataSchema = z.strictObject({
  charts: z.array(sharedChartSchema),
  isStatic: z.boolean(),
  dataAsOf: isoDateTime.meta({ description: 'When the figures were computed (creation time when static)' }),
  dashboard: publicDashboardSchema,
});
export const projectPageShareDataSchema = z.strictObject({
  projects: z.array(publicProjectSchema),
  page_config: projectPageConfigSchema,
  aggregates: projectPageAggregatesSchema,
});
export type ChartShareData = z.infer<typeof chartShareDataSchema>;
export type ChartGroupShareData = z.infer<typeof chartGroupShareDataSchema>;
export type ProjectPageShareData = z.infer<typeof projectPageShareDataSchema>;

/** POST /api/public/shares/:shareId/data, by kind: one strict public answer per share kind. */
export const publicShareDataSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('chart'), meta: publicShareMetaSchema, data: chartShareDataSchema }),
  z.strictObject({
    kind: z.literal('chart_group'),
    meta: publicShareMetaSchema,
    data: chartGroupShareDataSchema,
  }),
  z.strictObject({
    kind: z.literal('project_page'),
    meta: publicShareMetaSchema,
    data: projectPageShareDataSchema,
  }),
  z.strictObject({ kind: z.literal('pm_page'), meta: publicShareMetaSchema, data: publicPmDashboardSchema }),
  z.strictObject({
    kind: z.literal('pm_management'),
    meta: publicShareMetaSchema,
    data: publicPmManagementSchema,
  }),
  // Exactly what /executive shows, computed as the share's creator.
  z.strictObject({
    kind: z.literal('executive'),
    meta: publicShareMetaSchema,
    data: publicExecutiveOverviewSchema,
  }),
  // One DBE analytics chart: its title, data as of and only the series it draws.
  z.strictObject({
    kind: z.literal('dbe_chart'),
    meta: publicShareMetaSchema,
    data: strictDeep(dbeChartShareDataSchema),
  }),
]);
export type PublicShareData = z.infer<typeof publicShareDataSchema>;
