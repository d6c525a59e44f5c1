/** SPEC §9 sharing constants and the kinds and chart types a share can hold (migration 0002's lists; 'executive' added by 0017, 'dbe_chart' by 0020). */

export const SHARE_KINDS = [
  'chart',
  'chart_group',
  'project_page',
  'pm_management',
  'pm_page',
  'executive',
  'dbe_chart',
] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const SHARE_CHART_TYPES = [
  'monthly_funding_trends',
  'funding_distribution_by_grant',
  'processing_timeline_by_grant',
  'pending_grant_applications',
] as const;
export type ShareChartType = (typeof SHARE_CHART_TYPES)[number];

/** inactive: the link still exists but its creator no longer may publish it, so it answers like a dead one. */
export const SHARE_STATUSES = ['active', 'expired', 'revoked', 'inactive'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** How /shared-content names each status. */
export const SHARE_STATUS_LABELS: Readonly<Record<ShareStatus, string>> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  inactive: 'Inactive: its creator no longer has access',
};

/** Raised from SPEC's 4: a share password guards a public link, so it must resist guessing. */
export const MIN_SHARE_PASSWORD_LENGTH = 8;
export const MAX_SHARE_PASSWORD_LENGTH = 200;
export const DEFAULT_SHARE_EXPIRY_DAYS = 30;
export const DEFAULT_SHARE_EXPIRY_HOUR = 23;
export const DEFAULT_SHARE_EXPIRY_MINUTE = 59;
export const DEFAULT_PROJECT_PAGE_NAME = 'Shared Projects';
export const MAX_SHARE_NAME_LENGTH = 200;
export const MAX_SHARE_DESCRIPTION_LENGTH = 2000;
/** The access grant a correct password buys lasts one hour. */
export const SHARE_ACCESS_GRANT_SECONDS = 60 * 60;
