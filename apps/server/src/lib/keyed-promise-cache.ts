/**
 * Values computed once per database and key and kept in process, the least recently used leaving first
 * once a database holds more than `size`. Keys name everything a value depends on (data version, viewer,
 * parameters), so nothing is invalidated by hand; concurrent misses share one computation, and a failed
 * one is forgotten.
 */
export function keyedPromiseCache<T>(size: number) {
  const caches = new WeakMap<object, Map<string, Promise<T>>>();
  return (db: object, key: string, compute: () => Promise<T>): Promise<T> => {
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
    const owner = cache;
    owner.set(key, pending);
    pending.catch(() => owner.delete(key));
    for (const oldest of owner.keys()) {
      if (owner.size <= size) break;
      owner.delete(oldest);
    }
    return pending;
  };
}
