import { describe, expect, it } from 'vitest';
import { type BreakDecisionStep, breakDecisionEntries, undoBreakDecision } from './break-decision-undo.js';

const NOW = 1_800_000_000;

describe('undoBreakDecision', () => {
  it('should allow undoing an approval or a refusal before the break starts', () => {
    const later = NOW + 600;
    expect(
      undoBreakDecision({ status: 'approved', start_time: later }, 'approve_break_request', false, NOW),
    ).toEqual({ ok: true });
    expect(
      undoBreakDecision({ status: 'rejected', start_time: later }, 'reject_break_request', false, NOW),
    ).toEqual({
      ok: true,
    });
  });

  it('should refuse once the break has started, or at its start', () => {
    expect(
      undoBreakDecision({ status: 'approved', start_time: NOW }, 'approve_break_request', false, NOW),
    ).toMatchObject({ ok: false, reason: 'started' });
    expect(
      undoBreakDecision(
        { status: 'approved', start_time: NOW + 60, started_at: NOW - 1 },
        'approve_break_request',
        false,
        NOW,
      ),
    ).toMatchObject({ ok: false, reason: 'started' });
  });

  it('should refuse a break with no standing decision: pending, cancelled, never decided or already undone', () => {
    const later = NOW + 600;
    for (const [status, last] of [
      ['pending', 'undo_break_decision'],
      ['cancelled', 'approve_break_request'],
      ['approved', null],
      ['approved', 'undo_break_decision'],
    ] as const) {
      expect(undoBreakDecision({ status, start_time: later }, last, false, NOW)).toMatchObject({
        ok: false,
        reason: 'not_decided',
      });
    }
  });

  it('should refuse to bring back a refusal once the tutor asked for another break of its kind', () => {
    expect(
      undoBreakDecision({ status: 'rejected', start_time: NOW + 600 }, 'reject_break_request', true, NOW),
    ).toMatchObject({ ok: false, reason: 'replaced' });
    expect(
      undoBreakDecision({ status: 'approved', start_time: NOW + 600 }, 'approve_break_request', true, NOW),
    ).toEqual({ ok: true });
  });
});

describe('breakDecisionEntries', () => {
  const step = (break_id: number, action: BreakDecisionStep['action'], at: number, actor = 7) => ({
    break_id,
    action,
    at,
    actor_user_id: actor,
  });

  it('should list decisions newest first, each marked undone by the undo that follows it', () => {
    expect(
      breakDecisionEntries([
        step(1, 'approve_break_request', 10),
        step(2, 'reject_break_request', 20, 8),
        step(1, 'undo_break_decision', 30, 9),
        step(1, 'reject_break_request', 40),
      ]),
    ).toEqual([
      { break_id: 1, decision: 'rejected', decided_at: 40, decided_by: 7, undone: null },
      { break_id: 2, decision: 'rejected', decided_at: 20, decided_by: 8, undone: null },
      { break_id: 1, decision: 'approved', decided_at: 10, decided_by: 7, undone: { at: 30, by: 9 } },
    ]);
  });

  it('should list nothing for a trail without decisions', () => {
    expect(breakDecisionEntries([])).toEqual([]);
  });
});
