import type { RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/public-site/components/not-found-page';
import type { NotFoundHandle } from '@/lib/use-page-title';
import { eagerScreen, lazyScreen } from '../screen-route';

/** SPEC §2 public routes shown inside the public header and footer. */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyScreen(
      'Landing Page',
      async () => (await import('@/features/public-site/components/landing-page')).LandingPage,
    ),
  },
  {
    path: 'privacy-policy',
    ...lazyScreen(
      'Privacy Policy',
      async () => (await import('@/features/public-site/components/privacy-policy-page')).PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-of-service',
    ...lazyScreen(
      'Terms of Service',
      async () =>
        (await import('@/features/public-site/components/terms-of-service-page')).TermsOfServicePage,
    ),
  },
];

/** Any path no other route claims (SPEC §2). Route ranking puts '*' after every specific path. */
export const notFoundRoute: RouteObject = {
  path: '*',
  ...eagerScreen('Not Found Page', NotFoundPage),
  handle: { notFound: true } satisfies NotFoundHandle,
};
