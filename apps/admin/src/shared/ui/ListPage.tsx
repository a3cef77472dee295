import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outcome } from './cells';
import { DataTable, type Paging, type TableColumns } from './DataTable';
import { PageHeader } from './PageHeader';

/**
 * A list page: its heading with the create button (for who may create: `createLabel` set), the line
 * saying what the server answered to the last action, and the table of rows by id (its caption the
 * page's title, its action column kept in view); `children` (the page's dialogs) after it.
 */
export function ListPage<T extends { id: number }>({
  title,
  description,
  createLabel,
  onCreate,
  outcome,
  onDismiss,
  columns,
  rows,
  loading,
  error,
  empty,
  paging,
  toolbar,
  children,
}: {
  title: string;
  description: string;
  createLabel?: string | null;
  onCreate?: () => void;
  outcome: string | null;
  onDismiss: () => void;
  columns: TableColumns<T>;
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  empty: string;
  paging?: Paging;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          createLabel ? (
            <button type="button" className="btn btn--primary" onClick={onCreate}>
              {createLabel}
            </button>
          ) : null
        }
      />
      <div className="stack">
        <Outcome text={outcome} onDismiss={onDismiss} />
        <div className="table-sticky-actions">
          <DataTable
            caption={title}
            columns={columns}
            rows={rows}
            loading={loading}
            error={error}
            rowKey={(row) => String(row.id)}
            empty={empty}
            paging={paging}
            toolbar={toolbar}
          />
        </div>
      </div>
      {children}
    </>
  );
}

/** The header of a table's action column: named for screen readers only. */
export function ActionsHeader() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('common.actions')}</span>;
}

/** A row's action buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

/** One action of a row: `label` shown, `name` read to screen readers (naming the row), `tone` its emphasis. */
export function RowButton({
  label,
  name,
  tone,
  onClick,
}: {
  label: string;
  name: string;
  tone?: 'primary' | 'danger';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn--small${tone ? ` btn--${tone}` : ''}`}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
