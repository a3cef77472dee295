import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { ltr } from '../../shared/money/moneyForm';
import { ResultView } from './parts/ResultView';
import { lobbyPath, lotteryGamesQuery, openedNumerosQuery } from './queries';
import { localized } from './text';
import './lottery.css';

/**
 * The home page's "latest results" lane: the last result of every lottery game, each opening its
 * lobby. Nothing shows while loading, on failure, or without results.
 */
export default function LatestResultsLane() {
  const { t, ready } = useTranslation('lottery');
  const language = useLanguage();
  const draws = useQuery(openedNumerosQuery());
  const games = useQuery(lotteryGamesQuery(null));
  const known = new Map((games.data?.games ?? []).map((game) => [game.code, game]));
  const list = (draws.data?.list ?? []).filter(
    (period) => period.numbers?.length && known.has(period.gameCode),
  );
  if (!ready || list.length === 0) return null;
  return (
    <section className="lottery-lane" aria-labelledby="home-lottery-results">
      <h3 id="home-lottery-results" className="lottery-lane__title">
        {t('lottery.lane.title')}
      </h3>
      <ul className="lottery-lane__row">
        {list.map((period) => {
          const game = known.get(period.gameCode)!;
          return (
            <li key={`${period.gameCode}:${period.number}`} className="lottery-card lottery-lane__card">
              <h4 className="lottery-card__name">
                <Link to={lobbyPath(game.accountType, game.code)} className="lottery-card__link">
                  {localized(game.name, language)}
                </Link>
              </h4>
              <p className="lottery-note">{t('lottery.periodShort', { number: ltr(period.number) })}</p>
              <ResultView family={game.family} numbers={period.numbers} prizes={period.prizes} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
