import { useMutation } from '@tanstack/react-query';
import { formatAmount, type LotteryGame, type LotteryGameDetail } from '@wps/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../shared/api/apiError';
import { callApi } from '../../../shared/api/client';
import { routes } from '../../../shared/api/routes';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useCurrency } from '../../../shared/money/moneyForm';
import { useSiteInfo } from '../../../shared/site/siteContext';
import { useSlips } from '../slip/slips';
import { localized } from '../text';
import { shorthandLines, shorthandUnit, type ShorthandAnswer } from './shorthand';
import { ShorthandErrors } from './ShorthandErrors';

interface ShorthandBoxProps {
  setting: LotteryGameDetail;
  /** Every Vietnamese game of the lobby (station names). */
  games: readonly LotteryGame[];
}

/** Vietnamese shorthand ("2d lo 12 34 10n"): read by the server, the bets go to each game's slip. */
export function ShorthandBox({ setting, games }: ShorthandBoxProps) {
  const { t } = useTranslation(['lottery', 'messages']);
  const language = useLanguage();
  const currency = useCurrency();
  const currencyCode = useSiteInfo().currency.code;
  const { add } = useSlips();
  const id = useId();
  const [text, setText] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const read = useMutation({
    mutationFn: (value: string) => callApi(routes.lotteryParseShorthand, { body: { text: value } }),
    onMutate: () => setAdded(null),
  });
  const answer: ShorthandAnswer | undefined = read.data;
  const gameName = (code: string) => {
    const game = games.find((item) => item.code === code);
    return game ? localized(game.name, language) : code;
  };
  const typeName = (code: string) => {
    const type = setting.betTypes.find((item) => item.code === code);
    return type ? localized(type.name, language) : code;
  };
  const addAll = () => {
    if (!answer) return;
    const names: string[] = [];
    let count = 0;
    for (const [game, lines] of shorthandLines(answer.bets, currencyCode)) {
      const fitted = add(game, lines);
      count += fitted;
      if (fitted > 0) names.push(gameName(game));
    }
    setAdded(t('lottery.shorthand.added', { count, games: names.join(', ') }));
  };

  return (
    <section className="card lottery-shorthand" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('lottery.shorthand.title')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('lottery.shorthand.label')}
        </label>
        <textarea
          id={id}
          className="field__input lottery-shorthand__input"
          rows={4}
          maxLength={4000}
          value={text}
          placeholder={t('lottery.shorthand.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('lottery.shorthand.hint')}
        </p>
      </div>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!text.trim() || read.isPending}
        onClick={() => read.mutate(text)}
      >
        {t('lottery.shorthand.read')}
      </button>
      {read.isError && (
        <p className="field__error" role="alert">
          {t(errorKey(read.error), { defaultValue: t('error.system.error') })}
        </p>
      )}
      {answer && <ShorthandErrors errors={answer.errors} />}
      {answer && answer.bets.length > 0 && (
        <>
          <ul className="lottery-parsed" aria-label={t('lottery.shorthand.parsed')}>
            {answer.bets.map((bet, index) => (
              <li key={index} className="lottery-parsed__row">
                <span className="lottery-note">{t('lottery.shorthand.line', { line: bet.line })}</span>
                <span>{bet.games.map(gameName).join(', ')}</span>
                <span className="lottery-line__type">{typeName(bet.type)}</span>
                <span className="money-ltr">{bet.picks.join(' ')}</span>
                <span className="money-amount">
                  {formatAmount(shorthandUnit(bet.amountThousands, currencyCode), currency)}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--primary" onClick={addAll}>
            {t('lottery.shorthand.addAll')}
          </button>
        </>
      )}
      {added && (
        <p className="lottery-note lottery-note--ok" role="status">
          {added}
        </p>
      )}
    </section>
  );
}
