import type { LotteryGame } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { ltr } from '../../../shared/money/moneyForm';
import { PeriodClock } from '../parts/PeriodClock';
import { ResultView } from '../parts/ResultView';
import { localized, shortHash } from '../text';
import { verifyPath } from '../verify/verifyPath';

/** The selected game: name, period, countdown, last result and the seed commitment. */
export function GameHeader({ game }: { game: LotteryGame }) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const { current, last } = game;
  return (
    <section className="card lottery-head" aria-labelledby="lottery-game-name">
      <div className="lottery-head__top">
        <div>
          <h2 id="lottery-game-name" className="lottery-head__name">
            {localized(game.name, language)}
          </h2>
          <p className="lottery-note">
            {current ? t('lottery.periodShort', { number: ltr(current.number) }) : t('lottery.clock.none')}
          </p>
        </div>
        <PeriodClock period={current} />
      </div>
      <div className="lottery-head__last">
        <span className="lottery-head__label">
          {last ? t('lottery.lastResult', { number: ltr(last.number) }) : t('lottery.lastResultNone')}
        </span>
        {last && <ResultView family={game.family} numbers={last.numbers} prizes={last.prizes} expandable />}
        {last?.seed && (
          <Link className="text-link" to={verifyPath(game.code, last.number)}>
            {t('lottery.verify.link')}
          </Link>
        )}
      </div>
      {game.source === 'house' && current?.seedHash && (
        <p className="lottery-head__seed">
          <span>{t('lottery.seedHash')}</span>{' '}
          <code className="money-ltr" title={current.seedHash}>
            {shortHash(current.seedHash)}
          </code>{' '}
          <Link className="text-link" to={verifyPath(game.code, current.number)}>
            {t('lottery.verify.how')}
          </Link>
        </p>
      )}
    </section>
  );
}
