import type { LotteryGame, LotteryGameDetail } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useCurrency } from '../../../shared/money/moneyForm';
import { useSlips } from '../slip/slips';
import { localized } from '../text';
import { Picker } from './Picker';
import { pickProblem, randomPicks } from './pickLogic';
import { StakeFields } from './StakeFields';
import { MAX_MULTIPLIER, readMultiplier, unitProblem } from './stake';

interface BetPanelProps {
  game: LotteryGame;
  setting: LotteryGameDetail;
  /** The bet type to start on (a launch's playType), when the game has it. */
  initialType?: string | null;
}

/** Bet type, picks, unit stake and multiplier: "Add to slip" puts one line on the game's slip. */
export function BetPanel({ game, setting, initialType = null }: BetPanelProps) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currency = useCurrency();
  const { add } = useSlips();
  const [typeCode, setTypeCode] = useState(initialType ?? setting.betTypes[0]?.code ?? '');
  const [picks, setPicks] = useState<string[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [unit, setUnit] = useState(game.minUnit);
  const [multiplier, setMultiplier] = useState('1');
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const betType = setting.betTypes.find((type) => type.code === typeCode) ?? setting.betTypes[0];
  if (!betType) return <p className="lottery-note">{t('lottery.noBetTypes')}</p>;

  const reset = (next: string[] = []) => {
    setPicks(next);
    setPickerKey((key) => key + 1);
  };
  const chooseType = (code: string) => {
    setTypeCode(code);
    setMessage(null);
    reset();
  };
  const unitError = unitProblem(t, unit, { min: game.minUnit, max: game.maxUnit }, currency);
  const times = readMultiplier(multiplier);

  const addToSlip = () => {
    const problem = pickProblem(betType.pick, picks);
    if (problem) return setMessage({ tone: 'error', text: t(problem.key, problem.values) });
    if (unitError) return setMessage({ tone: 'error', text: unitError });
    if (times === null)
      return setMessage({ tone: 'error', text: t('lottery.multiplier.invalid', { max: MAX_MULTIPLIER }) });
    const added = add(game.code, [{ type: betType.code, picks, unit: unit.trim(), multiplier: times }]);
    setMessage(
      added > 0
        ? { tone: 'ok', text: t('lottery.slip.added') }
        : { tone: 'error', text: t('lottery.slip.full') },
    );
    if (added > 0) reset();
  };

  return (
    <section className="card lottery-bet" aria-labelledby="lottery-bet-title">
      <h2 id="lottery-bet-title" className="section-title">
        {t('lottery.bet.title')}
      </h2>
      <div className="lottery-types" role="group" aria-label={t('lottery.bet.type')}>
        {setting.betTypes.map((type) => (
          <button
            key={type.code}
            type="button"
            className={`lottery-type${type.code === betType.code ? ' is-on' : ''}`}
            aria-pressed={type.code === betType.code}
            onClick={() => chooseType(type.code)}
          >
            {localized(type.name, language)}
          </button>
        ))}
      </div>
      <p className="lottery-rule">{localized(betType.rule, language)}</p>
      <Picker key={`${betType.code}-${pickerKey}`} pick={betType.pick} value={picks} onChange={setPicks} />
      <p className="lottery-note" aria-live="polite">
        {t('lottery.picker.count', { count: picks.length })}
      </p>
      <StakeFields
        unit={unit}
        onUnit={setUnit}
        unitError={unit.trim() ? unitError : null}
        multiplier={multiplier}
        onMultiplier={setMultiplier}
        multiplierError={
          times === null && multiplier.trim()
            ? t('lottery.multiplier.invalid', { max: MAX_MULTIPLIER })
            : null
        }
      />
      <div className="lottery-bet__actions">
        <button type="button" className="btn btn--secondary" onClick={() => reset(randomPicks(betType.pick))}>
          {t('lottery.bet.quickPick')}
        </button>
        <button type="button" className="btn btn--primary" onClick={addToSlip}>
          {t('lottery.bet.add')}
        </button>
      </div>
      {message && (
        <p
          className={message.tone === 'error' ? 'field__error' : 'lottery-note lottery-note--ok'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
