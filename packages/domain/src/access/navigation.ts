import type { AccessProfile } from './access-profile';
import type { PermissionFlag, Role } from './permission-flags';
import { matchesPathPrefix } from './route-guards';

export type NavItemDefinition = {
  path: string;
  label: string;
  /** Roles that see the item at all (SPEC §6 'Navigation by role'). */
  roles: readonly Role[];
  /** The per-user flag (or flags, all of them) the item needs (administrators have every flag). */
  flag?: PermissionFlag | readonly PermissionFlag[];
  /** With a tooltip a missing flag disables the item; without one it hides it. */
  deniedTooltip?: string;
};

export type NavSectionDefinition = { id: string; title: string; items: readonly NavItemDefinition[] };

const everyone: readonly Role[] = ['admin', 'pm', 'viewer'];
const staff: readonly Role[] = ['admin', 'pm'];
const adminOnly: readonly Role[] = ['admin'];
const noAccess = (section: string) => `You don't have access to the ${section} section`;

/** SPEC §2 sidebar sections and SPEC §6 navigation by role. */
export const NAV_SECTIONS: readonly NavSectionDefinition[] = [
  {
    id: 'airports',
    title: 'Airports',
    items: [
      { path: '/airports', label: 'Airports Catalog', roles: everyone, flag: 'can_access_projects' },
      { path: '/pm/management', label: 'PM Management', roles: everyone },
    ],
  },
  {
    id: 'bil',
    title: 'BIL',
    items: [
      { path: '/bil/dashboard', label: 'Dashboard', roles: everyone, flag: 'can_access_bil_dashboard' },
      {
        path: '/bil/projects',
        label: 'Projects',
        roles: staff,
        flag: 'can_access_bil_projects',
        deniedTooltip: noAccess('Projects'),
      },
      {
        path: '/bil/info',
        label: 'BIL Info',
        roles: staff,
        flag: 'can_access_bil_info',
        deniedTooltip: noAccess('BIL Info'),
      },
      {
        path: '/bil/analytics',
        label: 'Analytics',
        roles: staff,
        flag: 'can_access_bil_analytics',
        deniedTooltip: noAccess('Analytics'),
      },
      {
        path: '/bil/visualization',
        label: 'Visualization',
        roles: staff,
        flag: 'can_access_bil_analytics',
        deniedTooltip: noAccess('Visualization'),
      },
    ],
  },
  {
    id: 'dbe',
    title: 'DBE',
    items: [
      {
        path: '/dbe/awards-commitments',
        label: 'Awards & Commitments',
        roles: everyone,
        flag: 'can_access_dbe_awards_commitments',
      },
      {
        path: '/dbe/annual-reporting',
        label: 'Annual Reporting',
        roles: everyone,
        flag: 'can_access_dbe_annual_reporting',
      },
      { path: '/dbe/analytics', label: 'DBE Analytics', roles: everyone, flag: 'can_access_dbe_analytics' },
    ],
  },
  {
    id: 'gci',
    title: 'GC&I',
    items: [
      {
        path: '/grants',
        label: 'Grants, Compliance, and Inspections',
        roles: everyone,
        // The route guard asks for can_access_projects (SPEC §2), the screen for can_access_gci (issue 35:
        // an item offered without the second led to a page saying the account has no access).
        flag: ['can_access_projects', 'can_access_gci'],
      },
    ],
  },
  {
    id: 'planning-delivery',
    title: 'PLANNING AND DELIVERY',
    items: [
      { path: '/planning', label: 'Capital Improvement Plan', roles: everyone, flag: 'can_access_planning' },
      {
        path: '/delivery',
        label: 'Project Delivery',
        roles: everyone,
        flag: 'can_access_project_delivery',
      },
    ],
  },
  {
    id: 'operations',
    title: 'OPERATIONS',
    items: [
      { path: '/executive', label: 'Executive Overview', roles: everyone, flag: 'can_access_executive' },
      {
        path: '/flight-services',
        label: 'Flight Services',
        roles: everyone,
        flag: 'can_access_flight_services',
      },
    ],
  },
  {
    id: 'public-pages',
    title: 'PUBLIC PAGES',
    items: [{ path: '/shared-content', label: 'Shared Content', roles: staff }],
  },
  {
    // Issue 15: spreadsheet import and export, for administrators and PMs who create projects.
    id: 'data',
    title: 'DATA',
    items: [{ path: '/import', label: 'Import', roles: staff, flag: 'can_create_for_assigned_airports' }],
  },
  {
    id: 'admin',
    title: 'ADMIN',
    items: [
      { path: '/admin/user-management', label: 'User Management', roles: adminOnly },
      { path: '/admin/role-management', label: 'Role Management', roles: adminOnly },
      { path: '/admin/permissions', label: 'Permissions', roles: adminOnly },
      { path: '/admin/public-page-configurator', label: 'Public Page Configurator', roles: adminOnly },
    ],
  },
  {
    id: 'system',
    title: 'SYSTEM',
    items: [
      { path: '/settings', label: 'Settings', roles: adminOnly, flag: 'can_access_settings' },
      { path: '/admin/audit-logs', label: 'Audit Logs', roles: adminOnly },
    ],
  },
];

export type NavItem = {
  path: string;
  label: string;
  disabled: boolean;
  tooltip: string | null;
  active: boolean;
};
export type NavSection = { id: string; title: string; items: NavItem[]; containsCurrent: boolean };

type NavSubject = Pick<AccessProfile, 'role' | 'isAdmin' | 'flags'>;

/**
 * The sidebar one person sees: items of other roles are left out, a missing flag disables an item
 * that has a tooltip and hides one that has none; empty sections are left out. The section holding
 * currentPath is marked so the web can open it.
 */
export function buildNavigation(subject: NavSubject, currentPath = ''): NavSection[] {
  const role = subject.role;
  if (!role) return [];
  const sections: NavSection[] = [];
  for (const section of NAV_SECTIONS) {
    const items: NavItem[] = [];
    for (const item of section.items) {
      if (!item.roles.includes(role)) continue;
      const needed: readonly PermissionFlag[] =
        item.flag === undefined ? [] : typeof item.flag === 'string' ? [item.flag] : item.flag;
      const hasFlag = subject.isAdmin || needed.every((flag) => subject.flags[flag]);
      if (!hasFlag && !item.deniedTooltip) continue;
      items.push({
        path: item.path,
        label: item.label,
        disabled: !hasFlag,
        tooltip: hasFlag ? null : (item.deniedTooltip ?? null),
        active: currentPath !== '' && matchesPathPrefix(currentPath, item.path),
      });
    }
    if (items.length > 0) {
      sections.push({
        id: section.id,
        title: section.title,
        items,
        containsCurrent: items.some((i) => i.active),
      });
    }
  }
  return sections;
}
