import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './notification-kinds';

const isoDateTime = z.string().meta({ format: 'date-time' });

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest 50 shown in the bell, and how many of all are unread. */
export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a notification id' }) });
export const markedReadSchema = z.object({ unread: z.number() });

export const notificationSettingSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'Choose in the app, e-mail, both or off' }),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({ settings: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT body: the kinds to change (others keep theirs); at most one row per kind. */
export const notificationSettingsBodySchema = z.object({
  settings: z.array(notificationSettingSchema).min(1).max(NOTIFICATION_KINDS.length),
});

/** The private calendar feed: whether a link is active; the URL itself is shown only when made. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: isoDateTime.nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: isoDateTime });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

export const calendarTokenParamsSchema = z.object({ file: z.string().max(200) });
