import {
  BarController,
  BarElement,
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
import { useEffect, useRef } from 'react';
import { useTheme } from '../../shared/theme/theme';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface TrendSeries {
  label: string;
  values: number[];
  kind: 'bar' | 'line';
  /** A CSS variable of the theme (its colour follows light and dark). */
  colour: string;
}

/** A 30-day chart (bars and lines on one axis), in the theme's colours; the table beside it is the text alternative. */
export function TrendChart({
  labels,
  series,
  label,
}: {
  labels: string[];
  series: TrendSeries[];
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const styles = getComputedStyle(element);
    const css = (name: string) => styles.getPropertyValue(name).trim();
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels: labels.map((day) => day.slice(5)),
        datasets: series.map((item) => ({
          type: item.kind,
          label: item.label,
          data: item.values,
          backgroundColor: css(item.colour),
          borderColor: css(item.colour),
          borderRadius: item.kind === 'bar' ? 3 : 0,
          maxBarThickness: 18,
          pointRadius: item.kind === 'line' ? 2 : 0,
          tension: 0.25,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { labels: { color: css('--text'), boxWidth: 12 } } },
        scales: {
          x: {
            grid: { display: false },
            ticks: { color: css('--text-muted'), maxRotation: 0, autoSkipPadding: 8 },
          },
          y: { grid: { color: css('--border') }, ticks: { color: css('--text-muted') } },
        },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [labels, series, theme]);
  return (
    <div className="trend-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
