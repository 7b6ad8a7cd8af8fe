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

/**
 * Items and, for a page, their pagination. The total is counted by `count` unless the page
 * itself shows it (a last page that is not full, or a first page with everything on it).
 */
export async function paged<Row>(
  rows: Row[],
  window: ReturnType<typeof pageWindow>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; pagination?: Pagination }> {
  if (!window) return { rows };
  const shownWhole = rows.length < window.limit && (rows.length > 0 || window.offset === 0);
  const total = shownWhole ? window.offset + rows.length : await count();
  return { rows, pagination: paginationOf(total, window.page, window.perPage) };
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
