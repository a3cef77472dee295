import type { LotteryPeriod } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { clockText, periodPhase, useNow } from '../clock';
import { useReloadAtDraw } from '../useReloadAtDraw';

interface PeriodClockProps {
  period: LotteryPeriod | null;
  /** Hub cards: no announcement region (one per page is enough). */
  compact?: boolean;
}

/**
 * The live countdown of a period: to its close while open, "drawing…" until the draw time, then the
 * game reloads. The ticking time is a timer (not announced); a polite live region announces only
 * when the phase changes.
 */
export function PeriodClock({ period, compact = false }: PeriodClockProps) {
  const { t } = useTranslation('lottery');
  const { phase, seconds } = periodPhase(period, useNow());
  useReloadAtDraw(period);
  const { days, time } = clockText(seconds);
  const label = t(`lottery.clock.${phase}`);
  const showTime = seconds > 0 && (phase === 'open' || phase === 'upcoming' || phase === 'drawing');
  return (
    <div className={`lottery-clock lottery-clock--${phase}`} data-phase={phase}>
      <span className="lottery-clock__label">{label}</span>
      {showTime && (
        <span className="lottery-clock__time money-ltr" role="timer">
          {days > 0 ? t('lottery.clock.days', { days, time }) : time}
        </span>
      )}
      {!compact && (
        <span className="visually-hidden" aria-live="polite">
          {period ? t('lottery.clock.announce', { phase: label, number: period.number }) : label}
        </span>
      )}
    </div>
  );
}
