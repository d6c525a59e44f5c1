import {
  IconPresentationAnalytics,
  IconPlane,
  IconBuildingAirport,
  IconChartBar,
  IconChartDots3,
  IconClipboardCheck,
  IconFileAnalytics,
  IconFileText,
  IconFolders,
  IconInfoCircle,
  IconLayoutDashboard,
  IconListDetails,
  IconReportAnalytics,
  IconSettings,
  IconShare,
  IconShieldLock,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

/** One icon per navigation path; the navigation model itself (labels, roles, flags) lives in @bil/domain. */
const NAV_ICONS: Record<string, Icon> = {
  '/airports': IconBuildingAirport,
  '/pm/management': IconUsersGroup,
  '/bil/dashboard': IconLayoutDashboard,
  '/bil/projects': IconFolders,
  '/bil/info': IconInfoCircle,
  '/bil/analytics': IconChartBar,
  '/bil/visualization': IconChartDots3,
  '/dbe/awards-commitments': IconClipboardCheck,
  '/dbe/annual-reporting': IconFileText,
  '/dbe/analytics': IconReportAnalytics,
  '/grants': IconFileAnalytics,
  '/flight-services': IconPlane,
  '/executive': IconPresentationAnalytics,
  '/shared-content': IconShare,
  '/admin/user-management': IconUsers,
  '/admin/role-management': IconUserCog,
  '/admin/permissions': IconShieldLock,
  '/admin/public-page-configurator': IconWorldWww,
  '/settings': IconSettings,
  '/admin/audit-logs': IconListDetails,
};

export function NavIcon({ path, size = 20 }: { path: string; size?: number }) {
  const IconComponent = NAV_ICONS[path] ?? IconListDetails;
  return <IconComponent size={size} stroke={1.7} aria-hidden />;
}
