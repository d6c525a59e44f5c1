import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './root-layout';
import { RouteErrorView } from './route-error-view';
import { notFoundRoute, publicRoutes } from './routes/public-routes';

/**
 * The whole route table (SPEC §2). Each group lives in app/routes/<group>-routes.tsx and each screen is
 * wrapped by eagerScreen/lazyScreen (its own error boundary). Signed-in screens go in a sibling of the
 * public layout route: a guard layout route whose element checks the session and renders the app shell
 * with an <Outlet/>, e.g. { element: <RequireSignIn />, children: signedInRoutes }.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback: PageLoader,
    children: [{ element: <PublicLayout />, children: [...publicRoutes, notFoundRoute] }],
  },
];
