import { z } from 'zod';
import { dashboardResponseSchema } from '../metrics/analytics.responses';
import { pmDashboardResponseSchema, pmManagementResponseSchema } from '../pm/pm.responses';
import { projectSchema } from '../projects/project.responses';
import { SHARE_CHART_TYPES, SHARE_KINDS, SHARE_STATUSES } from './share-constants';

/** Responses of /api/shares/* (signed in) and /api/public/shares/* (visitors; narrow on purpose). */

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
export const publicShareMetaSchema = z.object({
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

export const shareVerifyResponseSchema = z.object({ valid: z.boolean() });
export type ShareVerifyResponse = z.infer<typeof shareVerifyResponseSchema>;

/** 410 of data for an expired share. */
export const shareExpiredResponseSchema = z.object({
  message: z.literal('expired'),
  expires: isoDateTime.nullable(),
});
export type ShareExpiredResponse = z.infer<typeof shareExpiredResponseSchema>;

export const sharedChartSchema = z.object({ chart_type: z.enum(SHARE_CHART_TYPES), name: z.string() });
export type SharedChart = z.infer<typeof sharedChartSchema>;

/** A project as a visitor sees it: no creator, version or abilities; facility_url when it has a UPIN. */
export const publicProjectSchema = projectSchema
  .omit({ version: true, abilities: true })
  .extend({ facility_url: z.string().nullable() });
export type PublicProject = z.infer<typeof publicProjectSchema>;

export const projectPageConfigSchema = z.object({
  page_name: z.string(),
  description: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  expires_at: isoDateTime.nullable(),
});
export type ProjectPageConfig = z.infer<typeof projectPageConfigSchema>;

export const projectPageAggregatesSchema = z.object({
  totalBilAmount: z.number(),
  grandTotalAmount: z.number(),
  projectCount: z.number().int(),
});
export type ProjectPageAggregates = z.infer<typeof projectPageAggregatesSchema>;

export const chartShareDataSchema = z.object({
  charts: z.array(sharedChartSchema),
  dashboard: dashboardResponseSchema,
});
export const chartGroupShareDataSchema = z.object({
  charts: z.array(sharedChartSchema),
  isStatic: z.boolean(),
  dataAsOf: isoDateTime.meta({ description: 'When the figures were computed (creation time when static)' }),
  dashboard: dashboardResponseSchema,
});
export const projectPageShareDataSchema = z.object({
  projects: z.array(publicProjectSchema),
  page_config: projectPageConfigSchema,
  aggregates: projectPageAggregatesSchema,
});
export type ChartShareData = z.infer<typeof chartShareDataSchema>;
export type ChartGroupShareData = z.infer<typeof chartGroupShareDataSchema>;
export type ProjectPageShareData = z.infer<typeof projectPageShareDataSchema>;

/** POST /api/public/shares/:shareId/data, by kind (pm_page / pm_management: the PM views' responses). */
export const publicShareDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chart'), meta: publicShareMetaSchema, data: chartShareDataSchema }),
  z.object({ kind: z.literal('chart_group'), meta: publicShareMetaSchema, data: chartGroupShareDataSchema }),
  z.object({
    kind: z.literal('project_page'),
    meta: publicShareMetaSchema,
    data: projectPageShareDataSchema,
  }),
  z.object({ kind: z.literal('pm_page'), meta: publicShareMetaSchema, data: pmDashboardResponseSchema }),
  z.object({
    kind: z.literal('pm_management'),
    meta: publicShareMetaSchema,
    data: pmManagementResponseSchema,
  }),
]);
export type PublicShareData = z.infer<typeof publicShareDataSchema>;
