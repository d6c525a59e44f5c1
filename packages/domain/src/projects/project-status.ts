/** SPEC §4: the seven lifecycle statuses, in order. */
export const PROJECT_STATUSES = [
  'pending',
  'approved',
  'pending award',
  'pending sub-award',
  'pending sponsor',
  'pending tdot',
  'executed',
] as const;

/** Statuses that only colour a badge; nothing in the lifecycle produces them. */
export const BADGE_ONLY_STATUSES = ['rejected', 'completed', 'in progress', 'on hold'] as const;

export const ALL_PROJECT_STATUSES = [...PROJECT_STATUSES, ...BADGE_ONLY_STATUSES] as const;

export type LifecycleStatus = (typeof PROJECT_STATUSES)[number];
export type ProjectStatus = (typeof ALL_PROJECT_STATUSES)[number];

export const STATUS_DESCRIPTIONS: Record<LifecycleStatus, string> = {
  pending: 'Project Staff Review under way, awaiting initial approval',
  approved: 'Ready for application',
  'pending award': 'Application under review, awaiting award documentation',
  'pending sub-award': 'Award executed, waiting on sub-award execution',
  'pending sponsor': 'Sub-award sent to sponsor for signatures',
  'pending tdot': 'Sponsor-signed sub-award sent to the department for signatures',
  executed: 'All signatures collected, sub-award issued',
};

/** Position of a lifecycle status (1 to 7), or 0 for a badge-only or unknown one. */
export function statusStep(status: string): number {
  return PROJECT_STATUSES.indexOf(status as LifecycleStatus) + 1;
}

/** Unknown statuses are shown title-cased (SPEC §4). */
export function formatStatusLabel(status: string): string {
  return status
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => (part ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part))
        .join('-'),
    )
    .join(' ');
}
