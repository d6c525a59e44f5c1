import type { ProjectStatus } from '@bil/domain';

/**
 * Badge colour per status (Mantine palette names). The lifecycle runs from warm (waiting on staff) through
 * blues (waiting on signatures) to green (executed); the badge-only statuses get their usual meanings.
 */
export const STATUS_BADGE_COLORS: Record<ProjectStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  'pending award': 'orange',
  'pending sub-award': 'grape',
  'pending sponsor': 'indigo',
  'pending tdot': 'cyan',
  executed: 'green',
  rejected: 'red',
  completed: 'lime',
  'in progress': 'blue',
  'on hold': 'gray',
};

/** Colour of an unknown status. */
export const UNKNOWN_STATUS_COLOR = 'gray';

export function statusBadgeColor(status: string | null | undefined): string {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(STATUS_BADGE_COLORS, key)
    ? STATUS_BADGE_COLORS[key as ProjectStatus]
    : UNKNOWN_STATUS_COLOR;
}
