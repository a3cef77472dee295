export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Page count for a list of `total` items shown `perPage` at a time (at least one page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

/**
 * Page buttons to show: `marginPages` at each end, `pageRange` around the current page, a gap
 * marker where pages are skipped (a single skipped page is shown instead of a gap).
 */
export function paginate(total: number, current: number, pageRange = 3, marginPages = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor((pageRange - 1) / 2);
  let end = start + pageRange - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > total) {
    start = Math.max(1, start - (end - total));
    end = total;
  }
  const shown = new Set<number>();
  for (let i = 1; i <= Math.min(marginPages, total); i++) shown.add(i);
  for (let i = start; i <= end; i++) shown.add(i);
  for (let i = Math.max(1, total - marginPages + 1); i <= total; i++) shown.add(i);

  const items: PageItem[] = [];
  let previous = 0;
  for (const value of [...shown].sort((a, b) => a - b)) {
    if (value - previous === 2) items.push({ kind: 'page', page: value - 1 });
    else if (value - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: value });
    previous = value;
  }
  return items;
}
