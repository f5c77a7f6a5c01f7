/**
 * How long a district keeps each kind of its students' data. A period is whole days; null keeps
 * that kind for good (the default: nothing is removed until a district says so).
 */
export const RETENTION_KINDS = ['chat_messages', 'media', 'essays', 'whiteboards', 'recordings'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export type RetentionPeriods = Record<RetentionKind, number | null>;

export const KEEP_FOR_GOOD: RetentionPeriods = {
  chat_messages: null,
  media: null,
  essays: null,
  whiteboards: null,
  recordings: null,
};

/** A school year at least, so a term's work is never removed under a student; ten years at most. */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;

const DAY = 86_400;

/** Why a period cannot be set, or null when it can. */
export function retentionRefusal(days: number | null): 'not_whole_days' | 'too_short' | 'too_long' | null {
  if (days === null) return null;
  if (!Number.isInteger(days)) return 'not_whole_days';
  if (days < RETENTION_MIN_DAYS) return 'too_short';
  if (days > RETENTION_MAX_DAYS) return 'too_long';
  return null;
}

/**
 * The instant (unix seconds) before which each kind is removed at `now`: what was made before it
 * is past its period. Null for a kind kept for good. A period of N days keeps what is N days old
 * to the second, and removes it a second later.
 */
export function retentionCutoffs(
  periods: RetentionPeriods,
  now: number,
): Record<RetentionKind, number | null> {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => {
      const days = periods[kind];
      return [kind, days === null ? null : now - days * DAY];
    }),
  ) as Record<RetentionKind, number | null>;
}

/** Whether something of `kind` made at `madeAt` (unix seconds) is past its period at `now`. */
export function isPastRetention(
  periods: RetentionPeriods,
  kind: RetentionKind,
  madeAt: number,
  now: number,
): boolean {
  const cutoff = retentionCutoffs(periods, now)[kind];
  return cutoff !== null && madeAt < cutoff;
}
