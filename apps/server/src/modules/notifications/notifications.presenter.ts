import {
  describeNotification,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationItem,
  type NotificationKind,
  type NotificationSettings,
} from '@bil/domain';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(row: NotificationRow): NotificationItem {
  const kind = row.kind as NotificationKind;
  return {
    id: row.id,
    kind,
    ...describeNotification(kind, row.params),
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

/** Every kind with the person's channel, or the kind's default where they chose none. */
export function presentSettings(rows: readonly { kind: string; channel: string }[]): NotificationSettings {
  const chosen = new Map(rows.map((row) => [row.kind, row.channel as NotificationChannel]));
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      channel: chosen.get(kind) ?? NOTIFICATION_KIND_INFO[kind].defaultChannel,
    })),
  };
}
