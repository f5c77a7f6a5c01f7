import { describe, expect, it } from 'vitest';
import type { WhiteboardStroke } from '../../contracts/whiteboard.js';
import { pointsUpTo, REPLAY_PACE, type ReplayPace, replayFrame, replaySchedule } from './replay.js';

let next = 0;
const stroke = (points: WhiteboardStroke['points'], userId = 1): WhiteboardStroke => ({
  stroke_id: `s${++next}`,
  session_id: 9,
  user_id: userId,
  kind: 'stroke',
  colour: 'blue',
  size: 'medium',
  points,
  drawn_at: 1_700_000_000,
});
const clear = (): WhiteboardStroke => ({ ...stroke([]), kind: 'clear', colour: null, size: null });

const pace: ReplayPace = {
  msPerBoardWidth: 1000,
  minStrokeMs: 100,
  maxStrokeMs: 800,
  gapMs: 50,
  clearMs: 400,
  maxTotalMs: 60_000,
};

describe('replaySchedule', () => {
  it('should draw the strokes one after another from the start, at one pen speed', () => {
    const half = stroke([
      [0, 0.5],
      [0.5, 0.5],
    ]);
    const quarter = stroke([
      [0.5, 0.5],
      [0.75, 0.5],
    ]);
    const { steps, totalMs } = replaySchedule([half, quarter], pace);
    expect(steps).toEqual([
      { startMs: 0, durationMs: 500 },
      { startMs: 550, durationMs: 250 },
    ]);
    expect(totalMs).toBe(850);
  });

  it('should give a dot long enough to be seen and a long scribble no more than the most', () => {
    const dot = stroke([[0.5, 0.5]]);
    const long = stroke([
      [0, 0],
      [1, 0],
      [0, 0.1],
      [1, 0.1],
    ]);
    const { steps } = replaySchedule([dot, long, clear()], pace);
    expect(steps.map((step) => step.durationMs)).toEqual([100, 800, 400]);
  });

  it('should speed a long recording up evenly so it fits the longest replay', () => {
    const many = Array.from({ length: 200 }, () =>
      stroke([
        [0, 0],
        [1, 0],
      ]),
    );
    const natural = replaySchedule(many, { ...pace, maxTotalMs: Infinity });
    const fitted = replaySchedule(many, { ...pace, maxTotalMs: 10_000 });
    expect(natural.totalMs).toBe(200 * 850);
    expect(fitted.totalMs).toBeCloseTo(10_000);
    expect(fitted.steps[1]!.startMs / natural.steps[1]!.startMs).toBeCloseTo(10_000 / natural.totalMs);
  });

  it('should play the default pace within half a minute', () => {
    const many = Array.from({ length: 500 }, () =>
      stroke([
        [0, 0],
        [1, 1],
      ]),
    );
    expect(replaySchedule(many).totalMs).toBeCloseTo(REPLAY_PACE.maxTotalMs);
    expect(replaySchedule([]).totalMs).toBe(0);
  });
});

describe('replayFrame', () => {
  const a = stroke([
    [0, 0.5],
    [1, 0.5],
  ]);
  const b = stroke([
    [0.5, 0],
    [0.5, 1],
  ]);
  const c = stroke([[0.2, 0.2]]);
  const recording = [a, b, clear(), c];
  const schedule = replaySchedule(recording, pace); // a 0–800, b 850–1600 (3/4 of a width), clear 1650, c 2100–2200

  it('should start from an empty board', () => {
    expect(replayFrame(recording, schedule, -1)).toEqual({ strokes: [], reached: 0, done: false });
  });

  it('should show the stroke being drawn cut at how far the pen has got', () => {
    const frame = replayFrame(recording, schedule, 400);
    expect(frame.reached).toBe(1);
    expect(frame.strokes).toHaveLength(1);
    expect(frame.strokes[0]!.points).toEqual([
      [0, 0.5],
      [0.5, 0.5],
    ]);
  });

  it('should keep finished strokes whole under the next one', () => {
    const frame = replayFrame(recording, schedule, 1225);
    expect(frame.reached).toBe(2);
    expect(frame.strokes[0]).toBe(a);
    const [start, end] = frame.strokes[1]!.points;
    expect(start).toEqual([0.5, 0]);
    expect(end![0]).toBe(0.5);
    expect(end![1]).toBeCloseTo(0.5);
  });

  it('should wipe the board when the clear comes, as it did live', () => {
    expect(replayFrame(recording, schedule, 1800)).toEqual({ strokes: [], reached: 3, done: false });
  });

  it('should end on the board as it is now', () => {
    const frame = replayFrame(recording, schedule, schedule.totalMs);
    expect(frame).toEqual({ strokes: [c], reached: 4, done: true });
  });
});

describe('pointsUpTo', () => {
  it('should follow the stroke along its length, not its point count', () => {
    const points: WhiteboardStroke['points'] = [
      [0, 0],
      [0.1, 0],
      [0.2, 0],
      [1, 0],
    ];
    expect(pointsUpTo(points, 0.5)).toEqual([
      [0, 0],
      [0.1, 0],
      [0.2, 0],
      [0.5, 0],
    ]);
    expect(pointsUpTo(points, 0)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(pointsUpTo(points, 1)).toBe(points);
  });
});
