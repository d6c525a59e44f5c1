import { redirect, type RouteObject } from 'react-router';
import { lazyScreen } from '../screen-route';

const adminScreen = () =>
  lazyScreen('Admin', async () => (await import('@/features/admin/components/admin-screen')).AdminScreen);

/** SPEC §2 admin routes; the permission guard shows 'Admin Access Required' to everyone but admins. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', loader: () => redirect('/admin/user-management'), element: null },
  { path: 'admin/user-management', ...adminScreen() },
  { path: 'admin/role-management', ...adminScreen() },
  { path: 'admin/registration', ...adminScreen() },
  { path: 'admin/sign-in-policy', ...adminScreen() },
  { path: 'admin/sign-in', ...adminScreen() },
  { path: 'admin/permissions', ...adminScreen() },
  { path: 'admin/audit-logs', ...adminScreen() },
  // Where a person trying the product reads the mail the app sent (confirmation links, invitations).
  { path: 'admin/outbox', ...adminScreen() },
  { path: 'admin/jobs', ...adminScreen() },
  {
    path: 'admin/public-page-configurator',
    ...lazyScreen(
      'Public Page Configurator',
      async () =>
        (await import('@/features/sharing/components/public-page-configurator')).PublicPageConfigurator,
    ),
  },
];
