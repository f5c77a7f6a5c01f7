import { ApiError } from '@lantern/shared/client/api-error';
import type { BreakDecisionRecord, BreakRequestItem } from '@lantern/shared/contracts/breaks';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const NOW = 1_800_000_000;
const MINUTE = 60;

function request(id: number, kind: 'meal' | 'rest' = 'meal'): BreakRequestItem {
  return {
    id,
    kind,
    status: 'pending',
    start_time: NOW + 60 * MINUTE,
    end_time: NOW + 90 * MINUTE,
    requested_at: NOW,
    user: { id: 7, first_name: 'Lucia', last_name: 'Reyes' },
    shift: { id: 41, start_time: NOW, end_time: NOW + 120 * MINUTE, state_id: 3 },
  };
}

function approval(id: number): BreakDecisionRecord {
  const { user, start_time, end_time } = request(id);
  return {
    break_id: id,
    kind: 'meal',
    decision: 'approved',
    decided_by: { id: 2, first_name: 'Morgan', last_name: 'Lee' },
    decided_at: NOW,
    user,
    start_time,
    end_time,
    undone: null,
    can_undo: true,
  };
}

async function openCenter() {
  const meal = [request(1), request(2)];
  const decisions: BreakDecisionRecord[] = [];
  const harness = makeRoot({
    ...managerSignIn(),
    breakRequests: ({ query }) => ({ data: query?.kind === 'meal' ? [...meal] : [], server_time: NOW }),
    breakDecisions: ({ query }) => ({ data: query?.kind === 'meal' ? [...decisions] : [], server_time: NOW }),
    bioBreaks: () => ({ data: [], server_time: NOW }),
  });
  const stopRoot = harness.root.start();
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  await settle();
  const close = harness.root.breaksCenter.open();
  await settle();
  return {
    ...harness,
    meal,
    decisions,
    center: harness.root.breaksCenter,
    stop: () => (close(), stopRoot()),
  };
}

describe('BreaksCenterStore', () => {
  it('should load the pending meal and rest requests and the tutors on bio break', async () => {
    const { center, api, stop } = await openCenter();
    expect(center.pending('meal').map((item) => item.id)).toEqual([1, 2]);
    expect(center.pending('rest')).toEqual([]);
    expect(center.state('bio')).toBe('loaded');
    expect(
      api.calls.filter((call) => call.name === 'breakRequests').map((call) => call.options.query),
    ).toEqual([
      { kind: 'meal', status: 'pending' },
      { kind: 'rest', status: 'pending' },
    ]);
    stop();
  });

  it('should approve a request and take it off the list', async () => {
    const { center, api, stop } = await openCenter();
    api.handlers.approveBreakRequest = () => ({ ...request(1), status: 'approved' });
    const running = center.decide(request(1), 'approve');
    expect(center.deciding).toBe(1);
    await running;
    expect(api.calls.find((call) => call.name === 'approveBreakRequest')).toMatchObject({
      options: { params: { id: 1 } },
    });
    expect(center.pending('meal').map((item) => item.id)).toEqual([2]);
    expect(center.deciding).toBeNull();
    stop();
  });

  it('should show the record of decisions, and after an undo the request waits again', async () => {
    const { center, api, meal, decisions, stop } = await openCenter();
    decisions.push(approval(5));
    api.handlers.approveBreakRequest = () => ({ ...request(1), status: 'approved' });
    await center.decide(request(1), 'approve');
    expect(center.decided('meal').map((record) => record.break_id)).toEqual([5]);

    api.handlers.undoBreakDecision = () => ({ ...request(5), status: 'pending' });
    meal.push(request(5));
    decisions.splice(0, 1, {
      ...approval(5),
      undone: { by: approval(5).decided_by, at: NOW },
      can_undo: false,
    });
    const running = center.undo(approval(5));
    expect(center.deciding).toBe(5);
    await running;
    expect(api.calls.some((call) => call.name === 'undoBreakDecision')).toBe(true);
    expect(center.pending('meal').map((item) => item.id)).toEqual([1, 2, 5]);
    expect(center.decided('meal')[0]).toMatchObject({ break_id: 5, can_undo: false });
    expect(center.deciding).toBeNull();
    stop();
  });

  it('should say an undo was refused on a 409 (the break began) and refresh', async () => {
    const { center, api, stop } = await openCenter();
    api.handlers.undoBreakDecision = () => {
      throw new ApiError(409, 'break_decision_not_undoable', 'Started');
    };
    await center.undo(approval(5));
    expect(center.notice).toBe('undoRefused');
    stop();
  });

  it('should put a request back on the list when another manager undoes its decision', async () => {
    const { center, meal, realtime, stop } = await openCenter();
    meal.push(request(6));
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: request(6),
      decided_by: 2,
      at: NOW,
    });
    await settle();
    expect(center.pending('meal').map((item) => item.id)).toEqual([1, 2, 6]);
    stop();
  });

  it('should say a request was already decided on a 409 and refresh the list', async () => {
    const { center, api, meal, stop } = await openCenter();
    api.handlers.rejectBreakRequest = () => {
      throw new ApiError(409, 'break_request_decided', 'Already decided');
    };
    meal.splice(0, 1);
    await center.decide(request(1), 'reject');
    expect(center.notice).toBe('alreadyDecided');
    expect(center.pending('meal').map((item) => item.id)).toEqual([2]);
    center.dismissNotice();
    expect(center.notice).toBeNull();
    stop();
  });

  it('should keep the list and report a failure that is not a 409', async () => {
    const { center, api, stop } = await openCenter();
    api.handlers.approveBreakRequest = () => {
      throw new ApiError(500, 'internal', 'Boom');
    };
    await center.decide(request(2), 'approve');
    expect(center.notice).toBe('failed');
    expect(center.pending('meal').map((item) => item.id)).toEqual([1, 2]);
    stop();
  });

  it('should follow decisions, new requests and bio breaks live from the socket, until closed', async () => {
    const { center, api, realtime, meal, stop } = await openCenter();
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: { ...request(1), status: 'approved' },
      decided_by: 2,
      at: NOW,
    });
    expect(center.pending('meal').map((item) => item.id)).toEqual([2]);

    meal.push(request(3));
    api.handlers.bioBreaks = () => ({
      data: [{ shift_id: 41, user: request(3).user, state_id: 6, started_at: NOW }],
      server_time: NOW,
    });
    const state = { state_id: 3, segment_id: null, modifier_id: null, eligible_actions: {} };
    realtime.last.emitFromServer('schedules.shift.updated', {
      shift_id: 41,
      user_id: 7,
      action: 'request_meal_break',
      state,
      at: NOW,
    });
    realtime.last.emitFromServer('schedules.shift.updated', {
      shift_id: 41,
      user_id: 7,
      action: 'start_bio_break',
      state: { ...state, state_id: 6 },
      at: NOW,
    });
    await settle();
    expect(center.pending('meal').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(center.bioBreaks.map((row) => row.user.first_name)).toEqual(['Lucia']);
    // The manager has no shift of their own to reload on these events.
    expect(api.called('currentShift')).toBe(0);

    stop();
    const calls = api.calls.length;
    realtime.last.emitFromServer('schedules.shift.updated', {
      shift_id: 41,
      user_id: 7,
      action: 'return_to_segment',
      state,
      at: NOW,
    });
    expect(api.calls.length).toBe(calls);
  });
});
