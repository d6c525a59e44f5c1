import '@/styles/full-styles';
import { Outlet } from 'react-router';
import { AppToaster } from '@/components/app-toaster/app-toaster';
import { DatabaseConfigNotice } from '@/features/shell/components/database-config-notice';
import { AuthProvider, useSessionQuery } from '@/lib/session';

/**
 * Layout route of the public share pages (SPEC §2): visitors need no account, but a signed-in
 * administrator also sees the dismissible 'Database Configuration Notice' when the schema check failed.
 */
export function ShareLayout() {
  const session = useSessionQuery();
  const me = session.data?.me;
  return (
    <>
      {me?.isAdmin ? (
        <AuthProvider me={me}>
          <DatabaseConfigNotice />
        </AuthProvider>
      ) : null}
      <Outlet />
      <AppToaster />
    </>
  );
}
