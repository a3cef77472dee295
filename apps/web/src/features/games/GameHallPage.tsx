import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../shared/ui/EmptyState';
import { PageHeader } from '../../shared/ui/PageHeader';

export type GameHall = 'rng' | 'live' | 'pvp' | 'fish';

const TITLES: Record<GameHall, string> = {
  rng: 'games.rng',
  live: 'games.live',
  pvp: 'games.pvp',
  fish: 'games.fish',
};

/** /rng, /live, /pvp, /fish: one page for every game hall. /rng?page=<vassalage> picks the slot hall. */
export function GameHallPage({ hall }: { hall: GameHall }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = hall === 'rng' ? params.get('page') : null;
  return (
    <div className="page">
      <PageHeader
        title={t(TITLES[hall])}
        subtitle={vassalage ? t('games.selectedHall', { hall: vassalage }) : undefined}
      />
      <section className="card" data-hall={hall} data-vassalage={vassalage ?? undefined}>
        <EmptyState icon="cards" title={t('games.empty')} description={t('games.emptyHint')} />
      </section>
    </div>
  );
}
