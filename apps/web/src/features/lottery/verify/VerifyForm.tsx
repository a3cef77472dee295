import type { LotteryGame } from '@wps/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { TextField } from '../../../shared/ui/form/TextField';
import { localized } from '../text';

interface VerifyFormProps {
  games: readonly LotteryGame[];
  code: string;
  number: string;
  onSubmit: (game: string, period: string) => void;
}

/** Which period to check: an in-house game and a period number. */
export function VerifyForm({ games, code, number, onSubmit }: VerifyFormProps) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const id = useId();
  const house = games.filter((game) => game.source === 'house');
  const [game, setGame] = useState(code || house[0]?.code || '');
  const [period, setPeriod] = useState(number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (game && period.trim()) onSubmit(game, period.trim());
  };
  return (
    <form className="card lottery-verify__form" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('lottery.verify.game')}
        </label>
        <div className="field__box">
          <select
            id={id}
            className="field__input"
            value={game}
            onChange={(event) => setGame(event.target.value)}
          >
            {!house.some((item) => item.code === game) && game && <option value={game}>{game}</option>}
            {house.map((item) => (
              <option key={item.code} value={item.code}>
                {localized(item.name, language)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('lottery.verify.period')}
        value={period}
        inputMode="numeric"
        autoComplete="off"
        placeholder="20260401-0001"
        onChange={(event) => setPeriod(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={!game || !period.trim()}>
        {t('lottery.verify.check')}
      </button>
    </form>
  );
}
