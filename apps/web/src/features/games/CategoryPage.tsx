import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

export type GameCategoryPage = 'elott' | 'sports' | 'esports';

const TITLES: Record<GameCategoryPage, string> = {
  elott: 'games.elott',
  sports: 'games.sports',
  esports: 'games.esports',
};

/** /elott, /sports, /esports: vendors launch directly from these pages once they exist. */
export function CategoryPage({ category }: { category: GameCategoryPage }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(TITLES[category])} />
      <section className="card">
        <EmptyState
          icon={category === 'elott' ? 'ticket' : 'ball'}
          title={t('games.noVendors')}
          description={t('games.emptyHint')}
        />
      </section>
    </div>
  );
}
