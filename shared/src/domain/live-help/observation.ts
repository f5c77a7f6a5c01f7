import type { SessionStatus } from '../../contracts/sessions.js';

/**
 * The latest messages an observer receives on arriving. A live chat rarely holds more; the bound
 * keeps the answer to one socket command small whatever a session grew to.
 */
export const OBSERVATION_MESSAGES_MAX = 500;

/** Only a session in chat can be watched: a waiting one has no tutor yet, an ended one has its transcript. */
export function mayObserve(status: SessionStatus): boolean {
  return status === 'matched';
}

/** One socket watching a session: whose it is, and since when (unix seconds). */
export interface ObservingSocket {
  user_id: number;
  since: number;
}

/**
 * Who the tutor is told is observing, as user ids: each person once (a manager may watch from two
 * windows, or come back after a dropped connection), the first to arrive first.
 */
export function observerIds(sockets: readonly ObservingSocket[]): number[] {
  const first = new Map<number, number>();
  for (const socket of sockets)
    first.set(socket.user_id, Math.min(first.get(socket.user_id) ?? socket.since, socket.since));
  return [...first.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([userId]) => userId);
}
