import type { PagedResponse } from '@bil/domain';

/** { data, total, page, limit, totalPages } for one page of a list. */
export function toPage<T>(
  data: T[],
  total: number,
  query: { page: number; limit: number },
): PagedResponse<T> {
  return { data, total, page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}
