import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import type { IconName } from '../../shared/ui/iconPaths';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';

/** One column: its header, each row's cell, and optionally its cell in the totals row. */
export interface Column<Row> {
  id: string;
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
  /** The column's cell of the totals row (the first column holds the row's title). */
  footer?: ReactNode;
}

interface DataTableProps<Row> {
  /** The table's accessible name (its caption). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  busy?: boolean;
  /** Title of a totals row built from the columns' `footer` cells. */
  footerTitle?: string;
}

/**
 * A table that scrolls sideways inside its own box on narrow screens (never the page). The box is a
 * focusable region, so keyboard users can scroll it too.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, busy, footerTitle }: DataTableProps<Row>) {
  const numeric = (column: Column<Row>) => (column.numeric ? 'agents-table__num' : undefined);
  return (
    <div className="agents-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="agents-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={numeric(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footerTitle && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row">
                    {footerTitle}
                  </th>
                ) : (
                  <td key={column.id} className={numeric(column)}>
                    {column.footer ?? null}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

interface QueryResultProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'refetch'>;
  isEmpty?: (data: Data) => boolean;
  empty?: { icon: IconName; title: string; hint?: string };
  /** Paging under the content, when the answer has pages. */
  paging?: { page: number; totalPages: (data: Data) => number; onChange: (page: number) => void };
  children: (data: Data) => ReactNode;
}

/** A query's states: error with retry, loading, empty, or the content and its pages. */
export function QueryResult<Data>({ query, isEmpty, empty, paging, children }: QueryResultProps<Data>) {
  const { t } = useTranslation();
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <PageSpinner label={t('common.loading')} />;
  if (empty && isEmpty?.(query.data))
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.hint} />;
  return (
    <>
      {children(query.data)}
      {paging && (
        <Pagination
          page={paging.page}
          totalPages={paging.totalPages(query.data)}
          onChange={paging.onChange}
        />
      )}
    </>
  );
}
