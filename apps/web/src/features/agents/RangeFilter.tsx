import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/form/TextField';
import { RANGE_PRESETS, customRange, dateInputValue, presetRange, type RangeValue } from './range';

interface RangeFilterProps {
  value: RangeValue;
  onChange: (range: RangeValue) => void;
}

/** Range chips (today, yesterday, this week, this month, custom) and, for custom, two dates. */
export function RangeFilter({ value, onChange }: RangeFilterProps) {
  const { t } = useTranslation('agents');
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(() => dateInputValue(value.startTime));
  const [to, setTo] = useState(() => dateInputValue(value.endTime));
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(() => dateInputValue(Date.now()));

  const apply = () => {
    const result = customRange(from, to, Date.now());
    if (result.problem) {
      setProblem(t(`range.problem.${result.problem}`));
      return;
    }
    setProblem(null);
    onChange(result.range);
  };

  return (
    <div className="agents-range">
      <div className="agents-chips" role="group" aria-label={t('range.label')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="agents-chip"
            aria-pressed={custom ? preset === 'custom' : value.preset === preset}
            onClick={() => {
              setProblem(null);
              if (preset === 'custom') {
                setCustom(true);
                return;
              }
              setCustom(false);
              onChange(presetRange(preset, Date.now()));
            }}
          >
            {t(`range.${preset}`)}
          </button>
        ))}
      </div>
      {custom && (
        <div className="agents-range__custom">
          <TextField
            label={t('range.from')}
            type="date"
            max={today}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            label={t('range.to')}
            type="date"
            max={today}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
          <button type="button" className="btn btn--secondary agents-range__apply" onClick={apply}>
            {t('range.apply')}
          </button>
          {problem && (
            <p className="field__error agents-range__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
