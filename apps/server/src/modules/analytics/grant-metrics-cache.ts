import type { GrantMetrics } from '@bil/domain';
import { keyedPromiseCache } from '../../lib/keyed-promise-cache';

/**
 * Every grant of a scope, computed once per key (data version, scope, New York's date) and database:
 * the dashboard, each page of the grant metrics table and its export read the same list. A few scopes
 * (everyone and the PMs signed in today) cover the traffic.
 */
export const cachedGrantList = keyedPromiseCache<readonly GrantMetrics[]>(8);
