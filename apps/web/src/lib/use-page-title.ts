import { buildPageTitle } from '@bil/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Keeps document.title in step with the route (SPEC §1). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = buildPageTitle(pathname);
  }, [pathname]);
}
