import { z } from 'zod';

/** DESIGN §7: what a paged list answers beside its items. */
export const PaginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Page `page` of `total` items, `perPage` a page. */
export function paginationOf(total: number, page: number, perPage: number): Pagination {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
