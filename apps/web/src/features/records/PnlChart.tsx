import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDecimal, type CurrencyDisplay, type Pnl } from '@wps/contracts';
import { isRtl } from '../../shared/i18n/languageCodes';
import { useLanguage } from '../../shared/i18n/useLanguage';
import { useTheme } from '../../shared/theme/useTheme';
import { pnlSeries } from './recordsLogic';

// Only what a bar chart with a legend and tooltips needs (keeps this lazy chunk small).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const SERIES_COLOURS = 8;
/** Keeps a signed amount's minus in front when the canvas draws right to left. */
const ltr = (text: string) => `\u200e${text}`;

/** Profit by day as bars stacked by game type, in the theme's colours, mirrored for RTL languages. */
export function PnlChart({ list, currency }: { list: Pnl['list']; currency: CurrencyDisplay }) {
  const { t } = useTranslation('bets');
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const language = useLanguage();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    const css = (name: string) => styles.getPropertyValue(name).trim();
    const rtl = isRtl(language);
    const font = { family: styles.fontFamily || undefined };
    const { days, series } = pnlSeries(list, currency.decimals);
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: days,
        datasets: series.map((item, index) => ({
          label: t(`bets.category.${item.gameType}`),
          data: item.profits,
          backgroundColor: css(`--chart-${(index % SERIES_COLOURS) + 1}`) || css('--accent'),
          borderRadius: 3,
          maxBarThickness: 36,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: document.documentElement.lang || undefined,
        scales: {
          x: {
            stacked: true,
            reverse: rtl,
            grid: { display: false },
            border: { color: css('--border') },
            ticks: { color: css('--text-muted'), font },
          },
          y: {
            stacked: true,
            position: rtl ? 'right' : 'left',
            grid: { color: css('--border') },
            border: { display: false },
            ticks: {
              color: css('--text-muted'),
              font,
              // Steps of whole minor units; a tick is a position on the axis, not a ledger amount.
              precision: currency.decimals,
              callback: (value) =>
                ltr(formatDecimal(Number(value).toFixed(currency.decimals), currency.decimals)),
            },
          },
        },
        plugins: {
          legend: {
            position: 'bottom',
            rtl,
            labels: { color: css('--text'), font, boxWidth: 12, boxHeight: 12 },
          },
          tooltip: {
            rtl,
            titleFont: font,
            bodyFont: font,
            callbacks: {
              label: (item) =>
                `${item.dataset.label ?? ''}: ${ltr(formatAmount(series[item.datasetIndex]?.amounts[item.dataIndex] ?? '0', currency))}`,
            },
          },
        },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [list, currency, theme, language, t]);

  return (
    <div className="pnl-chart">
      <canvas ref={canvas} role="img" aria-label={t('pnl.chartLabel')} />
    </div>
  );
}
