import type { Game } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '../../shared/site/imageUrl';
import { useSiteInfo } from '../../shared/site/siteContext';
import { Icon } from '../../shared/ui/Icon';

interface GameCardProps {
  game: Game;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
  /** Members only: the favourite star. */
  onToggleFavorite?: (game: Game) => void;
}

/** A game: icon (lazy, with a placeholder until loaded), name, hot badge, favourite, play, trial. */
export function GameCard({ game, onPlay, onTrial, onToggleFavorite }: GameCardProps) {
  const { t } = useTranslation('games');
  const { imageCDNs } = useSiteInfo();
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const name = game.displayName || game.gameName;
  const icon = game.showIcon || game.smallIcon;
  return (
    <article className="game-card" data-node-id={game.nodeId}>
      <div className={`game-card__media${loaded ? ' game-card__media--loaded' : ''}`}>
        <span className="game-card__placeholder" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        {icon && !broken && (
          <img
            className="game-card__image"
            src={resolveImageUrl(icon, imageCDNs)}
            alt=""
            loading="lazy"
            decoding="async"
            width={240}
            height={240}
            onLoad={() => setLoaded(true)}
            onError={() => setBroken(true)}
          />
        )}
        {game.isHot && <span className="game-card__hot">{t('hot')}</span>}
        {onToggleFavorite && (
          <button
            type="button"
            className={`game-card__fav${game.isFavorite ? ' game-card__fav--on' : ''}`}
            aria-pressed={game.isFavorite}
            aria-label={t(game.isFavorite ? 'favoriteRemove' : 'favoriteAdd', { name })}
            onClick={() => onToggleFavorite(game)}
          >
            <Icon name="star" size={18} />
          </button>
        )}
      </div>
      <h3 className="game-card__name" title={name}>
        {name}
      </h3>
      <div className="game-card__actions">
        <button
          type="button"
          className="btn btn--primary btn--sm"
          aria-label={t('playName', { name })}
          onClick={() => onPlay(game)}
        >
          <Icon name="play" size={16} />
          {t('play')}
        </button>
        {game.supportPlay === 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-label={t('trialName', { name })}
            onClick={() => onTrial(game)}
          >
            {t('trial')}
          </button>
        )}
      </div>
    </article>
  );
}

/** Grey cards in the grid's shape while the first page loads. */
export function GameCardSkeletons({ count = 8 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="game-card game-card--skeleton" aria-hidden="true">
          <div className="game-card__media" />
          <div className="game-card__line" />
        </div>
      ))}
    </>
  );
}
