import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@wps/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { ErrorState } from '../../shared/ui/ErrorState';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { CategoryBar } from './CategoryBar';
import { GameGrid } from './GameGrid';
import { GameSearch } from './GameSearch';
import { vendorLanesQuery } from './queries';
import { useDebouncedValue } from './useGameList';
import './games.css';

export type GameHall = 'rng' | 'live' | 'pvp' | 'fish';

const CATEGORY: Record<GameHall, GameCategory> = { rng: 'RNG', live: 'LIVE', pvp: 'PVP', fish: 'FISH' };
const TITLES: Record<GameHall, string> = {
  rng: 'games.rng',
  live: 'games.live',
  pvp: 'games.pvp',
  fish: 'games.fish',
};

/** Debounce of the game-name search. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * /rng, /live, /pvp, /fish: one page for every game hall (docs/product.md §Routes and screens).
 * Vendor tabs ("All" first), `?page=<vassalage>` selects a vendor's tab, a name search and the paged
 * list with infinite scroll.
 */
export function GameHallPage({ hall }: { hall: GameHall }) {
  const { t } = useTranslation();
  const { t: tg, ready } = useTranslation('games');
  const language = useLanguage();
  const category = CATEGORY[hall];
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lanes = useQuery(vendorLanesQuery(language));
  useDocumentTitle(t(TITLES[hall]));

  const vendors = lanes.data?.lanes.find((lane) => lane.title === category)?.cards ?? [];
  const requested = params.get('page');
  // An unknown vendor in the address shows every vendor's games rather than an empty page.
  const active = vendors.find((vendor) => vendor.vassalage === requested)?.vassalage ?? null;

  const select = (vassalage: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (vassalage) next.set('page', vassalage);
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const header = <PageHeader title={t(TITLES[hall])} />;
  if (!ready || lanes.isPending) {
    return (
      <div className="page game-hall">
        {header}
        <PageSpinner label={t('common.loading')} />
      </div>
    );
  }

  return (
    <div className="page game-hall" data-hall={hall}>
      {header}
      <CategoryBar />
      {lanes.isError ? (
        <section className="card">
          <ErrorState error={lanes.error} onRetry={() => void lanes.refetch()} />
        </section>
      ) : (
        <section className="card game-hall__panel">
          <div className="game-hall__toolbar">
            <div className="vendor-tabs" role="tablist" aria-label={tg('vendors')}>
              <VendorTab selected={active === null} onSelect={() => select(null)}>
                {tg('all')}
              </VendorTab>
              {vendors.map((vendor) => (
                <VendorTab
                  key={vendor.vassalage}
                  selected={active === vendor.vassalage}
                  onSelect={() => select(vendor.vassalage)}
                >
                  {vendor.displayName}
                  {vendor.isHot && <span className="vendor-tabs__hot">{tg('hot')}</span>}
                </VendorTab>
              ))}
            </div>
            <GameSearch value={search} onChange={setSearch} />
          </div>
          <div role="tabpanel" className="game-hall__list">
            <GameGrid gameType={category} vassalage={active ?? undefined} gameName={gameName || undefined} />
          </div>
        </section>
      )}
    </div>
  );
}

function VendorTab({
  selected,
  onSelect,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      className={`vendor-tabs__tab${selected ? ' vendor-tabs__tab--active' : ''}`}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
