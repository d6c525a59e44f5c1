import type { AirportOption } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** GET /api/airport-options: the airports the person may pick (a PM only their own). */
export function useAirportOptions() {
  return useQuery({
    queryKey: projectKeys.airportOptions,
    queryFn: ({ signal }) => apiGet<AirportOption[]>('/api/airport-options', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
