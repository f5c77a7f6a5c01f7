import type { BreakStatus, ShiftBreak } from './shift-breaks.js';

export type DecidedBreakStatus = Extract<BreakStatus, 'approved' | 'rejected'>;

/** One entry of a break's decision trail: a manager's approval or rejection, or its undoing. */
export interface BreakDecisionStep {
  break_id: number;
  action: 'approve_break_request' | 'reject_break_request' | 'undo_break_decision';
  at: number;
  actor_user_id: number | null;
}

export type BreakUndoRefusal = 'not_decided' | 'started' | 'replaced';

export type BreakUndoOutcome = { ok: true } | { ok: false; reason: BreakUndoRefusal; message: string };

export const BREAK_UNDO_TEXTS = {
  not_decided: 'This break has no decision to undo: it was cancelled, or its decision was already undone.',
  started: 'This break has already started, so its decision can no longer be undone.',
  replaced:
    'The tutor has asked for another break of this kind since, so this refusal can no longer be undone.',
} as const satisfies Record<BreakUndoRefusal, string>;

/**
 * Whether a manager may take back the decision on a break, putting the request back to pending.
 * Only the standing decision (the break still approved or rejected as decided) of a break that has
 * not begun. Undoing a refusal brings the request back, so not once the tutor has another standing
 * request of the same kind: they would hold two.
 */
export function undoBreakDecision(
  request: Pick<ShiftBreak, 'status' | 'start_time'> & { started_at?: number | null },
  lastStep: BreakDecisionStep['action'] | null,
  otherStandingOfKind: boolean,
  now: number,
): BreakUndoOutcome {
  const decided = request.status === 'approved' || request.status === 'rejected';
  if (!decided || lastStep === null || lastStep === 'undo_break_decision')
    return { ok: false, reason: 'not_decided', message: BREAK_UNDO_TEXTS.not_decided };
  if (request.started_at != null || request.start_time <= now)
    return { ok: false, reason: 'started', message: BREAK_UNDO_TEXTS.started };
  if (request.status === 'rejected' && otherStandingOfKind)
    return { ok: false, reason: 'replaced', message: BREAK_UNDO_TEXTS.replaced };
  return { ok: true };
}

export interface BreakDecisionEntry {
  break_id: number;
  decision: DecidedBreakStatus;
  decided_at: number;
  decided_by: number | null;
  /** When and by whom this decision was taken back; null while it stands. */
  undone: { at: number; by: number | null } | null;
}

/**
 * A break's trail read as decisions, newest first: each approval or rejection, marked undone when
 * an undo follows it. Steps arrive in trail order (oldest first).
 */
export function breakDecisionEntries(steps: readonly BreakDecisionStep[]): BreakDecisionEntry[] {
  const open = new Map<number, BreakDecisionEntry>();
  const entries: BreakDecisionEntry[] = [];
  for (const step of steps) {
    if (step.action === 'undo_break_decision') {
      const entry = open.get(step.break_id);
      if (entry) entry.undone = { at: step.at, by: step.actor_user_id };
      open.delete(step.break_id);
      continue;
    }
    const entry: BreakDecisionEntry = {
      break_id: step.break_id,
      decision: step.action === 'approve_break_request' ? 'approved' : 'rejected',
      decided_at: step.at,
      decided_by: step.actor_user_id,
      undone: null,
    };
    open.set(step.break_id, entry);
    entries.push(entry);
  }
  return entries.reverse();
}
