import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import type { IconName } from '../../shared/ui/iconPaths';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';

/** One column of a records table: its header and each row's cell (the cell's label on phones). */
export interface RecordColumn<Row> {
  id: string;
  label: string;
  numeric?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface RecordsTableProps<Row> {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `data-type` of each row (tests and styles). */
  rowType?: (row: Row) => string;
  busy?: boolean;
  /** Makes rows clickable (the keyboard path is a button inside a cell). */
  onRowClick?: (row: Row) => void;
  /** A totals row under the rows. */
  footer?: ReactNode;
}

/** A table on wide screens, label / value cards on phones (records.css). */
export function RecordsTable<Row>({
  columns,
  rows,
  rowKey,
  rowType,
  busy,
  onRowClick,
  footer,
}: RecordsTableProps<Row>) {
  const cellClass = (column: RecordColumn<Row>) =>
    [column.numeric ? 'records-table__num' : '', column.className ?? ''].join(' ').trim() || undefined;
  return (
    <table
      className={`records-table${onRowClick ? ' records-table--clickable' : ''}`}
      aria-busy={busy || undefined}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={cellClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-type={rowType?.(row)} onClick={onRowClick && (() => onRowClick(row))}>
            {columns.map((column) => (
              <td key={column.id} data-label={column.label} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}

interface RecordsResultProps<Data> {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'refetch'>;
  isEmpty: (data: Data) => boolean;
  empty: { icon: IconName; title: string; hint?: string };
  /** Paging under the content, when the answer has pages. */
  paging?: { page: number; totalPages: (data: Data) => number; onChange: (page: number) => void };
  children: (data: Data) => ReactNode;
}

/** A records query's states: error with retry, loading, empty, or the content and its pages. */
export function RecordsResult<Data>({ query, isEmpty, empty, paging, children }: RecordsResultProps<Data>) {
  const { t } = useTranslation();
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <PageSpinner label={t('common.loading')} />;
  if (isEmpty(query.data))
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
