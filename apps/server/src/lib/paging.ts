import { paginationOf, type Pagination } from '@aso/core/admin';

/** What a list query asks for: one page of it, or everything (`page` absent). */
export interface PageRequest {
  page?: number | undefined;
  per_page?: number | undefined;
}

/** LIMIT/OFFSET of the requested page, or null for the whole list. */
export function pageWindow(request: PageRequest, defaultPerPage: number) {
  if (request.page === undefined) return null;
  const perPage = request.per_page ?? defaultPerPage;
  return { page: request.page, perPage, limit: perPage, offset: (request.page - 1) * perPage };
}

/** Rows carrying `total` (a `count(*) over ()` column) into items and their pagination. */
export function paged<Row extends { total: number }>(
  rows: Row[],
  window: ReturnType<typeof pageWindow>,
  countWhenEmpty: () => Promise<number>,
): Promise<{ rows: Omit<Row, 'total'>[]; pagination?: Pagination }> {
  const items = rows.map(({ total: _total, ...row }) => row);
  if (!window) return Promise.resolve({ rows: items });
  // A page past the end has no rows to carry the total: count apart, only then.
  const total = rows[0] ? Promise.resolve(Number(rows[0].total)) : countWhenEmpty();
  return total.then((count) => ({
    rows: items,
    pagination: paginationOf(count, window.page, window.perPage),
  }));
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
