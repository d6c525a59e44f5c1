import type { DocumentList } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/lib/api-client';

export const documentsKey = (recordType: string, recordId: string) =>
  ['gci', 'documents', recordType, recordId] as const;

export function useDocuments(recordType: string, recordId: string) {
  return useQuery({
    queryKey: documentsKey(recordType, recordId),
    queryFn: ({ signal }) =>
      apiGet<DocumentList>(
        `/api/gci/documents?${new URLSearchParams({ record_type: recordType, record_id: recordId }).toString()}`,
        { signal },
      ),
  });
}

export function useDeleteDocument(recordType: string, recordId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<null>(`/api/gci/documents/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(recordType, recordId) }),
  });
}

export const documentUrl = (id: string, inline = false) =>
  `/api/gci/documents/${id}/content${inline ? '?inline=1' : ''}`;
