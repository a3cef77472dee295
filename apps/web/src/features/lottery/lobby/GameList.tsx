import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { localized } from '../text';
import type { GameGroup } from './useLobbyGames';

interface GameListProps {
  groups: readonly GameGroup[];
  selected: string | null;
  onSelect: (code: string) => void;
}

/** The lobby's games: a side column on wide screens, a horizontal scroller on phones. */
export function GameList({ groups, selected, onSelect }: GameListProps) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const nav = useRef<HTMLElement>(null);
  // Brings the selected game into view inside the list (the phone scroller, the side column).
  useEffect(() => {
    const list = nav.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    const outer = list.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    if (inner.left < outer.left || inner.right > outer.right)
      list.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
    if (inner.top < outer.top || inner.bottom > outer.bottom)
      list.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
  }, [selected]);
  return (
    <nav ref={nav} className="lottery-games" aria-label={t('lottery.games')}>
      {groups.map((group) => (
        <div
          key={group.id}
          className="lottery-games__group"
          role="group"
          aria-labelledby={`lottery-group-${group.id}`}
        >
          <h2 id={`lottery-group-${group.id}`} className="lottery-games__heading">
            {t(group.label)}
          </h2>
          <ul className="lottery-games__list">
            {group.games.map((game) => (
              <li key={game.code}>
                <button
                  type="button"
                  className={`lottery-games__item${game.code === selected ? ' is-on' : ''}`}
                  aria-current={game.code === selected ? 'true' : undefined}
                  onClick={() => onSelect(game.code)}
                >
                  {localized(game.name, language)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
