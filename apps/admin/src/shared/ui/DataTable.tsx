import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/i18n';

/** Pages by number (with a total) or by cursor (next/previous only). */
export type Paging =
  | { kind: 'offset'; pageNo: number; pages: number; total?: number; onPage: (pageNo: number) => void }
  | { kind: 'cursor'; hasPrevious: boolean; hasNext: boolean; onPrevious: () => void; onNext: () => void }
  | { kind: 'none' };

/**
 * A server-paged, server-sorted table (TanStack Table, manual modes): the page holds only the rows
 * the API answered; sorting and paging ask the API again.
 */
/** A table's columns, whatever the value type of each (TanStack's ColumnDef needs one per column). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of any value type
export type TableColumns<T> = ColumnDef<T, any>[];

export function DataTable<T>({
  caption,
  columns,
  rows,
  loading,
  error,
  rowKey,
  sorting,
  onSortingChange,
  paging = { kind: 'none' },
  empty,
  toolbar,
  footer,
}: {
  caption: string;
  columns: TableColumns<T>;
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  rowKey: (row: T) => string;
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  paging?: Paging;
  empty?: string;
  toolbar?: ReactNode;
  /** Rows under the body (a list's totals), one cell per column in the columns' order. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  // TanStack Table's instance is rebuilt on every render by design (no memoised values kept from it).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting: sorting ?? [] },
    onSortingChange: (updater) => {
      if (!onSortingChange) return;
      onSortingChange(typeof updater === 'function' ? updater(sorting ?? []) : updater);
    },
  });
  // A table wider than its card scrolls sideways: the scroll area then takes the keyboard focus.
  const scroll = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = scroll.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="table-card">
      {toolbar ? <div className="table-card__toolbar">{toolbar}</div> : null}
      <div
        ref={scroll}
        className="table-scroll"
        aria-busy={loading}
        tabIndex={overflows ? 0 : undefined}
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? caption : undefined}
      >
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = onSortingChange !== undefined && header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const meta = header.column.columnDef.meta as { numeric?: boolean } | undefined;
                  return (
                    <th
                      key={header.id}
                      scope={header.colSpan > 1 ? 'colgroup' : 'col'}
                      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                      className={meta?.numeric && !header.isPlaceholder ? 'num' : undefined}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          className="table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ' ↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta as { numeric?: boolean } | undefined;
                  return (
                    <td key={cell.id} className={meta?.numeric ? 'num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {footer && rows && rows.length > 0 ? <tfoot>{footer}</tfoot> : null}
        </table>
        {error ? (
          <p className="note note--error table__state" role="alert">
            {errorText(error)}
          </p>
        ) : loading && !rows ? (
          <p className="table__state muted">{t('common.loading')}</p>
        ) : rows && rows.length === 0 ? (
          <p className="table__state muted">{empty ?? t('common.empty')}</p>
        ) : null}
      </div>
      <Pager paging={paging} loading={loading} />
    </div>
  );
}

function Pager({ paging, loading }: { paging: Paging; loading: boolean }) {
  const { t } = useTranslation();
  if (paging.kind === 'none') return null;
  if (paging.kind === 'cursor')
    return (
      <nav className="table-card__pager" aria-label={t('common.pages')}>
        <button
          type="button"
          className="btn btn--small"
          disabled={!paging.hasPrevious || loading}
          onClick={paging.onPrevious}
        >
          {t('common.previous')}
        </button>
        <button
          type="button"
          className="btn btn--small"
          disabled={!paging.hasNext || loading}
          onClick={paging.onNext}
        >
          {t('common.next')}
        </button>
      </nav>
    );
  const pages = Math.max(1, paging.pages);
  return (
    <nav className="table-card__pager" aria-label={t('common.pages')}>
      <span className="muted">
        {paging.total === undefined
          ? t('common.pageOf', { page: paging.pageNo, pages })
          : t('common.pageOfTotal', { page: paging.pageNo, pages, total: paging.total })}
      </span>
      <button
        type="button"
        className="btn btn--small"
        disabled={paging.pageNo <= 1 || loading}
        onClick={() => paging.onPage(paging.pageNo - 1)}
      >
        {t('common.previous')}
      </button>
      <button
        type="button"
        className="btn btn--small"
        disabled={paging.pageNo >= pages || loading}
        onClick={() => paging.onPage(paging.pageNo + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
