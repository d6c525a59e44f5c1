import type { GrantMetrics } from '@bil/domain';

/** Grant lists kept per process; a few scopes (everyone and the PMs signed in today) cover the traffic. */
const MAX_ENTRIES = 8;

const caches = new WeakMap<object, Map<string, Promise<readonly GrantMetrics[]>>>();

/**
 * Every grant of a scope, computed once per key (data version, scope, New York's date) and database:
 * the dashboard, each page of the grant metrics table and its export read the same list. Keys name
 * everything the list depends on, so nothing is invalidated by hand; the oldest entry leaves first.
 */
export function cachedGrantList(
  db: object,
  key: string,
  compute: () => Promise<readonly GrantMetrics[]>,
): Promise<readonly GrantMetrics[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return pending;
}
