import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './bar-chart.css';

/** One set of bars: a value per label. */
export interface BarSeries {
  label: string;
  values: readonly number[];
  /** A design token's name; the primary colour when not given. */
  color?: string;
}

export interface BarChartProps {
  /** One bucket per label, left to right. */
  labels: readonly string[];
  /** One series, or two drawn side by side in each bucket (the first leaning left). */
  series: readonly [BarSeries] | readonly [BarSeries, BarSeries];
  /** The value axis' name, e.g. "Sessions and essays"; none when the series' colours say it. */
  valueLabel?: string;
  /**
   * What the chart shows in a sentence, read out in place of the canvas: every chart of the apps
   * stands beside a table of the same numbers, which is where a screen reader reads them.
   */
  summary: string;
  /** Dashed lines across the chart, e.g. risk thresholds. */
  guides?: readonly { value: number; label: string }[];
  height?: number;
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

const NO_GUIDES: NonNullable<BarChartProps['guides']> = [];

/**
 * The apps' bar chart, drawn by uPlot on a canvas: chosen over ECharts for weight (about 50 kB
 * against several hundred), since neither makes a canvas readable and every chart stands beside a
 * table of the same numbers anyway. Colours come from the design tokens, so dark mode follows.
 */
export function BarChart({
  labels,
  series,
  valueLabel,
  summary,
  guides = NO_GUIDES,
  height = 220,
}: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // The chart is drawn afresh for each width: which names fit, and whether they slant, depend on it.
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const resize = new ResizeObserver(() => setWidth(Math.round(element.clientWidth)));
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    const text = token('--lt-color-text-muted');
    const grid = token('--lt-color-border');
    const data: uPlot.AlignedData = [
      labels.map((_, index) => index),
      ...series.map((one) => [...one.values]),
    ];
    // About 7 px a character at the axis' size. Names that fit stand level; otherwise they slant,
    // and when even slanted ones would touch, only every nth is written.
    const perBar = width / Math.max(labels.length, 1);
    const longest = Math.max(...labels.map((label) => label.length), 1);
    const crowded = perBar < longest * 7 + 8;
    const every = crowded ? Math.max(1, Math.ceil(24 / Math.max(perBar, 1))) : 1;
    // A name slanted at 40 degrees takes about two thirds of its length downwards.
    const slantedSize = Math.min(140, Math.round(longest * 7 * 0.66) + 16);
    const drawnHeight = crowded ? height + slantedSize - 30 : height;
    const paired = series.length === 2;
    const options: uPlot.Options = {
      width: Math.max(width, 200),
      height: drawnHeight,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: {
          range: (_, _min, max) => [0, Math.max(max, ...guides.map((guide) => guide.value), 1) * 1.1],
        },
      },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => labels.map((_, index) => index).filter((index) => index % every === 0),
          values: (_, splits) => splits.map((index) => labels[index] ?? ''),
          ...(crowded ? { rotate: -40, size: slantedSize } : {}),
        },
        {
          stroke: text,
          grid: { stroke: grid, width: 1 },
          size: 48,
          ...(valueLabel ? { label: valueLabel, labelSize: 20 } : {}),
        },
      ],
      series: [
        {},
        ...series.map((one, index) => ({
          label: one.label,
          fill: token(one.color ?? '--lt-color-primary'),
          stroke: token(one.color ?? '--lt-color-primary'),
          paths: uPlot.paths.bars?.(
            paired ? { size: [0.35, 40], align: index === 0 ? -1 : 1 } : { size: [0.6, 64] },
          ),
          points: { show: false },
        })),
      ],
      hooks: { draw: [(chart) => drawGuides(chart, guides)] },
    };
    const chart = new uPlot(options, data, element);
    return () => chart.destroy();
  }, [labels, series, valueLabel, guides, height, width]);

  return <div ref={box} className="lt-bar-chart" role="img" aria-label={summary} />;
}

function drawGuides(chart: uPlot, guides: NonNullable<BarChartProps['guides']>): void {
  if (guides.length === 0) return;
  const context = chart.ctx;
  context.save();
  context.strokeStyle = token('--lt-color-danger');
  context.fillStyle = token('--lt-color-danger-text');
  context.setLineDash([6, 4]);
  context.font = `${12 * devicePixelRatio}px system-ui, sans-serif`;
  // Labelled at the right end, clear of the value axis' numbers.
  context.textAlign = 'right';
  for (const guide of guides) {
    const y = chart.valToPos(guide.value, 'y', true);
    context.beginPath();
    context.moveTo(chart.bbox.left, y);
    context.lineTo(chart.bbox.left + chart.bbox.width, y);
    context.stroke();
    context.fillText(guide.label, chart.bbox.left + chart.bbox.width - 4, y - 4 * devicePixelRatio);
  }
  context.restore();
}
