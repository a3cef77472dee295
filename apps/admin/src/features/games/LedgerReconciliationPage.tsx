import { routes } from '@wps/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { errorText } from '../../shared/i18n/i18n';
import { PageHeader } from '../../shared/ui/PageHeader';
import { DifferencesTable, ReportSummary } from './LedgerDifferences';
import './games.css';

/**
 * The ledger reconciliation of every merchant, run on demand: balances against their entries,
 * transactions that do not sum to zero, accounts below zero, running balances.
 */
export default function LedgerReconciliationPage() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const report = useQuery({
    queryKey: ['ledger-reconciliation'],
    queryFn: ({ signal }) => callApi(routes.operatorReconciliation, { signal }),
    enabled: asked,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const run = () => {
    if (asked) void report.refetch();
    else setAsked(true);
  };
  const busy = report.isFetching;
  return (
    <>
      <PageHeader
        title={t('games.ledger.title')}
        description={t('games.ledger.description')}
        actions={
          <button type="button" className="btn btn--primary" onClick={run} disabled={busy}>
            {busy
              ? t('games.ledger.running')
              : report.data
                ? t('games.ledger.runAgain')
                : t('games.ledger.run')}
          </button>
        }
      />
      <div className="stack" aria-busy={busy}>
        {report.error ? (
          <p className="note note--error" role="alert">
            {errorText(report.error)}
          </p>
        ) : null}
        {report.data ? (
          <>
            <section className="card stack" aria-labelledby="ledger-summary">
              <h2 id="ledger-summary">{t('games.ledger.summary')}</h2>
              <ReportSummary report={report.data} />
            </section>
            <section className="stack" aria-labelledby="ledger-differences">
              <h2 id="ledger-differences">{t('games.ledger.differencesTitle')}</h2>
              <DifferencesTable report={report.data} caption={t('games.ledger.differencesTitle')} />
            </section>
          </>
        ) : busy ? (
          <p className="muted" role="status">
            {t('games.ledger.runningLong')}
          </p>
        ) : !report.error ? (
          <p className="note">{t('games.ledger.notRun')}</p>
        ) : null}
      </div>
    </>
  );
}
