import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './bar-chart.css';

export interface BarChartProps {
  /** One bar per label, left to right. */
  labels: readonly string[];
  values: readonly number[];
  /** The value axis' name, e.g. "Sessions and essays". */
  valueLabel: string;
  /**
   * What the chart shows in a sentence, read out in place of the canvas: every chart of the apps
   * stands beside a table of the same numbers, which is where a screen reader reads them.
   */
  summary: string;
  height?: number;
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/**
 * A bar chart drawn by uPlot on a canvas, the console's analytics chart made shared for the web's
 * dashboards: chosen over ECharts for weight (about 50 kB against several hundred). Colours come
 * from the design tokens, so dark mode follows.
 */
export function BarChart({ labels, values, valueLabel, summary, height = 220 }: BarChartProps) {
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
    const data: uPlot.AlignedData = [labels.map((_, index) => index), [...values]];
    // About 7 px a character at the axis' size. Names that fit stand level; otherwise they slant,
    // and when even slanted ones would touch, only every nth is written.
    const perBar = width / Math.max(labels.length, 1);
    const longest = Math.max(...labels.map((label) => label.length), 1);
    const crowded = perBar < longest * 7 + 8;
    const every = crowded ? Math.max(1, Math.ceil(24 / Math.max(perBar, 1))) : 1;
    // A name slanted at 40 degrees takes about two thirds of its length downwards.
    const slantedSize = Math.min(140, Math.round(longest * 7 * 0.66) + 16);
    const drawnHeight = crowded ? height + slantedSize - 30 : height;
    const options: uPlot.Options = {
      width: Math.max(width, 200),
      height: drawnHeight,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: { range: (_, _min, max) => [0, Math.max(max, 1) * 1.1] },
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
        { stroke: text, grid: { stroke: grid, width: 1 }, label: valueLabel, labelSize: 20, size: 48 },
      ],
      series: [
        {},
        {
          label: valueLabel,
          fill: token('--lt-color-primary'),
          stroke: token('--lt-color-primary'),
          paths: uPlot.paths.bars?.({ size: [0.6, 64] }),
          points: { show: false },
        },
      ],
    };
    const chart = new uPlot(options, data, element);
    return () => chart.destroy();
  }, [labels, values, valueLabel, height, width]);

  return <div ref={box} className="lt-bar-chart" role="img" aria-label={summary} />;
}
