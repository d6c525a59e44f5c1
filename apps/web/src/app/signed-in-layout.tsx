import '@/styles/full-styles';
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AppToaster } from '@/components/app-toaster/app-toaster';
import { ErrorFallback } from '@/components/error-boundary';
import { AppShellLayout } from '@/components/layout/app-shell-layout';
import { PageLoader } from '@/components/page-loader';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DatabaseConfigNotice } from '@/features/shell/components/database-config-notice';
import { ShellOverlays } from '@/features/shell/components/shell-overlays';
import { AuthProvider, useSessionQuery, useSessionRefresh, type ReturnState } from '@/lib/session';
import { RouteAccessGate } from './route-access-gate';

// Pages only some people ever see load when they do: every signed-in first screen is lighter without them.
const AwaitingApprovalPage = lazy(async () => ({
  default: (await import('@/features/shell/components/awaiting-approval-page')).AwaitingApprovalPage,
}));
const TwoFactorRequiredPage = lazy(async () => ({
  default: (await import('@/features/auth/components/two-factor-required-page')).TwoFactorRequiredPage,
}));

function SessionKeeper({ expiresAt }: { expiresAt: string }) {
  useSessionRefresh(expiresAt);
  return null;
}

/**
 * Layout route of every signed-in screen: signed-out visitors go to /auth with the origin route
 * remembered; signed-in people get the shell, the permission guard, and the terms and welcome dialogs;
 * a registration waiting for approval (or refused) gets only the page that says so.
 */
export function SignedInLayout({ devPaths }: { devPaths: ReadonlySet<string> }) {
  const session = useSessionQuery();
  const location = useLocation();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Center mih="100dvh" p="md">
        <ErrorFallback component="Session" error={session.error} onRetry={() => void session.refetch()} />
      </Center>
    );
  }
  if (!session.data) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  const { me, expiresAt } = session.data;
  // A registration an administrator has not approved (or refused) reaches this page only; the server agrees.
  if (me.approval !== 'approved') {
    return (
      <>
        <SessionKeeper expiresAt={expiresAt} />
        <Suspense fallback={<PageLoader />}>
          <AwaitingApprovalPage me={me} />
        </Suspense>
      </>
    );
  }
  // The sign-in policy requires a second factor this person has not enrolled: enrolment first, nothing else.
  if (me.twoFactor.mustEnrol) {
    return (
      <>
        <SessionKeeper expiresAt={expiresAt} />
        <Suspense fallback={<PageLoader />}>
          <TwoFactorRequiredPage me={me} />
        </Suspense>
      </>
    );
  }
  return (
    <AuthProvider me={me}>
      <SessionKeeper expiresAt={expiresAt} />
      <AppShellLayout
        devPaths={devPaths}
        notices={<DatabaseConfigNotice />}
        headerActions={<NotificationBell />}
      >
        <RouteAccessGate />
      </AppShellLayout>
      <ShellOverlays key={me.user.id} />
      <AppToaster />
    </AuthProvider>
  );
}
