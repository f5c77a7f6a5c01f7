import type { BreakStatus, ShiftBreak } from './shift-breaks.js';

export type BreakDecisionKind = 'approve' | 'reject';

export type BreakDecisionRefusalCode = 'break_request_decided' | 'break_request_expired';

export type BreakDecisionOutcome =
  | { ok: true; status: Extract<BreakStatus, 'approved' | 'rejected'> }
  | { ok: false; code: BreakDecisionRefusalCode; message: string };

export const BREAK_DECISION_TEXTS = {
  break_request_decided: 'This break request has already been decided or cancelled.',
  break_request_expired: 'This break would already have started: it can only be rejected now.',
} as const satisfies Record<BreakDecisionRefusalCode, string>;

/**
 * A platform manager's decision on a break request. Only a pending request is decided, once. A
 * break whose start has come can no longer be approved (the tutor was never told to take it), but
 * it can still be rejected, which clears it from the queue.
 */
export function decideBreakRequest(
  request: Pick<ShiftBreak, 'status' | 'start_time'>,
  decision: BreakDecisionKind,
  now: number,
): BreakDecisionOutcome {
  if (request.status !== 'pending')
    return { ok: false, code: 'break_request_decided', message: BREAK_DECISION_TEXTS.break_request_decided };
  if (decision === 'reject') return { ok: true, status: 'rejected' };
  if (request.start_time <= now)
    return { ok: false, code: 'break_request_expired', message: BREAK_DECISION_TEXTS.break_request_expired };
  return { ok: true, status: 'approved' };
}

const HOUR = 3600;

/** The breaks center lists breaks starting from 2 hours back to 10 hours ahead, as the spec fetches approved ones. */
export function breakRequestsWindow(now: number): { from: number; to: number } {
  return { from: now - 2 * HOUR, to: now + 10 * HOUR };
}
