import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { paginate } from './paginate';
import './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  pageRange?: number;
  marginPages?: number;
}

export function Pagination({ page, totalPages, onChange, pageRange = 3, marginPages = 1 }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      {paginate(totalPages, page, pageRange, marginPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pagination__btn"
            aria-label={t('pagination.page', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__btn"
        aria-label={t('pagination.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
