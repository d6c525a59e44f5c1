import type { RouteObject } from 'react-router';
import { NotAvailableYetScreen } from '@/features/shell/components/not-available-yet-screen';
import { eagerScreen } from '../screen-route';

type NotAvailableYetHandle = { notAvailableYet: true };

/**
 * Route properties for a signed-in screen whose feature is not delivered yet: the shared honest
 * stand-in, marked so the sidebar shows 'Dev' for it. Replace with eagerScreen/lazyScreen of the
 * real screen when it exists; the marker goes with it.
 */
export function notAvailableYet(title: string): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = () => <NotAvailableYetScreen title={title} />;
  const handle: NotAvailableYetHandle = { notAvailableYet: true };
  return { ...eagerScreen(title, Screen), handle };
}

function isNotAvailableYet(route: RouteObject): boolean {
  const handle = route.handle as Partial<NotAvailableYetHandle> | undefined;
  return handle?.notAvailableYet === true;
}

/** Absolute paths of the routes that are still stand-ins (for the sidebar's 'Dev' markers). */
export function collectDevPaths(routes: readonly RouteObject[], base = ''): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    if (isNotAvailableYet(route)) paths.add(path || '/');
    if (route.children) for (const child of collectDevPaths(route.children, path)) paths.add(child);
  }
  return paths;
}
