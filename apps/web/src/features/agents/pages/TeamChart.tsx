import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { formatAmount, formatDecimal } from '@wps/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../shared/i18n/languageCodes';
import { useLanguage } from '../../../shared/i18n/useLanguage';
import { useCurrency } from '../../../shared/money/moneyForm';
import { useTheme } from '../../../shared/theme/useTheme';

// Only what a line chart with a legend and tooltips needs (keeps this lazy chunk small).
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The money series drawn, each a figure of the team by day. */
const SERIES = ['deposits', 'withdrawals', 'validBet', 'profitLoss'] as const;
type Series = (typeof SERIES)[number];

export interface TeamChartProps {
  days: readonly ({ date: string } & Record<Series, string>)[];
}

/** Keeps a signed amount's minus in front when the canvas draws right to left. */
const ltr = (text: string) => `\u200e${text}`;

/** The team's figures by day as lines, in the theme's colours, mirrored for RTL languages. */
export function TeamChart({ days }: TeamChartProps) {
  const { t } = useTranslation('agents');
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const language = useLanguage();
  const currency = useCurrency();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    const css = (name: string) => styles.getPropertyValue(name).trim();
    const rtl = isRtl(language);
    const font = { family: styles.fontFamily || undefined };
    const config: ChartConfiguration<'line', number[], string> = {
      type: 'line',
      data: {
        labels: days.map((day) => day.date),
        datasets: SERIES.map((series, index) => {
          const colour = css(`--chart-${index + 1}`) || css('--accent');
          return {
            label: t(`figures.${series}`),
            // Only the line's height is floating point; the tooltips show the exact amounts.
            data: days.map((day) => Number(day[series])),
            borderColor: colour,
            backgroundColor: colour,
            borderWidth: 2,
            pointRadius: 2,
            tension: 0.25,
          };
        }),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: document.documentElement.lang || undefined,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            reverse: rtl,
            grid: { display: false },
            border: { color: css('--border') },
            ticks: { color: css('--text-muted'), font },
          },
          y: {
            position: rtl ? 'right' : 'left',
            grid: { color: css('--border') },
            border: { display: false },
            ticks: {
              color: css('--text-muted'),
              font,
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
              label: (item) => {
                const series = SERIES[item.datasetIndex];
                const amount = series ? days[item.dataIndex]?.[series] : undefined;
                return `${item.dataset.label ?? ''}: ${ltr(formatAmount(amount ?? '0', currency))}`;
              },
            },
          },
        },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [days, currency, theme, language, t]);

  return (
    <div className="agents-chart">
      <canvas ref={canvas} role="img" aria-label={t('overview.chartLabel')} />
    </div>
  );
}
