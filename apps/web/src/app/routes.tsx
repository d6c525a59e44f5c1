import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PublicPageLoader } from '@/components/public-page-loader';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { prefetchSession } from './route-prefetch';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { legacyRedirects } from './routes/legacy-redirects';
import { collectDevPaths } from './routes/not-available-yet';
import { notFoundRoute, publicRoutes } from './routes/public-routes';
import { shareRoutes } from './routes/share-routes';
import { signedInRoutes } from './routes/signed-in-routes';

// Layouts load with their first screen, so the sign-in page carries none of them (nor all of Mantine's styles).
const publicLayout = async () => ({
  Component: (await import('@/components/layout/public-layout')).PublicLayout,
});
const shareLayout = async () => ({ Component: (await import('./share-layout')).ShareLayout });

// The layout route of every signed-in screen; the first-load outline asks whether a path is under it.
const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * Drawn while the first screen's code loads: the signed-in shell's outline (with its sidebar) under the
 * signed-in layout, else a public page's outline without one (landing, share links, sign-in, policies).
 */
function FirstLoadFallback() {
  const matches = matchRoutes(routes, window.location) ?? [];
  return matches.some((match) => match.route.id === SIGNED_IN_ROUTE_ID) ? (
    <PageLoader />
  ) : (
    <PublicPageLoader />
  );
}

const signedInChildren: RouteObject[] = [...signedInRoutes, ...adminRoutes];
const devPaths: ReadonlySet<string> = collectDevPaths(signedInChildren);

/**
 * The whole route table (SPEC §2). Each group lives in app/routes/<group>-routes.tsx and each screen is
 * wrapped by eagerScreen/lazyScreen (its own error boundary). Public pages sit in the public layout;
 * /auth has its own; signed-in and admin screens sit in SignedInLayout (sign-in guard, shell,
 * permission guard). Legacy addresses redirect before any guard runs.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback: FirstLoadFallback,
    children: [
      { lazy: publicLayout, children: [...publicRoutes, notFoundRoute] },
      ...authRoutes,
      { lazy: shareLayout, children: shareRoutes },
      ...legacyRedirects,
      {
        id: SIGNED_IN_ROUTE_ID,
        // Loaded on first use: the sign-in and public pages do not carry the signed-in shell.
        lazy: async () => {
          prefetchSession();
          const { SignedInLayout } = await import('./signed-in-layout');
          return { element: <SignedInLayout devPaths={devPaths} /> };
        },
        children: signedInChildren,
      },
    ],
  },
];
