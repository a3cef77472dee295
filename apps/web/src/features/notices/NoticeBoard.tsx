import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementsQuery } from '../../shared/api/queries';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Pagination } from '../../shared/ui/Pagination';
import { PageSpinner } from '../../shared/ui/Spinner';
import { pageCount, pageSlice } from '../../shared/ui/paginate';
import { NoticeList } from './NoticeList';

/** Notices per page (docs/product.md §Constants and limits). */
export const NOTICES_PER_PAGE = 9;

/** Player notices (type PL), nine per page. */
export function NoticeBoard({ initialOpenId = null }: { initialOpenId?: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(announcementsQuery(language));
  const notices = query.data?.player ?? [];
  const startIndex = initialOpenId === null ? -1 : notices.findIndex((notice) => notice.id === initialOpenId);
  const [page, setPage] = useState(startIndex >= 0 ? Math.floor(startIndex / NOTICES_PER_PAGE) + 1 : 1);

  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (notices.length === 0) return <EmptyState icon="bell" title={t('notice.empty')} />;
  const totalPages = pageCount(notices.length, NOTICES_PER_PAGE);
  const current = Math.min(page, totalPages);
  return (
    <div className="notice-board">
      <NoticeList
        key={current}
        notices={pageSlice(notices, current, NOTICES_PER_PAGE)}
        initialOpenId={initialOpenId}
      />
      <Pagination page={current} totalPages={totalPages} onChange={setPage} />
    </div>
  );
}
