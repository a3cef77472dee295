/*
 * One paging arithmetic for every list call (docs/product.md §Lists): pages count from 1, a list of
 * nothing still has one page.
 */

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** The rows of page `pageNo`: SQL `limit` and `offset`. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
}

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page answer of the list calls: its rows, its number and the number of pages. */
export function pageOf<T>(
  list: T[],
  total: number,
  query: PageQuery,
): { list: T[]; pageNum: number; totalPages: number } {
  return { list, pageNum: query.pageNo, totalPages: pageCount(total, query.pageSize) };
}

/** One page of a list held in memory. */
export function slicePage<T>(
  items: readonly T[],
  query: PageQuery,
): { list: T[]; pageNum: number; totalPages: number } {
  const { limit, offset } = pageWindow(query);
  return pageOf(items.slice(offset, offset + limit), items.length, query);
}
