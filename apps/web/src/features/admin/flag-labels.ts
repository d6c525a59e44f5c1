import { PERMISSION_FLAGS, type PermissionFlag } from '@bil/domain';

/** Plain words for each permission flag (the flag name itself is shown beside them for precision). */
export const FLAG_LABELS: Record<PermissionFlag, string> = {
  can_edit: 'Create and edit projects',
  can_edit_own_projects: 'Edit own projects',
  can_delete_own_projects: 'Delete own projects',
  can_create_for_assigned_airports: 'Create projects for assigned airports',
  can_access_projects: 'Airports, grants and projects',
  can_access_analytics: 'Analytics',
  can_access_bil_dashboard: 'BIL dashboard',
  can_access_bil_info: 'BIL info',
  can_access_bil_projects: 'BIL projects',
  can_access_bil_analytics: 'BIL analytics and visualization',
  can_access_gci: 'GC&I',
  can_access_planning: 'Planning',
  can_access_executive: 'Executive',
  can_access_flight_services: 'Flight services',
  can_access_project_delivery: 'Project delivery',
  can_access_settings: 'Settings',
  can_access_dbe_awards_commitments: 'DBE awards & commitments',
  can_access_dbe_annual_reporting: 'DBE annual reporting',
  can_access_dbe_analytics: 'DBE analytics',
};

export type FlagGroup = { title: string; flags: PermissionFlag[] };

const PROJECT_FLAGS: PermissionFlag[] = [
  'can_edit',
  'can_edit_own_projects',
  'can_delete_own_projects',
  'can_create_for_assigned_airports',
];

/** Flags grouped for forms: what a person may change, and which screens they may open. */
export const FLAG_GROUPS: FlagGroup[] = [
  { title: 'Project changes', flags: PROJECT_FLAGS },
  { title: 'Screens', flags: PERMISSION_FLAGS.filter((flag) => !PROJECT_FLAGS.includes(flag)) },
];
