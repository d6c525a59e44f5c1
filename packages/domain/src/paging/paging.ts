import { z } from 'zod';

/** One shape for every paged list: ?page&limit in, { data, total, page, limit, totalPages } out. */

export const pageSchema = z.coerce
  .number()
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .default(1);
export const limitSchema = (fallback: number, max = 200) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(max, `limit must be ${max} or less`)
    .default(fallback);

/** ?page&limit for a paged list, with its default page size. */
export const pagedQuerySchema = (fallback: number) =>
  z.object({ page: pageSchema, limit: limitSchema(fallback) });

export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
}
export type PagedResponse<T> = { data: T[]; total: number; page: number; limit: number; totalPages: number };
