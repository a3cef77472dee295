import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Paging } from './ui/DataTable';

/**
 * A page's filters kept in the URL (shareable, and Back restores them): read them as a record and
 * change several at once; an empty value removes its key.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, update] as const;
}

/** A list's pages by number, the page kept in the URL's `page` filter (`pages` 1 while unknown). */
export function urlPaging(
  pageNo: number,
  pages: number | undefined,
  update: (changes: { page: string }) => void,
): Paging {
  return { kind: 'offset', pageNo, pages: pages ?? 1, onPage: (page) => update({ page: String(page) }) };
}

/** A `datetime-local` input's value as an ISO instant (the browser's time zone), or undefined. */
export function isoFromLocal(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
