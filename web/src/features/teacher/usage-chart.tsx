import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface UsageSeries {
  label: string;
  values: readonly number[];
  /** A design token's name, e.g. `--lt-color-primary`. */
  color: string;
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/**
 * Sessions and essays side by side per bucket, drawn by uPlot as the console's charts are (see
 * desktop's analytics bar-chart for why uPlot). The canvas is read out as one sentence; the table
 * beside it holds the numbers. Colours come from the design tokens, so dark mode follows.
 */
export function UsageChart({
  labels,
  series,
  summary,
  height = 240,
}: {
  labels: readonly string[];
  series: readonly UsageSeries[];
  summary: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = token('--lt-color-text-muted');
    const grid = token('--lt-color-border');
    const data: uPlot.AlignedData = [
      labels.map((_, index) => index),
      ...series.map((one) => [...one.values]),
    ];
    // A long range labels every nth bucket only, so names never run into each other.
    const every = Math.max(1, Math.ceil((labels.length * 70) / Math.max(element.clientWidth, 200)));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
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
        },
        {
          stroke: text,
          grid: { stroke: grid, width: 1 },
          size: 40,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
        },
      ],
      series: [
        {},
        ...series.map((one, index) => ({
          label: one.label,
          fill: token(one.color),
          stroke: token(one.color),
          // Two bars share each bucket: the first leans left, the second right.
          paths: uPlot.paths.bars?.({ size: [0.35, 40], align: index === 0 ? -1 : 1 }),
          points: { show: false },
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series, height]);

  return <div ref={box} className="usage-chart" role="img" aria-label={summary} />;
}
