import { z } from 'zod';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { DBE_SHARE_CHARTS } from '../dbe/dbe-share-charts';
import { MAX_SELECTED_PROJECT_IDS, TOO_MANY_PROJECT_IDS } from '../metrics/project-selection';
import {
  DEFAULT_PROJECT_PAGE_NAME,
  MAX_SHARE_DESCRIPTION_LENGTH,
  MAX_SHARE_NAME_LENGTH,
  MAX_SHARE_PASSWORD_LENGTH,
  MIN_SHARE_PASSWORD_LENGTH,
  SHARE_CHART_TYPES,
} from './share-constants';
import { SHARE_MESSAGES } from './share-messages';

/**
 * Bodies of the signed-in sharing routes (/api/shares/*). SPEC §5 messages are the zod messages, so the
 * server's 400 {message} and the web form show the same text. Passwords are trimmed at both ends, here
 * and when a visitor types one. Whether expires_at is far enough ahead is the server's call (its clock).
 */

const projectIds = z.array(z.string().max(100)).max(MAX_SELECTED_PROJECT_IDS, TOO_MANY_PROJECT_IDS);

const chartType = z.enum(SHARE_CHART_TYPES, { error: SHARE_MESSAGES.invalidChartType });

const description = z
  .string()
  .trim()
  .max(
    MAX_SHARE_DESCRIPTION_LENGTH,
    `The description must be at most ${MAX_SHARE_DESCRIPTION_LENGTH} characters`,
  )
  .refine(isSafeText, unsafeTextMessage('Description'))
  .nullish()
  .transform((value) => (value ? value : null));

/** A password, or null / '' for none. Anything else must be 4+ characters once trimmed. */
export const sharePasswordSchema = z
  .string()
  .max(MAX_SHARE_PASSWORD_LENGTH, `The password must be at most ${MAX_SHARE_PASSWORD_LENGTH} characters`)
  .nullish()
  .transform((value) => (value === '' || value == null ? null : value.trim()))
  .refine(
    (value) => value === null || value.length >= MIN_SHARE_PASSWORD_LENGTH,
    SHARE_MESSAGES.passwordTooShort,
  );

/** ISO date-time with a zone, or null / absent for never. */
export const shareExpiresAtSchema = z.iso
  .datetime({ offset: true, error: SHARE_MESSAGES.invalidExpiry })
  .nullish()
  .transform((value) => value ?? null)
  .meta({ description: 'ISO date-time; must be later than now (the server checks with its clock)' });

export const chartParamsSchema = z.looseObject({
  project_ids: projectIds.optional().meta({
    description: 'Dashboard project ids the chart shows; cut to the caller scope. Absent: all in scope.',
  }),
});
export type ChartParams = z.infer<typeof chartParamsSchema>;

const chartName = z
  .string({ error: SHARE_MESSAGES.chartNameRequired })
  .trim()
  .min(1, SHARE_MESSAGES.chartNameRequired)
  .max(MAX_SHARE_NAME_LENGTH, `The name must be at most ${MAX_SHARE_NAME_LENGTH} characters`)
  .refine(isSafeText, unsafeTextMessage('Name'));

export const shareChartSchema = z.object({
  chart_type: chartType,
  name: chartName,
  chart_params: chartParamsSchema.default({}),
});
export type ShareChart = z.infer<typeof shareChartSchema>;

/** POST /api/shares/chart */
export const chartShareBodySchema = shareChartSchema;
export type ChartShareBody = z.infer<typeof chartShareBodySchema>;

/** POST /api/shares/chart-group */
export const chartGroupShareBodySchema = z
  .object({
    group_name: z
      .string({ error: SHARE_MESSAGES.groupNameRequired })
      .trim()
      .min(1, SHARE_MESSAGES.groupNameRequired)
      .max(MAX_SHARE_NAME_LENGTH, `The name must be at most ${MAX_SHARE_NAME_LENGTH} characters`)
      .refine(isSafeText, unsafeTextMessage('Name')),
    description,
    charts: z
      .array(shareChartSchema, { error: SHARE_MESSAGES.chartsRequired })
      .min(1, SHARE_MESSAGES.chartsRequired)
      .max(SHARE_CHART_TYPES.length, SHARE_MESSAGES.duplicateChart)
      .refine(
        (charts) => new Set(charts.map((c) => c.chart_type)).size === charts.length,
        SHARE_MESSAGES.duplicateChart,
      ),
    password_protected: z.boolean().default(false),
    password: sharePasswordSchema,
    expires_at: shareExpiresAtSchema,
    is_static_mode: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.password_protected && body.password === null) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SHARE_MESSAGES.passwordTooShort });
    }
  });
