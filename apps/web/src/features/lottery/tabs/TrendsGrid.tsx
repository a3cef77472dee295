import type { Routes, ValueOf } from '@wps/contracts';
import { useTranslation } from 'react-i18next';

type Trends = ValueOf<Routes['lotteryResults']>['trends'];

/** Per group, each value's count (hot: the highest, cold: the lowest) and missing count. */
export function TrendsGrid({ trends }: { trends: Trends }) {
  const { t } = useTranslation('lottery');
  if (trends.rows.length === 0) return null;
  return (
    <div className="lottery-trends">
      <h3 className="lottery-subtitle">{t('lottery.trends.title')}</h3>
      <p className="lottery-note">{t('lottery.trends.over', { count: trends.over })}</p>
      <p className="lottery-trends__legend lottery-note">
        <span className="lottery-trend lottery-trend--hot">{t('lottery.trends.hot')}</span>
        <span className="lottery-trend lottery-trend--cold">{t('lottery.trends.cold')}</span>
        <span>{t('lottery.trends.legend')}</span>
      </p>
      {trends.rows.map((row) => {
        const counts = row.cells.map((cell) => cell.count);
        const high = Math.max(...counts);
        const low = Math.min(...counts);
        const title = row.group === 'all' ? t('lottery.trends.all') : t('lottery.position', { n: row.group });
        return (
          <section key={row.group} className="lottery-trends__group" aria-label={title}>
            <h4 className="lottery-trends__title">{title}</h4>
            <ul className="lottery-trends__cells">
              {row.cells.map((cell) => {
                const tone =
                  high === low ? '' : cell.count === high ? 'hot' : cell.count === low ? 'cold' : '';
                return (
                  <li
                    key={cell.value}
                    className={`lottery-trend${tone ? ` lottery-trend--${tone}` : ''}`}
                    data-tone={tone || undefined}
                  >
                    <span className="lottery-trend__value money-ltr">{cell.value}</span>
                    <span className="lottery-trend__count">{cell.count}</span>
                    <span className="lottery-trend__missing">{cell.missing}</span>
                    <span className="visually-hidden">
                      {t('lottery.trends.cell', { count: cell.count, missing: cell.missing })}
                      {tone && ` ${t(`lottery.trends.${tone}`)}`}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
