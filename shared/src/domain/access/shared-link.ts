const DAY_SECONDS = 86_400;

export interface SharedLink {
  /** When the link was made, in seconds since the epoch. */
  created_at: number;
  /** Whether the student's school allows sharing sessions now. */
  sharing_on: boolean;
}

export type SharedLinkRefusal = 'sharing_off' | 'expired';

/**
 * Why a shared-session link no longer opens, or null while it does: it works for `ttlDays` after
 * it was made, and only while the school still allows sharing, so turning sharing off stops the
 * links already handed out.
 */
export function sharedLinkRefusal(link: SharedLink, now: number, ttlDays: number): SharedLinkRefusal | null {
  if (!link.sharing_on) return 'sharing_off';
  if (now >= link.created_at + ttlDays * DAY_SECONDS) return 'expired';
  return null;
}

/** When the link stops working, in seconds since the epoch. */
export function sharedLinkExpiresAt(createdAt: number, ttlDays: number): number {
  return createdAt + ttlDays * DAY_SECONDS;
}
