import type { AirportGciSummary, GciOverdueList } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function useAirportGciSummary(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gci', 'airport-summary', code],
    queryFn: ({ signal }) =>
      apiGet<AirportGciSummary>(`/api/gci/airports/${encodeURIComponent(code)}/summary`, { signal }),
    enabled,
  });
}

export function usePmGciOverdue(pm: string, enabled: boolean) {
  return useQuery({
    queryKey: ['gci', 'airport-summary', 'overdue', pm],
    queryFn: ({ signal }) =>
      apiGet<GciOverdueList>(`/api/gci/overdue?${new URLSearchParams({ pm }).toString()}`, { signal }),
    enabled,
  });
}
