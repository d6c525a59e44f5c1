import type { PmReassignmentPreview } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { pmKeys } from './pm-keys';

/** GET /api/pm/reassignments/preview: the open projects a reassignment would move (always read fresh). */
export function useReassignmentPreview(airportCode: string | null, toPm: string | null) {
  return useQuery({
    queryKey: pmKeys.preview(airportCode ?? '', toPm ?? ''),
    queryFn: ({ signal }) =>
      apiGet<PmReassignmentPreview>('/api/pm/reassignments/preview', {
        query: { airport_code: airportCode ?? '', to_pm: toPm ?? '' },
        signal,
      }),
    enabled: Boolean(airportCode && toPm),
    staleTime: 0,
    gcTime: 0,
  });
}
