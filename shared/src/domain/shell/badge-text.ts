export const BADGE_CAP = 9;

/** Text of a navbar notification badge, or null when the badge is hidden. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `+${BADGE_CAP}` : String(Math.trunc(count));
}
