import { formatAmount, type LotteryGame, type LotteryGameDetail } from '@wps/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../shared/api/apiError';
import { useCurrency } from '../../../shared/money/moneyForm';
import type { LotteryAuth } from '../auth';
import { isTakingBets, useNow } from '../clock';
import { timesPeriods } from '../format';
import { SlipLines } from './SlipLines';
import { maxChasePeriods, readChasePeriods, type ChaseState } from './chase';
import { SlipOptions } from './SlipOptions';
import { SlipOutcomeView } from './SlipOutcomeView';
import { useSlips } from './slips';
import { usePlaceSlip } from './usePlaceSlip';
import { useQuote } from './useQuote';

interface SlipPanelProps {
  game: LotteryGame;
  setting: LotteryGameDetail;
  series: number;
  onSeries: (series: number) => void;
  auth: LotteryAuth;
}

/** The game's slip: its lines priced by the server, the options, the total and Place. */
export function SlipPanel({ game, setting, series, onSeries, auth }: SlipPanelProps) {
  const { t } = useTranslation(['lottery', 'messages']);
  const currency = useCurrency();
  const { slips, remove, clear } = useSlips();
  const lines = slips[game.code] ?? [];
  const [chase, setChase] = useState<ChaseState>({ on: false, periods: '10', stopOnWin: true });
  const [acceptPartial, setAcceptPartial] = useState(false);
  const quote = useQuote(game.code, series, lines);
  const placing = usePlaceSlip(game, lines, auth);
  const open = isTakingBets(game.current, useNow());
  const chasePeriods = chase.on ? readChasePeriods(chase.periods, maxChasePeriods(setting)) : null;
  const ready = open && Boolean(quote.quote) && !quote.pending && !(chase.on && chasePeriods === null);
  const money = (amount: string) => <span className="money-amount">{formatAmount(amount, currency)}</span>;

  const submit = (acceptWhatFits: boolean) =>
    void placing.place({
      series,
      chase: chasePeriods === null ? null : { periods: chasePeriods, stopOnWin: chase.stopOnWin },
      acceptPartial: acceptWhatFits || acceptPartial,
    });

  return (
    <section className="card lottery-slip" aria-labelledby="lottery-slip-title">
      <div className="section-head">
        <h2 id="lottery-slip-title" className="section-title">
          {t('lottery.slip.title')}
        </h2>
        {lines.length > 0 && (
          <button type="button" className="text-link lottery-link-btn" onClick={() => clear(game.code)}>
            {t('lottery.slip.clear')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="lottery-note">{t('lottery.slip.empty')}</p>
      ) : (
        <SlipLines
          lines={lines}
          setting={setting}
          quote={quote.quote}
          onRemove={(id) => remove(game.code, id)}
        />
      )}
      <SlipOptions
        setting={setting}
        series={series}
        onSeries={onSeries}
        chase={chase}
        onChase={setChase}
        acceptPartial={acceptPartial}
        onAcceptPartial={setAcceptPartial}
      />
      {lines.length > 0 && (
        <dl className="lottery-total" aria-live="polite" aria-busy={quote.pending || undefined}>
          {quote.error ? (
            <dd className="field__error" role="alert">
              {t(errorKey(quote.error), { defaultValue: t('error.system.error') })}
            </dd>
          ) : quote.quote ? (
            <>
              <div>
                <dt>{chasePeriods === null ? t('lottery.total') : t('lottery.chase.perPeriod')}</dt>
                <dd data-testid="slip-total">{money(quote.quote.total)}</dd>
              </div>
              {chasePeriods !== null && (
                <div>
                  <dt>{t('lottery.chase.total', { count: chasePeriods })}</dt>
                  <dd>{money(timesPeriods(quote.quote.total, chasePeriods))}</dd>
                </div>
              )}
              <div>
                <dt>{t('lottery.rebate')}</dt>
                <dd>{money(quote.quote.rebate)}</dd>
              </div>
            </>
          ) : (
            <dd className="lottery-note">{t('lottery.pricing')}</dd>
          )}
        </dl>
      )}
      {!open && <p className="lottery-note">{t('lottery.closedNow')}</p>}
      <button
        type="button"
        className="btn btn--primary btn--lg lottery-slip__place"
        disabled={!ready || placing.pending || lines.length === 0}
        onClick={() => submit(false)}
      >
        {placing.pending ? t('lottery.placing') : t('lottery.place')}
      </button>
      {placing.outcome && (
        <SlipOutcomeView
          outcome={placing.outcome}
          busy={placing.pending}
          onPlaceWhatFits={() => submit(true)}
        />
      )}
    </section>
  );
}
