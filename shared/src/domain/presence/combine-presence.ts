import type { PresenceReport, TutorAway } from '../../contracts/presence.js';

/** One console's report as the server keeps it: the absence's start is an instant, on the server's clock. */
export type ConsolePresence = { state: 'present' } | { state: 'away'; away: TutorAway };

/** A report read on the server's clock at `now`. */
export function toConsolePresence(report: PresenceReport, now: number): ConsolePresence {
  if (report.state === 'present') return { state: 'present' };
  return { state: 'away', away: { reason: report.reason, since: now - report.idle_seconds } };
}

/**
 * The tutor's presence from every console they have open (the desktop app and a browser tab, say),
 * null meaning present. Present if any console sees them, since a forgotten tab must not send away
 * someone working in another; otherwise away since the latest sign of life any console saw, for
 * that console's reason. With no console left at all, away (disconnected) since the last one went,
 * `lastSeen`.
 */
export function presenceFromConsoles(
  consoles: readonly ConsolePresence[],
  lastSeen: number,
): TutorAway | null {
  if (consoles.length === 0) return { reason: 'disconnected', since: lastSeen };
  let latest: TutorAway | null = null;
  for (const report of consoles) {
    if (report.state === 'present') return null;
    if (!latest || report.away.since > latest.since) latest = report.away;
  }
  return latest;
}
