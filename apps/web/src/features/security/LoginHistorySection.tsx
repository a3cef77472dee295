import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { useSessionToken } from '../../shared/storage/useSessionToken';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { loginHistoryQuery } from './queries';
import { SecuritySection } from './SecuritySection';
import { deviceText } from './userAgent';

/** Logins and failed attempts of the last 90 days, newest first, paged. */
export function LoginHistorySection() {
  const { t } = useTranslation('account');
  const token = useSessionToken();
  const [page, setPage] = useState(1);
  const query = useQuery(loginHistoryQuery(token, page));

  return (
    <SecuritySection
      id="loginHistory"
      title={t('security.history.title')}
      intro={t('security.history.intro')}
    >
      {query.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState icon="list" title={t('security.history.empty')} />
      ) : (
        <>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('security.history.title')}>
            <table className="history-table" aria-busy={query.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('security.history.time')}</th>
                  <th scope="col">{t('security.history.result')}</th>
                  <th scope="col">{t('security.history.method')}</th>
                  <th scope="col">{t('security.history.ip')}</th>
                  <th scope="col">{t('security.history.device')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((entry, index) => (
                  <tr key={`${entry.at}-${index}`}>
                    <td className="history-table__time" data-label={t('security.history.time')}>
                      <bdi>{formatDateTime(entry.at)}</bdi>
                    </td>
                    <td data-label={t('security.history.result')}>
                      <span className={`tag tag--${entry.outcome}`}>
                        {t(`security.history.outcome.${entry.outcome}`)}
                      </span>
                    </td>
                    <td data-label={t('security.history.method')}>
                      {t(`security.history.via.${entry.method}`)}
                    </td>
                    <td className="history-table__ip" data-label={t('security.history.ip')}>
                      <bdi>
                        {entry.ip ?? t('security.unknown')}
                        {entry.country ? ` (${entry.country})` : ''}
                      </bdi>
                    </td>
                    <td data-label={t('security.history.device')}>{deviceText(t, entry.userAgent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.data.pageNum} totalPages={query.data.totalPages} onChange={setPage} />
        </>
      )}
    </SecuritySection>
  );
}
