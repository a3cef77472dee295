import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '../text';
import { sheetRows } from './sheet';

/** A compact prize sheet: one row per prize, its numbers side by side. */
export function PrizeSheet({
  family,
  prizes,
}: {
  family: LotteryFamily;
  prizes: Readonly<Record<string, readonly string[]>>;
}) {
  const { t } = useTranslation('lottery');
  return (
    <table className="lottery-sheet">
      <caption className="visually-hidden">{t('lottery.sheet.caption')}</caption>
      <tbody>
        {sheetRows(family, prizes).map(([name, values]) => (
          <tr key={name} data-prize={name}>
            <th scope="row">{t(`lottery.prize.${name}`, { defaultValue: name })}</th>
            <td>
              <span className="lottery-sheet__numbers">
                {values.map((value, index) => (
                  <span
                    key={index}
                    className={`money-ltr${name === 'DB' || name === 'first' ? ' is-top' : ''}`}
                  >
                    {value}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