export type ChartGroupShareBody = z.input<typeof chartGroupShareBodySchema>;
export type ChartGroupShareInput = z.output<typeof chartGroupShareBodySchema>;

/** Which projects a project page shows: a project matching ANY list is in (union), then cut to scope. */
export const projectPageSelectionSchema = z.object({
  grant_numbers: z.array(z.string().max(100)).max(1000).optional(),
  tdot_pms: z.array(z.string().max(200)).max(1000).optional(),
  airport_codes: z.array(z.string().max(20)).max(1000).optional(),
  project_ids: projectIds.optional(),
});
export type ProjectPageSelection = z.infer<typeof projectPageSelectionSchema>;

/** POST /api/shares/project-page */
export const projectPageShareBodySchema = z.object({
  page_name: z
    .string()
    .trim()
    .max(MAX_SHARE_NAME_LENGTH, `The name must be at most ${MAX_SHARE_NAME_LENGTH} characters`)
    .refine(isSafeText, unsafeTextMessage('Name'))
    .nullish()
    .transform((value) => value || DEFAULT_PROJECT_PAGE_NAME),
  description,
  selection: projectPageSelectionSchema,
  password: sharePasswordSchema,
  expires_at: shareExpiresAtSchema,
});
export type ProjectPageShareBody = z.input<typeof projectPageShareBodySchema>;

const optionalName = z
  .string()
  .trim()
  .max(MAX_SHARE_NAME_LENGTH, `The name must be at most ${MAX_SHARE_NAME_LENGTH} characters`)
  .refine(isSafeText, unsafeTextMessage('Name'))
  .nullish()
  .transform((value) => value || null);

/** POST /api/shares/pm-page */
export const pmPageShareBodySchema = z.object({
  pm: z
    .string({ error: SHARE_MESSAGES.pmRequired })
    .trim()
    .min(1, SHARE_MESSAGES.pmRequired)
    .max(200)
    .refine(isSafeText, unsafeTextMessage('Project manager')),
  password: sharePasswordSchema,
  expires_at: shareExpiresAtSchema,
  name: optionalName,
});
export type PmPageShareBody = z.input<typeof pmPageShareBodySchema>;

/** POST /api/shares/pm-management */
export const pmManagementShareBodySchema = z.object({
  password: sharePasswordSchema,
  expires_at: shareExpiresAtSchema,
  name: optionalName,
});
export type PmManagementShareBody = z.input<typeof pmManagementShareBodySchema>;

/** POST /api/shares/executive: the executive overview, with the same password and expiry choices. */
export const executiveShareBodySchema = pmManagementShareBodySchema;
export type ExecutiveShareBody = z.input<typeof executiveShareBodySchema>;

/** POST /api/shares/dbe-chart: one DBE analytics chart, with the same password and expiry choices. */
export const dbeChartShareBodySchema = pmManagementShareBodySchema.extend({
  chart: z.enum(DBE_SHARE_CHARTS, { error: SHARE_MESSAGES.invalidChartType }),
});
export type DbeChartShareBody = z.input<typeof dbeChartShareBodySchema>;
export type DbeChartShareInput = z.output<typeof dbeChartShareBodySchema>;

/** PATCH /api/shares/:shareId — absent leaves a field alone; null removes the expiry or the password. */
export const sharePatchBodySchema = z.object({
  expires_at: z.iso.datetime({ offset: true, error: SHARE_MESSAGES.invalidExpiry }).nullable().optional(),
  password: z
    .string()
    .max(MAX_SHARE_PASSWORD_LENGTH, `The password must be at most ${MAX_SHARE_PASSWORD_LENGTH} characters`)
    .transform((value) => value.trim())
    .refine((value) => value.length >= MIN_SHARE_PASSWORD_LENGTH, SHARE_MESSAGES.passwordTooShort)
    .nullable()
    .optional(),
});
export type SharePatchBody = z.input<typeof sharePatchBodySchema>;

/** POST /api/public/shares/:shareId/verify */
export const shareVerifyBodySchema = z.object({
  password: z.string({ error: SHARE_MESSAGES.enterPassword }).max(MAX_SHARE_PASSWORD_LENGTH),
});
export type ShareVerifyBody = z.infer<typeof shareVerifyBodySchema>;

/** :shareId in every /api/shares/:shareId and /api/public/shares/:shareId route. */
export const shareIdParamsSchema = z.object({ shareId: z.string().min(1).max(100) });
