import type { AuditLogEntry, PagedResponse } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type AuditLogParams = {
  userId?: string;
  action?: string;
  resourceType?: string;
  /** ISO instants with offset. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
};

/** GET /api/admin/audit-logs: newest first, filtered by who, what, which resource and when. */
export function useAuditLogs(params: AuditLogParams) {
  return useQuery({
    queryKey: adminKeys.auditLogs(params),
    queryFn: ({ signal }) =>
      apiGet<PagedResponse<AuditLogEntry>>('/api/admin/audit-logs', { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
