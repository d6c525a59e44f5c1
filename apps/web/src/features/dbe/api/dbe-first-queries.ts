import type { ContractListQuery, DbeAnalyticsAnswer, DbeContractList, DbeFirmList } from '@bil/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dbeKeys } from './dbe-keys';

// What the DBE screens show first. Small and bundled with the routes, so a route's loader asks for it
// while the screen's code loads (issue 35 item 14). Fresh for 10 s, as the dashboard's figures: the screen
// that mounts a moment after the loader's answer takes it instead of asking again.
const FIRST_SCREEN_STALE_TIME_MS = 10_000;

/** GET /api/dbe/contracts with a screen's filters. */
export const dbeContractsQueryOptions = (filter: ContractListQuery) =>
  queryOptions({
    queryKey: dbeKeys.contracts(filter),
    queryFn: ({ signal }) => apiGet<DbeContractList>('/api/dbe/contracts', { signal, query: filter }),
    staleTime: FIRST_SCREEN_STALE_TIME_MS,
  });

export const dbeFirmsQueryOptions = () =>
  queryOptions({
    queryKey: dbeKeys.firms,
    queryFn: ({ signal }) => apiGet<DbeFirmList>('/api/dbe/firms', { signal }),
    staleTime: 60_000,
  });

/** GET /api/dbe/analytics: program-wide DBE figures. */
export const dbeAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: dbeKeys.analytics,
    queryFn: ({ signal }) => apiGet<DbeAnalyticsAnswer>('/api/dbe/analytics', { signal }),
    staleTime: FIRST_SCREEN_STALE_TIME_MS,
  });
