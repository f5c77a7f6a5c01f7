import { describe, expect, it } from 'vitest';
import { breakRequestsWindow, decideBreakRequest } from './break-decision.js';

const T = 1_700_000_000;
const pending = { status: 'pending', start_time: T } as const;

describe('deciding a break request', () => {
  it('approves a pending request up to one second before its start', () => {
    expect(decideBreakRequest(pending, 'approve', T - 1)).toEqual({ ok: true, status: 'approved' });
  });

  it.each([T, T + 1])('refuses to approve once the start has come (now = T + %d)', (now) => {
    expect(decideBreakRequest(pending, 'approve', now)).toMatchObject({
      ok: false,
      code: 'break_request_expired',
    });
  });

  it('rejects a pending request before and after its start', () => {
    expect(decideBreakRequest(pending, 'reject', T - 1)).toEqual({ ok: true, status: 'rejected' });
    expect(decideBreakRequest(pending, 'reject', T + 60)).toEqual({ ok: true, status: 'rejected' });
  });

  it.each(['approved', 'rejected', 'cancelled'] as const)('decides a %s request no second time', (status) => {
    for (const decision of ['approve', 'reject'] as const)
      expect(decideBreakRequest({ status, start_time: T }, decision, T - 60)).toMatchObject({
        ok: false,
        code: 'break_request_decided',
      });
  });
});

describe('the breaks center window', () => {
  it('reaches from 2 hours back to 10 hours ahead', () => {
    expect(breakRequestsWindow(T)).toEqual({ from: T - 2 * 3600, to: T + 10 * 3600 });
  });
});
