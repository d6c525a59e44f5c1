import { buildPageTitle } from '@bil/domain';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/** Routes that answer for a path nobody defined carry this handle (see public-routes notFoundRoute). */
export type NotFoundHandle = { notFound: true };

const isNotFound = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as Partial<NotFoundHandle>).notFound === true;

/** Keeps document.title in step with the route (SPEC §1). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => isNotFound(match.handle));
  useEffect(() => {
    document.title = buildPageTitle(pathname, { notFound });
  }, [pathname, notFound]);
}
