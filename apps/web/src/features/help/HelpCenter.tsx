import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { helpCenterQuery } from '../../shared/api/queries';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { Accordion } from '../../shared/ui/Accordion';
import { EmptyState } from '../../shared/ui/EmptyState';
import { ErrorState } from '../../shared/ui/ErrorState';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { PageSpinner } from '../../shared/ui/Spinner';
import './help.css';

/** Help centre questions and answers, one accordion per category. */
export function HelpCenter({ openItemId = null }: { openItemId?: number | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(helpCenterQuery(language));
  if (query.isPending) return <PageSpinner label={t('common.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const categories = query.data.categories.filter((category) => category.items.length > 0);
  if (categories.length === 0) return <EmptyState icon="help" title={t('help.empty')} />;
  return (
    <div className="help-center">
      {categories.map((category) => (
        <section
          key={category.key}
          className="help-center__category"
          aria-labelledby={`help-${category.key}`}
        >
          <h2 id={`help-${category.key}`} className="section-title">
            {category.title}
          </h2>
          <Accordion
            initiallyOpen={openItemId === null ? null : String(openItemId)}
            items={category.items.map((item) => ({
              id: String(item.id),
              title: item.question,
              content: <SafeHtml html={item.answer} />,
            }))}
          />
        </section>
      ))}
    </div>
  );
}
