import type { LotteryGame } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { PeriodClock } from '../parts/PeriodClock';
import { ResultView } from '../parts/ResultView';
import { lobbyPath } from '../queries';
import { localized } from '../text';

/** A compact game card: name, countdown, last result; opens the game's lobby. */
export function HubCard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const name = localized(game.name, language);
  return (
    <article className="lottery-card">
      <h3 className="lottery-card__name">
        <Link to={lobbyPath(game.accountType, game.code)} className="lottery-card__link">
          {name}
        </Link>
      </h3>
      <PeriodClock period={game.current} compact />
      <div className="lottery-card__last">
        {game.last ? (
          <ResultView family={game.family} numbers={game.last.numbers} prizes={game.last.prizes} />
        ) : (
          <p className="lottery-note">{t('lottery.lastResultNone')}</p>
        )}
      </div>
    </article>
  );
}
