import type { LotteryGameDetail } from '@wps/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ltr } from '../../../shared/money/moneyForm';
import { Checkbox } from '../../../shared/ui/form/Checkbox';
import { TextField } from '../../../shared/ui/form/TextField';
import { rateText } from '../format';
import { maxChasePeriods, readChasePeriods, type ChaseState } from './chase';

interface SlipOptionsProps {
  setting: LotteryGameDetail;
  series: number;
  onSeries: (series: number) => void;
  chase: ChaseState;
  onChase: (chase: ChaseState) => void;
  acceptPartial: boolean;
  onAcceptPartial: (value: boolean) => void;
}

/** Prize group (with its rebate), chase, and "accept what the cap allows". */
export function SlipOptions(props: SlipOptionsProps) {
  const { t } = useTranslation('lottery');
  const seriesId = useId();
  const { setting, chase } = props;
  const seriesList = setting.game.series;
  const max = maxChasePeriods(setting);
  const periods = readChasePeriods(chase.periods, max);
  return (
    <div className="lottery-slip__options">
      <div className="field">
        <label className="field__label" htmlFor={seriesId}>
          {t('lottery.series.label')}
        </label>
        <div className="field__box">
          <select
            id={seriesId}
            className="field__input"
            value={props.series}
            disabled={seriesList.length < 2}
            aria-describedby={`${seriesId}-rebate`}
            onChange={(event) => props.onSeries(Number(event.target.value))}
          >
            {seriesList.map((series) => (
              <option key={series} value={series}>
                {series}
              </option>
            ))}
          </select>
        </div>
        <p id={`${seriesId}-rebate`} className="field__hint">
          {setting.series === props.series
            ? t('lottery.series.rebate', { rate: ltr(rateText(setting.rebateRate)) })
            : t('lottery.series.loading')}
        </p>
      </div>
      {max >= 2 && (
        <div className="lottery-chase">
          <Checkbox
            checked={chase.on}
            onChange={(event) => props.onChase({ ...chase, on: event.target.checked })}
          >
            {t('lottery.chase.label')}
          </Checkbox>
          {chase.on && (
            <div className="lottery-chase__fields">
              <TextField
                label={t('lottery.chase.periods', { max })}
                value={chase.periods}
                inputMode="numeric"
                autoComplete="off"
                error={periods === null ? t('lottery.chase.periodsInvalid', { max }) : undefined}
                onChange={(event) => props.onChase({ ...chase, periods: event.target.value })}
              />
              <Checkbox
                checked={chase.stopOnWin}
                onChange={(event) => props.onChase({ ...chase, stopOnWin: event.target.checked })}
              >
                {t('lottery.chase.stopOnWin')}
              </Checkbox>
            </div>
          )}
        </div>
      )}
      <Checkbox
        checked={props.acceptPartial}
        onChange={(event) => props.onAcceptPartial(event.target.checked)}
      >
        {t('lottery.acceptPartial')}
      </Checkbox>
    </div>
  );
}
