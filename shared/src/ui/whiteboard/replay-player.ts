import type { ReplaySchedule } from './replay.js';

/**
 * Where a replay that can be paused and scrubbed stands. While playing, the position runs on from
 * `positionMs` as the clock moves past `since`; paused, it stays at `positionMs`. Pure: the
 * caller passes the clock's `now` in, as the domain rules take theirs.
 */
export interface ReplayPlayer {
  playing: boolean;
  positionMs: number;
  /** The clock's reading when `positionMs` was taken. */
  since: number;
}

export const pausedAt = (positionMs: number, now = 0): ReplayPlayer => ({
  playing: false,
  positionMs,
  since: now,
});

const clamp = (ms: number, totalMs: number) => Math.min(totalMs, Math.max(0, ms));

/** The replay's moment now: it stops at the end on its own. */
export function positionAt(player: ReplayPlayer, totalMs: number, now: number): number {
  return clamp(player.playing ? player.positionMs + (now - player.since) : player.positionMs, totalMs);
}

/** Play pauses where it stands; pause plays on, from the start again once it had reached the end. */
export function togglePlay(player: ReplayPlayer, totalMs: number, now: number): ReplayPlayer {
  const at = positionAt(player, totalMs, now);
  if (player.playing) return pausedAt(at, now);
  return { playing: true, positionMs: at >= totalMs ? 0 : at, since: now };
}

/** Jumps to a moment, playing on from there if it was playing. */
export function seek(player: ReplayPlayer, ms: number, totalMs: number, now: number): ReplayPlayer {
  return { playing: player.playing, positionMs: clamp(ms, totalMs), since: now };
}

/** A player that has run to the end is paused there (the play button then offers to start again). */
export function settle(player: ReplayPlayer, totalMs: number, now: number): ReplayPlayer {
  return player.playing && positionAt(player, totalMs, now) >= totalMs ? pausedAt(totalMs, now) : player;
}

/** How many strokes are wholly drawn `ms` into the replay: what the scrubber shows. */
export function strokesDrawnAt(schedule: ReplaySchedule, ms: number): number {
  let drawn = 0;
  for (const step of schedule.steps) {
    if (ms < step.startMs + step.durationMs) break;
    drawn += 1;
  }
  return drawn;
}

/** The moment the first `count` strokes are wholly drawn, and the next not begun: where a scrub to it lands. */
export function momentAfterStrokes(schedule: ReplaySchedule, count: number): number {
  if (count <= 0) return 0;
  const step = schedule.steps[Math.min(count, schedule.steps.length) - 1];
  return step ? step.startMs + step.durationMs : 0;
}
