import { validationError } from '../platform/errors.js';

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

/*
 * Keyset paging, for lists that must stay fast at any depth: a page is read with `limit pageSize + 1`
 * after the sort key of the previous page's last row, and its cursor is that key for the next page,
 * opaque to the client (base64url JSON). A cursor names its sort, so one of another sort is refused.
 */

export type CursorKey = readonly (string | number)[];

/** The cursor of a key: base64url of its JSON. */
export function cursorOf(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** A part of a cursor: any string, a string of a pattern or pinned to one value, or an integer ≥ 0. */
export type CursorPart = 'string' | 'number' | { is: string } | { like: RegExp };

/** A cursor part holding a database time with all its digits (or -infinity, before every time). */
export const CURSOR_TIME = { like: /^(-infinity|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)$/ };

/**
 * The key a cursor holds, checked against `shape` (the part of each position, in order), so what
 * reaches SQL is what the list itself wrote: a cursor that is not one of ours for this list (another
 * sort, a forged time, a NUL) is `validation.failed` on `field`.
 */
export function keyOfCursor(
  cursor: string,
  shape: readonly CursorPart[],
  field = 'query.cursor',
): (string | number)[] {
  const refuse = () =>
    validationError({ [field]: { code: 'field.invalid_cursor', message: 'Not a cursor of this list' } });
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(key) || key.length !== shape.length) throw refuse();
  shape.forEach((part, index) => {
    const value: unknown = key[index];
    const text = typeof value === 'string' && value.length <= 200 && !value.includes('\u0000');
    const fits =
      part === 'number'
        ? Number.isSafeInteger(value) && (value as number) >= 0
        : part === 'string'
          ? text
          : 'is' in part
            ? value === part.is
            : text && part.like.test(value as string);
    if (!fits) throw refuse();
  });
  return key as (string | number)[];
}

/**
 * A page read with `limit pageSize + 1`: its first `pageSize` rows and, when there was one more, the
 * cursor of the last row kept (null on the last page).
 */
export function keysetPage<T>(
  rows: readonly T[],
  pageSize: number,
  keyOf: (row: T) => CursorKey,
): { list: T[]; cursor: string | null } {
  const list = rows.slice(0, pageSize);
  const last = list[list.length - 1];
  return { list, cursor: rows.length > pageSize && last !== undefined ? cursorOf(keyOf(last)) : null };
}
