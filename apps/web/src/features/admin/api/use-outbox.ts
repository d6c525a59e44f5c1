import type { OutboxMail, PagedResponse } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/outbox: every mail the app sent or tried to send, newest first. */
export function useOutbox(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: adminKeys.outbox(params),
    queryFn: ({ signal }) =>
      apiGet<PagedResponse<OutboxMail>>('/api/admin/outbox', { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
