/**
 * What a person can be told about (issue 16). Each kind is raised once per cause: the server keys every
 * notification by (person, kind, cause) and never raises the same triple twice.
 */
export const NOTIFICATION_KINDS = [
  'overdue',
  'aig_deadline',
  'record_changed',
  'import_finished',
  'share_opened',
  'share_expiring',
  'weekly_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a kind is delivered: the bell, an e-mail, both, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'both', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationKindInfo = {
  label: string;
  description: string;
  /** The channels a person may pick (the weekly digest is an e-mail or nothing). */
  channels: readonly NotificationChannel[];
  defaultChannel: NotificationChannel;
};

const ALL_CHANNELS = NOTIFICATION_CHANNELS;

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, NotificationKindInfo> = {
  overdue: {
    label: 'Overdue items',
    description:
      'A project of yours past 90 days to award or 60 days to sub-award, an overdue GC&I corrective action, the DBE report past December 1.',
    channels: ALL_CHANNELS,
    defaultChannel: 'both',
  },
  aig_deadline: {
    label: 'AIG deadlines',
    description:
      'An AIG tranche at one of your airports is 12, 6 or 3 months from its obligation deadline with money left.',
    channels: ALL_CHANNELS,
    defaultChannel: 'both',
  },
  record_changed: {
    label: 'Changes by others',
    description: 'Someone else changed a project of yours.',
    channels: ALL_CHANNELS,
    defaultChannel: 'in_app',
  },
  import_finished: {
    label: 'Imports',
    description: 'A spreadsheet import you started has finished.',
    channels: ALL_CHANNELS,
    defaultChannel: 'in_app',
  },
  share_opened: {
    label: 'Share opened',
    description: 'A public link you made was opened for the first time.',
    channels: ALL_CHANNELS,
    defaultChannel: 'in_app',
  },
  share_expiring: {
    label: 'Share expiring',
    description: 'A public link you made expires within three days.',
    channels: ALL_CHANNELS,
    defaultChannel: 'in_app',
  },
  weekly_digest: {
    label: 'Weekly digest',
    description: 'Monday 7:00 (Eastern): your overdue and upcoming items in one e-mail.',
    channels: ['email', 'off'],
    defaultChannel: 'email',
  },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In the app',
  email: 'E-mail',
  both: 'In the app and e-mail',
  off: 'Off',
};

export const showsInApp = (channel: NotificationChannel) => channel === 'in_app' || channel === 'both';
export const sendsEmail = (channel: NotificationChannel) => channel === 'email' || channel === 'both';

/** Whether a channel may be chosen for a kind. */
export function isChannelAllowed(kind: NotificationKind, channel: NotificationChannel): boolean {
  return NOTIFICATION_KIND_INFO[kind].channels.includes(channel);
}
