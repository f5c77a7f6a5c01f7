import { describe, expect, it } from 'vitest';
import {
  momentAfterStrokes,
  pausedAt,
  positionAt,
  seek,
  settle,
  strokesDrawnAt,
  togglePlay,
} from './replay-player.js';
import type { ReplaySchedule } from './replay.js';

const TOTAL = 1000;
// Three strokes: 0–200, 300–500, 600–900 (the gaps between are the pauses).
const SCHEDULE: ReplaySchedule = {
  steps: [
    { startMs: 0, durationMs: 200 },
    { startMs: 300, durationMs: 200 },
    { startMs: 600, durationMs: 300 },
  ],
  totalMs: TOTAL,
};

describe('the replay player', () => {
  it('should run on from where play was pressed, and stay still while paused', () => {
    const playing = togglePlay(pausedAt(0), TOTAL, 5000);
    expect(positionAt(playing, TOTAL, 5250)).toBe(250);
    const paused = togglePlay(playing, TOTAL, 5400);
    expect(paused.playing).toBe(false);
    expect(positionAt(paused, TOTAL, 9000)).toBe(400);
    expect(positionAt(togglePlay(paused, TOTAL, 9000), TOTAL, 9100)).toBe(500);
  });

  it('should stop at the end, and play from the start again when played once there', () => {
    const playing = togglePlay(pausedAt(900), TOTAL, 0);
    expect(positionAt(playing, TOTAL, 5000)).toBe(TOTAL);
    const ended = settle(playing, TOTAL, 5000);
    expect(ended).toEqual(pausedAt(TOTAL, 5000));
    expect(settle(ended, TOTAL, 6000)).toBe(ended);
    const again = togglePlay(ended, TOTAL, 6000);
    expect(again).toEqual({ playing: true, positionMs: 0, since: 6000 });
  });

  it('should scrub within the recording, playing on if it was playing', () => {
    expect(positionAt(seek(pausedAt(0), 700, TOTAL, 10), TOTAL, 99)).toBe(700);
    expect(seek(pausedAt(0), -50, TOTAL, 0).positionMs).toBe(0);
    expect(seek(pausedAt(0), 5000, TOTAL, 0).positionMs).toBe(TOTAL);
    const playing = seek(togglePlay(pausedAt(0), TOTAL, 0), 300, TOTAL, 100);
    expect(positionAt(playing, TOTAL, 150)).toBe(350);
  });

  it('should count a stroke as drawn once its step has ended, a gap after it included', () => {
    expect(strokesDrawnAt(SCHEDULE, 0)).toBe(0);
    expect(strokesDrawnAt(SCHEDULE, 199)).toBe(0);
    expect(strokesDrawnAt(SCHEDULE, 200)).toBe(1);
    expect(strokesDrawnAt(SCHEDULE, 550)).toBe(2);
    expect(strokesDrawnAt(SCHEDULE, TOTAL)).toBe(3);
    expect(strokesDrawnAt({ steps: [], totalMs: 0 }, 0)).toBe(0);
  });

  it('should land a scrub to a stroke count where that many are drawn and no more', () => {
    for (const count of [0, 1, 2, 3])
      expect(strokesDrawnAt(SCHEDULE, momentAfterStrokes(SCHEDULE, count))).toBe(count);
    expect(momentAfterStrokes(SCHEDULE, 2)).toBe(500);
    expect(momentAfterStrokes(SCHEDULE, 9)).toBe(900);
    expect(momentAfterStrokes(SCHEDULE, -1)).toBe(0);
  });
});
