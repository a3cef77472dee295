import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '../text';
import { PrizeSheet } from './PrizeSheet';
import { topPrize } from './sheet';

interface ResultViewProps {
  family: LotteryFamily;
  numbers: readonly string[] | null;
  prizes: Readonly<Record<string, readonly string[]>> | null;
  /** Sheets (VN, 4D, Thai) can open the full prize sheet. */
  expandable?: boolean;
}

/** Number balls (one per digit of a sheet's top prize). */
export function Balls({
  values,
  family,
  label,
}: {
  values: readonly string[];
  family: LotteryFamily;
  label: string;
}) {
  return (
    <ol className={`lottery-balls lottery-balls--${family}`} aria-label={label}>
      {values.map((value, index) => (
        <li key={index} className="lottery-ball" data-value={value}>
          {value}
        </li>
      ))}
    </ol>
  );
}

/** A result: the fast games' numbers as balls; a sheet's top prize, with the whole sheet on demand. */
export function ResultView({ family, numbers, prizes, expandable = false }: ResultViewProps) {
  const { t } = useTranslation('lottery');
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  if (!numbers || numbers.length === 0) return <p className="lottery-note">{t('lottery.noResult')}</p>;
  const top = prizes ? topPrize(family, prizes) : null;
  if (!top)
    return (
      <Balls values={numbers} family={family} label={t('lottery.resultOf', { numbers: numbers.join(' ') })} />
    );
  return (
    <div className="lottery-result">
      <div className="lottery-result__top">
        <span className="lottery-result__prize">{t(`lottery.prize.${top.name}`)}</span>
        <Balls
          values={top.value.split('')}
          family={family}
          label={t('lottery.resultOf', { numbers: top.value })}
        />
        {expandable && (
          <button
            type="button"
            className="text-link lottery-link-btn"
            aria-expanded={open}
            aria-controls={sheetId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('lottery.sheet.hide') : t('lottery.sheet.show')}
          </button>
        )}
      </div>
      {expandable && (
        <div id={sheetId} hidden={!open}>
          {open && prizes && <PrizeSheet family={family} prizes={prizes} />}
        </div>
      )}
    </div>
  );
}
