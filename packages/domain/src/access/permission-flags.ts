/** SPEC §3: every per-user permission flag, including the three DBE flags the guard table names. */
export const PERMISSION_FLAGS = [
  'can_edit',
  'can_edit_own_projects',
  'can_delete_own_projects',
  'can_create_for_assigned_airports',
  'can_access_projects',
  'can_access_analytics',
  'can_access_bil_dashboard',
  'can_access_bil_info',
  'can_access_bil_projects',
  'can_access_bil_analytics',
  'can_access_gci',
  'can_access_planning',
  'can_access_executive',
  'can_access_flight_services',
  'can_access_project_delivery',
  'can_access_settings',
  'can_access_dbe_awards_commitments',
  'can_access_dbe_annual_reporting',
  'can_access_dbe_analytics',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionFlags = Record<PermissionFlag, boolean>;

/** SPEC §6: the roles; the role sync also accepted tdot_pm and editor, so the data may hold them. */
export const ROLES = ['admin', 'pm', 'viewer'] as const;
export const ACCEPTED_ROLES = [...ROLES, 'tdot_pm', 'editor'] as const;
export type Role = (typeof ROLES)[number];
export type AcceptedRole = (typeof ACCEPTED_ROLES)[number];

export const ROLE_BADGES: Record<Role, string> = {
  admin: 'Administrator',
  pm: 'Project Manager',
  viewer: 'Viewer',
};

export function buildFlags(granted: readonly PermissionFlag[]): PermissionFlags {
  const set = new Set<PermissionFlag>(granted);
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, set.has(flag)])) as PermissionFlags;
}

/** SPEC §6 viewer fallback: projects, BIL dashboard, BIL info and BIL projects; nothing else. */
export const VIEWER_FALLBACK_FLAGS = buildFlags([
  'can_access_projects',
  'can_access_bil_dashboard',
  'can_access_bil_info',
  'can_access_bil_projects',
]);

/** Flags a new account of each role starts with (the admin can change them per user). */
export const DEFAULT_ROLE_FLAGS: Record<Role, PermissionFlags> = {
  admin: buildFlags(PERMISSION_FLAGS),
  pm: buildFlags([
    'can_edit',
    'can_edit_own_projects',
    'can_delete_own_projects',
    'can_create_for_assigned_airports',
    'can_access_projects',
    'can_access_analytics',
    'can_access_bil_dashboard',
    'can_access_bil_info',
    'can_access_bil_projects',
    'can_access_bil_analytics',
    'can_access_dbe_awards_commitments',
    'can_access_dbe_annual_reporting',
    'can_access_dbe_analytics',
    'can_access_gci',
    'can_access_settings',
  ]),
  viewer: VIEWER_FALLBACK_FLAGS,
};

/** Administrators hold every flag (the flags of an admin account are not theirs to change). */
export function roleHoldsEveryFlag(role: Role): boolean {
  return role === 'admin';
}

/** Only project managers work under a PM name (it decides which airports and projects are theirs). */
export function roleTakesPmName(role: Role): boolean {
  return role === 'pm';
}
