import type { TutorAway } from '../../contracts/presence.js';

export type PresenceChangeKind = 'went_away' | 'came_back' | 'reason_changed' | 'unchanged';

/**
 * What a newly learnt presence does to the one held (`held` null: present, or nothing known yet).
 * An absence keeps its first start while it lasts, whatever reason follows (an idle console then
 * locked is one absence); a start after `now` is taken as now.
 */
export function presenceChange(
  held: TutorAway | null,
  next: TutorAway | null,
  now: number,
): { kind: PresenceChangeKind; away: TutorAway | null } {
  if (next === null) return { kind: held ? 'came_back' : 'unchanged', away: null };
  const since = Math.min(next.since, now);
  if (!held) return { kind: 'went_away', away: { reason: next.reason, since } };
  if (held.reason === next.reason) return { kind: 'unchanged', away: held };
  return { kind: 'reason_changed', away: { reason: next.reason, since: held.since } };
}
