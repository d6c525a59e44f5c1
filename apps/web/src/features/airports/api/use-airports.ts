import {
  catalogViewToParams,
  DEFAULT_FACILITY_SYSTEM_URL,
  type AirportBalancesBody,
  type AirportCatalog,
  type AirportCatalogPage,
  type CatalogView,
  type AirportDetail,
  type FacilityUrlSetting,
  type ProjectPage,
} from '@bil/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, ApiError } from '@/lib/api-client';
import { airportKeys } from './airport-keys';

const codePath = (code: string) => encodeURIComponent(code.trim().toUpperCase());

/** GET /api/airports: every airport the person may see (the catalogue's export reads it when asked). */
export function fetchAirportCatalog(): Promise<AirportCatalog> {
  return apiGet<AirportCatalog>('/api/airports');
}

/**
 * GET /api/airports/catalog: the page of the catalogue in view, searched, filtered and sorted on the
 * server, with the counts the screen shows. The previous page stays on screen while the next one loads.
 */
export function useAirportCatalogPage(view: CatalogView, page: number) {
  const params = new URLSearchParams(catalogViewToParams(view, page)).toString();
  return useQuery({
    queryKey: airportKeys.catalogPage(params),
    queryFn: ({ signal }) => apiGet<AirportCatalogPage>(`/api/airports/catalog?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

// A 404 is an answer (the not-found state), not a failure worth retrying.
const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 3;

/** GET /api/airports/:code. */
export function useAirportDetail(code: string) {
  return useQuery({
    queryKey: airportKeys.detail(code),
    queryFn: ({ signal }) => apiGet<AirportDetail>(`/api/airports/${codePath(code)}`, { signal }),
    retry: retryUnlessNotFound,
  });
}

/** GET /api/airports/:code/projects, once the airport itself has loaded. */
export function useAirportProjects(code: string, enabled: boolean) {
  return useQuery({
    queryKey: airportKeys.projects(code),
    queryFn: ({ signal }) => apiGet<ProjectPage>(`/api/airports/${codePath(code)}/projects`, { signal }),
    enabled,
    retry: retryUnlessNotFound,
  });
}

/** The facility system address template for UPIN links; the documented default until it has loaded. */
export function useFacilityUrlTemplate(): string {
  const query = useQuery({
    queryKey: airportKeys.facilityUrl,
    queryFn: ({ signal }) => apiGet<FacilityUrlSetting>('/api/settings/facility-system-url', { signal }),
    staleTime: 5 * 60 * 1000,
  });
  return query.data?.url ?? DEFAULT_FACILITY_SYSTEM_URL;
}

/** PATCH /api/airports/:code/balances (administrators); the catalogue and the page refetch after. */
export function useUpdateAirportBalances(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AirportBalancesBody) =>
      apiPatch<AirportDetail>(`/api/airports/${codePath(code)}/balances`, body),
    onSuccess: async (detail) => {
      client.setQueryData(airportKeys.detail(code), detail);
      await client.invalidateQueries({ queryKey: airportKeys.catalog });
    },
  });
}
