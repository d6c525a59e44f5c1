import {
  isChannelAllowed,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_INFO,
  type NotificationList,
  type NotificationSetting,
  type NotificationSettings,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../lib/http-errors';
import { presentNotification, presentSettings } from './notifications.presenter';
import {
  countUnread,
  listSettings,
  listShownNotifications,
  markAllRead,
  markRead,
  saveSettings,
} from './notifications.repository';

/** The bell: the person's newest notifications and their unread count (only ever their own). */
export async function getNotifications(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listShownNotifications(ctx.db, userId),
    countUnread(ctx.db, userId),
  ]);
  return { items: rows.map(presentNotification), unread };
}

export async function readNotification(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  id: string,
): Promise<{ unread: number }> {
  // Another person's notification answers as if it did not exist.
  if (!(await markRead(ctx.db, userId, id))) throw notFound('Notification not found');
  return { unread: await countUnread(ctx.db, userId) };
}

export async function readAllNotifications(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<{ unread: number }> {
  await markAllRead(ctx.db, userId);
  return { unread: 0 };
}

export async function getSettings(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<NotificationSettings> {
  return presentSettings(await listSettings(ctx.db, userId));
}

/** Saves the kinds given (others keep theirs); a kind twice or a channel the kind does not offer is refused. */
export async function changeSettings(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  settings: readonly NotificationSetting[],
): Promise<NotificationSettings> {
  const kinds = new Set(settings.map((setting) => setting.kind));
  if (kinds.size !== settings.length) throw badRequest('Each kind may be set once');
  for (const { kind, channel } of settings) {
    if (!isChannelAllowed(kind, channel)) {
      throw badRequest(
        `${NOTIFICATION_KIND_INFO[kind].label} cannot be set to "${NOTIFICATION_CHANNEL_LABELS[channel]}"`,
      );
    }
  }
  await saveSettings(ctx.db, userId, settings);
  return getSettings(ctx, userId);
}
