import { APP_NAME } from './app-info';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * SPEC §1: the product name plus the capitalised first path segment; the bare name on '/'. A path
 * no route claims is titled "Page not found", never with the words someone typed into the address.
 */
export function buildPageTitle(pathname: string, options: { notFound?: boolean } = {}): string {
  if (options.notFound) return `${APP_NAME} - ${NOT_FOUND_TITLE}`;
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return APP_NAME;
  const label = decodeURIComponent(first).replace(/[-_]+/g, ' ');
  return `${APP_NAME} - ${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}
