import { RECONCILIATION_KINDS, type reconciliationReportSchema } from '@wps/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { dateTime } from '../../shared/format';
import { DataTable } from '../../shared/ui/DataTable';
import { differenceCount, minorDifference, signedFigure } from './figures';

export type ReconciliationReport = z.output<typeof reconciliationReportSchema>;
type Difference = ReconciliationReport['differences'][number];

const column = createColumnHelper<Difference>();

/** A report's verdict: matches, or how many differences it found. */
export function ReportBadge({ report }: { report: Pick<ReconciliationReport, 'clean' | 'counts'> }) {
  const { t } = useTranslation();
  if (report.clean) return <span className="badge badge--ok">{t('games.ledger.matches')}</span>;
  return (
    <span className="badge badge--danger">
      {t('games.ledger.differences', { count: differenceCount(report) })}
    </span>
  );
}

/** What a report checked and what it found, kind by kind. */
export function ReportSummary({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation();
  return (
    <dl className="dl">
      <dt>{t('games.ledger.checkedAt')}</dt>
      <dd>{dateTime(report.checkedAt)}</dd>
      <dt>{t('games.ledger.result')}</dt>
      <dd>
        <ReportBadge report={report} />
      </dd>
      <dt>{t('games.ledger.checked')}</dt>
      <dd>
        {t('games.ledger.checkedCounts', {
          accounts: report.accountsChecked.toLocaleString(),
          transactions: report.transactionsChecked.toLocaleString(),
          entries: report.entriesChecked.toLocaleString(),
        })}
      </dd>
      <dt>{t('games.ledger.byKind')}</dt>
      <dd className="row">
        {RECONCILIATION_KINDS.map((kind) => {
          const count = report.counts[kind] ?? 0;
          return (
            <span key={kind} className={`badge ${count > 0 ? 'badge--danger' : 'badge--ok'}`}>
              {t(`games.ledger.kinds.${kind}`)}: {count.toLocaleString()}
            </span>
          );
        })}
      </dd>
    </dl>
  );
}

/**
 * The differences a report lists (at most 100 of each kind): what is recorded, what it should be,
 * and by how much they differ, in minor units of the account's currency.
 */
export function DifferencesTable({ report, caption }: { report: ReconciliationReport; caption: string }) {
  const { t } = useTranslation();
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: t('games.ledger.kind'),
        cell: (info) => (
          <span className="badge badge--warn">{t(`games.ledger.kinds.${info.getValue()}`)}</span>
        ),
      }),
      column.accessor('subject', {
        header: t('games.ledger.subject'),
        cell: (info) => <span className="games-subject">{info.getValue()}</span>,
      }),
      column.accessor('recorded', {
        header: t('games.ledger.recorded'),
        meta: { numeric: true },
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.accessor('expected', {
        header: t('games.ledger.expected'),
        meta: { numeric: true },
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      column.display({
        id: 'difference',
        header: t('games.ledger.verdict'),
        cell: (info) => {
          const difference = minorDifference(info.row.original.recorded, info.row.original.expected);
          return (
            <div className="games-verdict">
              <span className="badge badge--danger">
                {difference === null
                  ? t('games.ledger.differs')
                  : t('games.ledger.differsBy', { amount: signedFigure(difference) })}
              </span>
              <span className="muted games-small">{info.row.original.detail}</span>
            </div>
          );
        },
      }),
    ],
    [t],
  );
  const truncated = RECONCILIATION_KINDS.filter(
    (kind) =>
      (report.counts[kind] ?? 0) > report.differences.filter((difference) => difference.kind === kind).length,
  );
  return (
    <div className="stack">
      {truncated.length > 0 ? (
        <p className="note note--warn">
          {t('games.ledger.truncated', {
            kinds: truncated.map((kind) => t(`games.ledger.kinds.${kind}`)).join(', '),
          })}
        </p>
      ) : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={report.differences}
        loading={false}
        error={null}
        rowKey={(row) =>
          `${row.kind}:${row.accountId ?? ''}:${row.transactionId ?? ''}:${row.entryId ?? ''}:${row.subject}`
        }
        empty={t('games.ledger.noDifferences')}
      />
      <p className="muted games-small">{t('games.ledger.unitsNote')}</p>
    </div>
  );
}
