import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '@/lib/api-client';
import {
  fetchAllRecords,
  useRecordDetail,
  useRecordListQuery,
  type RecordListParams,
} from './record-list-query';

type ApiPath = `/api/${string}`;

export type RecordApiConfig<Detail> = {
  /** The list endpoint; one record lives at `${path}/${id}`. */
  path: ApiPath;
  /** Prefix of every list query's key: the params are added to it. */
  listKey: QueryKey;
  /** Prefix of the details query's key: the id is added to it. */
  detailKey: QueryKey;
  /** The record's id in its details answer, to keep that answer in the cache. */
  idOf: (detail: Detail) => string;
  /** Other queries a change makes stale (summaries built from these records). */
  alsoStale?: QueryKey[];
};

/**
 * The hooks of one record area: its list, export, details and the changes that answer with the
 * details (kept in the cache at once) or with nothing (the details refetch); every change makes the
 * lists stale.
 */
export function recordApi<List, Detail, Params extends RecordListParams>(config: RecordApiConfig<Detail>) {
  const { path, listKey, detailKey, idOf, alsoStale = [] } = config;
  const keys = {
    list: (params: Params): QueryKey => [...listKey, params],
    detail: (id: string): QueryKey => [...detailKey, id],
  };

  function useList(params: Params) {
    return useRecordListQuery<List>(keys.list(params), path, params);
  }

  /** Every record matching the filters (at most 10,000), for the exports. */
  function fetchAll(params: Params) {
    return fetchAllRecords<List>(path, params);
  }

  function useDetail(id: string | null) {
    return useRecordDetail<Detail>(keys.detail(id ?? ''), `${path}/${id ?? ''}`, id !== null);
  }

  function useRefresh() {
    const client = useQueryClient();
    return async (detail?: Detail) => {
      if (detail) client.setQueryData(keys.detail(idOf(detail)), detail);
      await client.invalidateQueries({ queryKey: listKey });
      for (const key of alsoStale) await client.invalidateQueries({ queryKey: key });
    };
  }

  /** A change whose answer is the record's details. */
  function useDetailChange<Variables>(send: (variables: Variables) => Promise<Detail>) {
    const refresh = useRefresh();
    return useMutation({ mutationFn: send, onSuccess: (detail) => refresh(detail) });
  }

  /** A change whose answer is not the details (a new row, or nothing). */
  function useChange<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
    const refresh = useRefresh();
    return useMutation({ mutationFn: send, onSuccess: () => refresh() });
  }

  /** PATCH the record, or POST a new one when there is no id yet. */
  function useSave<Body>(id: string | null) {
    return useDetailChange((body: Body) =>
      id ? apiPatch<Detail>(`${path}/${id}`, body) : apiPost<Detail>(path, body),
    );
  }

  function useDelete(id: string) {
    return useChange(() => apiDelete<null>(`${path}/${id}`));
  }

  /** The path of a child row (a finding, a discrepancy…) under its record. */
  const childPath = (parentId: string, children: string, childId?: string | null): ApiPath =>
    childId ? `${path}/${parentId}/${children}/${childId}` : `${path}/${parentId}/${children}`;

  /** PATCH a child row, or POST a new one when there is no id yet; the answer is the parent's details. */
  function saveChild(parentId: string, children: string, childId: string | null, body: unknown) {
    return childId
      ? apiPatch<Detail>(childPath(parentId, children, childId), body)
      : apiPost<Detail>(childPath(parentId, children), body);
  }

  function useDeleteChild(parentId: string, children: string) {
    return useDetailChange((childId: string) => apiDelete<Detail>(childPath(parentId, children, childId)));
  }

  return {
    keys,
    useList,
    fetchAll,
    useDetail,
    useDetailChange,
    useChange,
    useSave,
    useDelete,
    saveChild,
    useDeleteChild,
  };
}
