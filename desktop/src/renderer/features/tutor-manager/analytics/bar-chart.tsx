import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarChartProps {
  /** One bar per label, left to right. */
  labels: readonly string[];
  values: readonly number[];
  /** The value axis' name, e.g. "Missed per 100". */
  valueLabel: string;
  /** What the chart shows in a sentence, read out in place of the canvas (the table beside it has the numbers). */
  summary: string;
  /** Dashed lines across the chart, e.g. the risk thresholds. */
  guides?: readonly { value: number; label: string }[];
  height?: number;
}

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/**
 * A bar chart drawn by uPlot on a canvas: chosen over ECharts for weight (about 50 kB against
 * several hundred), since neither makes a canvas readable and the console gives every chart a
 * table of the same numbers anyway. Colours come from the design tokens, so dark mode follows.
 */
export function BarChart({ labels, values, valueLabel, summary, guides = [], height = 220 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = token('--lt-color-text-muted');
    const grid = token('--lt-color-border');
    const data: uPlot.AlignedData = [labels.map((_, index) => index), [...values]];
    // Names wider than their bar's share of the width are slanted, so they never run into each other.
    const crowded = element.clientWidth / Math.max(labels.length, 1) < 90;
    const drawnHeight = crowded ? height + 80 : height;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: drawnHeight,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, labels.length - 0.5] },
        y: {
          range: (_, min, max) => [0, Math.max(max, ...guides.map((guide) => guide.value), 1) * 1.1],
        },
      },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => labels.map((_, index) => index),
          values: () => [...labels],
          ...(crowded ? { rotate: -40, size: 90 } : {}),
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
      hooks: {
        draw: [
          (chart) => {
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
          },
        ],
      },
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: drawnHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, valueLabel, guides, height]);

  return <div ref={box} className="bar-chart" role="img" aria-label={summary} />;
}
