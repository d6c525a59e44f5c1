import type { SchemaStatus } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/admin/schema-status: the start-up schema check (administrators only). */
export function useSchemaStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'schema-status'],
    queryFn: ({ signal }) => apiGet<SchemaStatus>('/api/admin/schema-status', { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
