import { checkRouteAccess } from '@bil/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDeniedPage, AdminAccessRequiredPage } from '@/features/shell/components/access-pages';
import { useAuth } from '@/lib/session';

/**
 * SPEC §2 permission guard table (the rules are @bil/domain's checkRouteAccess): the longest matching
 * prefix wins, admins pass, a refusal redirects to its fallback or shows 'Admin Access Required' /
 * 'Access Denied'. The server checks every call again.
 */
export function RouteAccessGate() {
  const { me } = useAuth();
  const { pathname } = useLocation();
  const access = checkRouteAccess(me, pathname);
  if (access.allowed) return <Outlet />;
  switch (access.fallback.kind) {
    case 'redirect':
      return <Navigate to={access.fallback.to} replace />;
    case 'admin-access-required':
      return <AdminAccessRequiredPage />;
    case 'access-denied':
      return <AccessDeniedPage />;
  }
}
