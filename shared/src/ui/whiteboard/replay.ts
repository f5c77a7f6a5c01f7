import type { WhiteboardStroke } from '../../contracts/whiteboard.js';
import { segmentLength, strokeLength } from './board-geometry.js';

/**
 * How fast the recording plays. A stroke is drawn at one steady pen speed (its duration follows
 * its length, within bounds so a dot is seen and a long scribble does not drag), a short pause
 * between strokes, a longer one on a clear so the wipe is noticed; a long recording is sped up
 * as a whole to fit `maxTotalMs`.
 */
export interface ReplayPace {
  /** Milliseconds to draw a line one board width long. */
  msPerBoardWidth: number;
  minStrokeMs: number;
  maxStrokeMs: number;
  gapMs: number;
  clearMs: number;
  maxTotalMs: number;
}

export const REPLAY_PACE: ReplayPace = {
  msPerBoardWidth: 900,
  minStrokeMs: 120,
  maxStrokeMs: 1200,
  gapMs: 120,
  clearMs: 600,
  maxTotalMs: 30_000,
};

/** One stroke (or clear) of the recording: when it starts and how long it takes to draw. */
export interface ReplayStep {
  startMs: number;
  durationMs: number;
}

export interface ReplaySchedule {
  steps: ReplayStep[];
  totalMs: number;
}

/** When each stroke of the recording is drawn, from an empty board; steps match `strokes` by index. */
export function replaySchedule(
  strokes: readonly WhiteboardStroke[],
  pace: ReplayPace = REPLAY_PACE,
): ReplaySchedule {
  const durations = strokes.map((stroke) =>
    stroke.kind === 'clear'
      ? pace.clearMs
      : Math.min(
          pace.maxStrokeMs,
          Math.max(pace.minStrokeMs, strokeLength(stroke.points) * pace.msPerBoardWidth),
        ),
  );
  const natural = durations.reduce((sum, duration) => sum + duration, 0) + pace.gapMs * strokes.length;
  const scale = natural > pace.maxTotalMs ? pace.maxTotalMs / natural : 1;
  let at = 0;
  const steps = durations.map((duration) => {
    const step = { startMs: at, durationMs: duration * scale };
    at += (duration + pace.gapMs) * scale;
    return step;
  });
  return { steps, totalMs: at };
}

export interface ReplayFrame {
  /** What the board shows at this moment: strokes since the last clear, the one being drawn cut short. */
  strokes: WhiteboardStroke[];
  /** How many strokes of the recording have begun (1-based position of the current one). */
  reached: number;
  done: boolean;
}

/** The board `elapsedMs` into the replay. A clear wipes the board when its step begins. */
export function replayFrame(
  strokes: readonly WhiteboardStroke[],
  schedule: ReplaySchedule,
  elapsedMs: number,
): ReplayFrame {
  let shown: WhiteboardStroke[] = [];
  let reached = 0;
  for (let i = 0; i < strokes.length; i++) {
    const stroke = strokes[i]!;
    const step = schedule.steps[i]!;
    if (elapsedMs < step.startMs) break;
    reached = i + 1;
    if (stroke.kind === 'clear') {
      shown = [];
      continue;
    }
    const progress = step.durationMs > 0 ? (elapsedMs - step.startMs) / step.durationMs : 1;
    shown.push(progress >= 1 ? stroke : { ...stroke, points: pointsUpTo(stroke.points, progress) });
  }
  return { strokes: shown, reached, done: elapsedMs >= schedule.totalMs };
}

/** The first `fraction` of a stroke's length, ending on a point placed between two of its own. */
export function pointsUpTo(points: WhiteboardStroke['points'], fraction: number): WhiteboardStroke['points'] {
  if (points.length <= 1 || fraction >= 1) return points;
  const target = strokeLength(points) * Math.max(0, fraction);
  const out: WhiteboardStroke['points'] = [points[0]!];
  let travelled = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const length = segmentLength(a, b);
    if (travelled + length >= target) {
      const t = length > 0 ? (target - travelled) / length : 0;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      return out;
    }
    travelled += length;
    out.push(b);
  }
  return out;
}
