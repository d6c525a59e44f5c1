import { DEFAULT_FACILITY_SYSTEM_URL, type FacilityUrlSetting } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** The facility system address template for UPIN links; the documented default until it has loaded. */
export function useFacilityUrlTemplate(): string {
  const query = useQuery({
    queryKey: projectKeys.facilityUrl,
    queryFn: ({ signal }) => apiGet<FacilityUrlSetting>('/api/settings/facility-system-url', { signal }),
    staleTime: 5 * 60 * 1000,
  });
  return query.data?.url ?? DEFAULT_FACILITY_SYSTEM_URL;
}
