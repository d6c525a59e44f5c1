import { checkRouteAccess } from '@bil/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { appQueryClient } from '@/lib/query-client';
// The file itself, not the session barrel: the route table is on the sign-in page's first load.
import { sessionQueryOptions } from '@/lib/session/session-query-options';

/**
 * Starts reading who is signed in as soon as a signed-in address is opened, beside the code of the
 * signed-in layout, instead of once that layout has loaded and drawn (about 60 ms on a first load).
 * The layout's own session query takes over the same request.
 */
export function prefetchSession(): void {
  appQueryClient.query(sessionQueryOptions()).catch(() => undefined);
}

/**
 * A route loader that asks for a screen's first data while its code loads: once the session is known
 * (at once in the app; after its request on a first load) and only for someone the route's guard lets
 * in. Nothing is awaited, so the navigation never waits for it; a failure is the screen's to show when
 * it asks again.
 */
export function prefetchWhenAllowed(prefetch: (request: Request) => Promise<void> | void) {
  return ({ request }: LoaderFunctionArgs): null => {
    const { pathname } = new URL(request.url);
    // A session already read is used as it is ('static'); the layout's own query keeps it fresh.
    appQueryClient
      .query({ ...sessionQueryOptions(), staleTime: 'static' })
      .then(async (session) => {
        if (session?.me.approval !== 'approved') return;
        if (!checkRouteAccess(session.me, pathname).allowed) return;
        await prefetch(request);
      })
      .catch(() => undefined);
    return null;
  };
}
