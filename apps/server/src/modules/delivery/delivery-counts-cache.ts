import type { AirportDeliveryCounts } from './delivery.repository';

/**
 * The per-airport counts of the portfolio are one pass over every awarded project: kept in process, keyed
 * by everything they depend on (the data tag of projects_data_version and delivery_data_version, the day,
 * the caller's scope), so any change anywhere (any server process on one PostgreSQL) makes new keys and
 * old ones age out. Small: one entry per scope, day and version.
 */
const MAX_ENTRIES = 64;
const entries = new Map<string, Promise<AirportDeliveryCounts[]>>();

export function cachedDeliveryCounts(
  key: string,
  compute: () => Promise<AirportDeliveryCounts[]>,
): Promise<AirportDeliveryCounts[]> {
  const hit = entries.get(key);
  if (hit) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }
  const pending = compute();
  entries.set(key, pending);
  pending.catch(() => entries.delete(key));
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return pending;
}
