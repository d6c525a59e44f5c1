import { keyedPromiseCache } from '../../lib/keyed-promise-cache';
import type { AirportDeliveryCounts } from './delivery.repository';

/**
 * The per-airport counts of the portfolio are one pass over every awarded project: kept in process per
 * database, keyed by everything they depend on (the data tag of projects_data_version and
 * delivery_data_version, the day, the caller's scope), so any change anywhere (any server process on one
 * PostgreSQL) makes new keys and old ones age out. Small: one entry per scope, day and version.
 */
export const cachedDeliveryCounts = keyedPromiseCache<AirportDeliveryCounts[]>(64);
