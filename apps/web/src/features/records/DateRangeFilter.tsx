import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/form/TextField';
import {
  HISTORY_DAYS,
  customRange,
  dateInputValue,
  presetRange,
  type DayRange,
  type Preset,
} from './recordsLogic';

const PRESETS: readonly Exclude<Preset, 'custom'>[] = ['today', 'week', 'month'];

/** Today, 7 days, 30 days, or two dates (up to 30 days apart). Calls onChange with a new range. */
export function DateRangeFilter({ onChange }: { onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('money');
  const [preset, setPreset] = useState<Preset>('week');
  const [from, setFrom] = useState(() => dateInputValue(presetRange('week', Date.now()).startTime));
  const [to, setTo] = useState(() => dateInputValue(Date.now()));
  const [problem, setProblem] = useState<string | null>(null);
  const [{ today, oldest }] = useState(() => ({
    today: dateInputValue(Date.now()),
    oldest: dateInputValue(Date.now() - HISTORY_DAYS * 86_400_000),
  }));

  const apply = () => {
    const result = customRange(from, to, Date.now());
    if (result.problem) {
      setProblem(t(`records.range.${result.problem}`));
      return;
    }
    setProblem(null);
    onChange(result.range);
  };

  return (
    <div className="records-range">
      <div className="money-presets" role="group" aria-label={t('records.range')}>
        {PRESETS.map((id) => (
          <button
            key={id}
            type="button"
            className="money-preset"
            aria-pressed={preset === id}
            onClick={() => {
              setPreset(id);
              setProblem(null);
              onChange(presetRange(id, Date.now()));
            }}
          >
            {t(`records.preset.${id}`)}
          </button>
        ))}
        <button
          type="button"
          className="money-preset"
          aria-pressed={preset === 'custom'}
          onClick={() => setPreset('custom')}
        >
          {t('records.preset.custom')}
        </button>
      </div>
      {preset === 'custom' && (
        <div className="records-range__custom">
          <TextField
            label={t('records.from')}
            type="date"
            min={oldest}
            max={today}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label={t('records.to')}
            type="date"
            min={oldest}
            max={today}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <button type="button" className="btn btn--secondary records-range__apply" onClick={apply}>
            {t('records.apply')}
          </button>
          {problem && (
            <p className="field__error records-range__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
