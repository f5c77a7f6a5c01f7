/**
 * How long a self-harm item may wait for a tutor manager before it is escalated: an OS
 * notification on every manager's console and a message to the school's safety contacts.
 */
export const SAFETY_ACK_SECONDS = 120;

/** Where an item's escalation stands at `now`. */
export type SafetyEscalationStatus =
  /** Nobody has acknowledged it yet; it escalates at `escalates_at`. */
  | 'waiting'
  /** Nobody acknowledged it in time: escalate it now (the sweep claims it). */
  | 'due'
  /** A manager acknowledged it before it escalated: it never will. */
  | 'acknowledged'
  /** It was escalated and nobody has acknowledged it since. */
  | 'escalated'
  /** It was escalated, then a manager acknowledged it. */
  | 'escalated_acknowledged';

export interface SafetyEscalationTimes {
  /** Unix seconds: when it escalates unless acknowledged first (see `escalatesAt`). */
  escalates_at: number;
  escalated_at: number | null;
  acknowledged_at: number | null;
}

/**
 * When a self-harm item escalates: SAFETY_ACK_SECONDS after it was raised, or at once for a
 * drill its sender asked to escalate on demand.
 */
export function escalatesAt(raisedAt: number, at: 'timer' | 'now'): number {
  return at === 'now' ? raisedAt : raisedAt + SAFETY_ACK_SECONDS;
}

export function safetyEscalationStatus(times: SafetyEscalationTimes, now: number): SafetyEscalationStatus {
  if (times.escalated_at !== null) {
    return times.acknowledged_at === null ? 'escalated' : 'escalated_acknowledged';
  }
  if (times.acknowledged_at !== null) return 'acknowledged';
  return now >= times.escalates_at ? 'due' : 'waiting';
}

/** Whole seconds left before the item escalates (0 once due or settled): the console's countdown. */
export function secondsUntilEscalation(times: SafetyEscalationTimes, now: number): number {
  return safetyEscalationStatus(times, now) === 'waiting' ? times.escalates_at - now : 0;
}
