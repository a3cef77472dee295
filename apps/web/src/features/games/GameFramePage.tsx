import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

/** /game: hosts the game iframe once a launch is made (games issue); nothing is running yet. */
export function GameFramePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('games.game')} />
      <section className="card">
        <EmptyState
          icon="cards"
          title={t('games.noGameRunning')}
          action={
            <Link to="/index" className="btn btn--primary">
              {t('common.backHome')}
            </Link>
          }
        />
      </section>
    </div>
  );
}
