import { formatAmount, type LotteryGameDetail, type ValueOf, type Routes } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useCurrency } from '../../../shared/money/moneyForm';
import { picksText } from '../bet/labels';
import { localized } from '../text';
import type { SlipLine } from './slips';

type Quote = ValueOf<Routes['lotteryQuote']>;

interface SlipLinesProps {
  lines: readonly SlipLine[];
  setting: LotteryGameDetail;
  /** The server's price of exactly these lines (same order), when known. */
  quote: Quote | undefined;
  onRemove: (id: string) => void;
}

/** The slip's lines: type, picks, unit × multiplier, and the quoted combinations and cost. */
export function SlipLines({ lines, setting, quote, onRemove }: SlipLinesProps) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const currency = useCurrency();
  const typeName = (code: string) => {
    const type = setting.betTypes.find((item) => item.code === code);
    return type ? localized(type.name, language) : code;
  };
  return (
    <ul className="lottery-lines">
      {lines.map((line, index) => {
        const priced = quote?.bets[index];
        return (
          <li key={line.id} className="lottery-line">
            <div className="lottery-line__main">
              <span className="lottery-line__type">{typeName(line.type)}</span>
              <span className="lottery-line__picks money-ltr">{picksText(t, line.picks)}</span>
              <span className="lottery-note">
                {t('lottery.line.stake', {
                  unit: formatAmount(line.unit, currency),
                  multiplier: line.multiplier,
                })}
              </span>
            </div>
            <div className="lottery-line__price">
              {priced ? (
                <>
                  <span className="lottery-note">
                    {t('lottery.line.combinations', { count: priced.combinations })}
                  </span>
                  <span className="money-amount">{formatAmount(priced.cost, currency)}</span>
                </>
              ) : (
                <span className="lottery-note">…</span>
              )}
            </div>
            <button
              type="button"
              className="icon-btn lottery-line__remove"
              aria-label={t('lottery.line.remove', { type: typeName(line.type) })}
              onClick={() => onRemove(line.id)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
