import { APP_NAME } from './app-info';

/** SPEC §1: the product name plus the capitalised first path segment; the bare name on '/'. */
export function buildPageTitle(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return APP_NAME;
  const label = decodeURIComponent(first).replace(/[-_]+/g, ' ');
  return `${APP_NAME} - ${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}
