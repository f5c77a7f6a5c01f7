import { ApiError } from '@lantern/shared/client/api-error';
import type { ShiftStatus, ShiftStateView } from '@lantern/shared/contracts/schedules';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import type { BreakRequestItem } from '@lantern/shared/contracts/breaks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotifyRequest } from '../../common/desktop-api.js';
import { englishTranslate, makeRoot, memoryStorage, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const MINUTE = 60;

function status(stateId: number, start = NOW + 5 * MINUTE): ShiftStatus {
  return {
    shift: {
      id: 41,
      user_id: 7,
      start_time: start,
      end_time: start + 120 * MINUTE,
      state_id: stateId,
      schedule_type_id: 1,
      punch_in: null,
      punch_out: null,
      shift_segments: [
        {
          id: 1,
          shift_id: 41,
          user_id: 7,
          type: { id: 1, name: 'Tutoring Session' },
          role_type: 1,
          start_time: start,
          end_time: start + 60 * MINUTE,
          punch_in: null,
          punch_out: null,
          status: 'Upcoming',
          is_sessionable: true,
        },
        {
          id: 2,
          shift_id: 41,
          user_id: 7,
          type: { id: 2, name: 'Essay Review' },
          role_type: 2,
          start_time: start + 60 * MINUTE,
          end_time: start + 120 * MINUTE,
          punch_in: null,
          punch_out: null,
          status: 'Upcoming',
          is_sessionable: false,
        },
      ],
      pending_break_request: null,
      planned_breaks: [],
    },
    state: stateView(stateId, start),
    punch_button: { shown: false },
    server_time: NOW,
  };
}

function stateView(stateId: number, start = NOW + 5 * MINUTE): ShiftStateView {
  const inProgress = stateId === SHIFT_STATE_IDS.IN_PROGRESS;
  return {
    state_id: stateId,
    segment_id: null,
    modifier_id: null,
    eligible_actions: inProgress
      ? { start_bio_break: { min_start_time: start, max_start_time: start + 120 * MINUTE } }
      : stateId === SHIFT_STATE_IDS.BIO_BREAK_ACTIVE
        ? { return_to_segment: { min_start_time: null, max_start_time: null } }
        : { punch_in: { min_start_time: start - 15 * MINUTE, max_start_time: start + 15 * MINUTE + 1 } },
  };
}

async function signedInTutor(current: () => ShiftStatus | { shift: null; server_time: number }) {
  const notified: NotifyRequest[] = [];
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    logout: () => ({ ok: true }),
    currentShift: current,
  });
  harness.bridge.notify = async (request) => {
    notified.push(request);
  };
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  return { ...harness, stop, notified };
}

/** A shift under way since NOW with the rest and meal windows the server would list. */
function underWay(
  pending: ShiftStatus['shift']['pending_break_request'] = null,
  planned: ShiftStatus['shift']['planned_breaks'] = pending ? [pending] : [],
): ShiftStatus {
  const base = status(SHIFT_STATE_IDS.IN_PROGRESS, NOW);
  return {
    ...base,
    shift: { ...base.shift, punch_in: NOW, pending_break_request: pending, planned_breaks: planned },
    state: {
      ...base.state,
      eligible_actions: {
        start_bio_break: { min_start_time: NOW, max_start_time: NOW + 120 * MINUTE },
        schedule_rest_break: { min_start_time: NOW, max_start_time: NOW + 110 * MINUTE },
        ...(pending
          ? {}
          : { request_meal_break: { min_start_time: NOW, max_start_time: NOW + 90 * MINUTE } }),
      },
    },
  };
}

const restBreak = {
  id: 12,
  kind: 'rest' as const,
  start_time: NOW + 30 * MINUTE,
  end_time: NOW + 40 * MINUTE,
};

const mealRequest = {
  id: 9,
  kind: 'meal' as const,
  start_time: NOW + 60 * MINUTE,
  end_time: NOW + 90 * MINUTE,
};

function decided(decision: 'approved' | 'rejected'): BreakRequestItem {
  return {
    ...mealRequest,
    status: decision,
    requested_at: NOW,
    user: { id: 7, first_name: 'Tess', last_name: 'Tutor' },
    shift: { id: 41, start_time: NOW, end_time: NOW + 120 * MINUTE, state_id: SHIFT_STATE_IDS.IN_PROGRESS },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ShiftsStore', () => {
  it('should load the current shift and show Punch In with the countdown once the window is open', async () => {
    const { root, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    expect(root.shifts.state).toBe('loaded');
    expect(root.shifts.upcoming.map((shift) => shift.id)).toEqual([41]);
    expect(root.shifts.punchButton).toEqual({
      shown: true,
      kind: 'punch_in',
      label: 'Punch In',
      active: true,
    });
    expect(root.shifts.countdown).toEqual({ kind: 'startingIn', hours: 0, minutes: 5 });
    expect(root.shifts.current && root.shifts.segmentStatus(root.shifts.current.shift_segments[0]!)).toBe(
      'Upcoming',
    );
    stop();
  });

  it('should hide the punch button before the window opens and count the seconds with the clock', async () => {
    const { root, clock, stop } = await signedInTutor(() =>
      status(SHIFT_STATE_IDS.UPCOMING, NOW + 16 * MINUTE),
    );
    expect(root.shifts.punchButton.shown).toBe(false);
    clock.advance(60_000);
    expect(root.shifts.punchButton.shown).toBe(true);
    expect(root.shifts.countdown).toEqual({ kind: 'startingIn', hours: 0, minutes: 15 });
    stop();
  });

  it('should mark a client-facing segment late and the tooltip minutes late after the start', async () => {
    const { root, clock, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    clock.advance((5 * MINUTE + 90) * 1000);
    expect(root.shifts.countdown).toEqual({ kind: 'late', minutes: 2 });
    expect(root.shifts.segmentStatus(root.shifts.current!.shift_segments[0]!)).toBe('Late');
    stop();
  });

  it('should punch in through the API, then show Shift Started and allow a bio break from the start', async () => {
    const { root, api, clock, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    api.handlers.changeShiftState = () => ({
      ...status(SHIFT_STATE_IDS.IN_PROGRESS),
      destination: '/tutor/classroom',
    });
    const running = root.shifts.act('punch_in');
    expect(root.shifts.pendingAction).toBe('punch_in');
    await running;
    expect(api.calls.at(-1)?.options).toEqual({
      params: { id: 41 },
      body: { action: 'punch_in', app: 'console' },
    });
    expect(root.shifts.pendingAction).toBeNull();
    expect(root.shifts.punchButton).toEqual({
      shown: true,
      kind: 'shift_started',
      label: 'Shift Started',
      active: false,
    });
    expect(root.shifts.canStartBioBreak).toBe(false);
    clock.advance(5 * MINUTE * 1000);
    expect(root.shifts.canStartBioBreak).toBe(true);
    stop();
  });

  it('should clear the stored hiddenMessage keys and go to / after punching out', async () => {
    const local = memoryStorage({ 'hiddenMessage-7': '1', keep: 'me' });
    const session = memoryStorage({ hiddenMessage: '1' });
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.IN_PROGRESS, NOW));
    const opened: string[] = [];
    root.desktop.setNavigator((path) => opened.push(path));
    api.handlers.changeShiftState = () => ({
      ...status(SHIFT_STATE_IDS.PUNCH_HIDDEN, NOW),
      destination: null,
    });
    await root.shifts.act('punch_out');
    expect(opened).toEqual(['/']);
    expect([local.keys(), session.keys()]).toEqual([['keep'], []]);
    vi.unstubAllGlobals();
    stop();
  });

  it('should open the classroom after punching into a tutoring segment, and the review center for a writing one', async () => {
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    const opened: string[] = [];
    root.desktop.setNavigator((path) => opened.push(path));
    api.handlers.changeShiftState = () => ({
      ...status(SHIFT_STATE_IDS.IN_PROGRESS),
      destination: '/tutor/classroom',
    });
    await root.shifts.act('punch_in');
    expect(opened).toEqual(['/tutor/classroom']);

    // Writing segments lead to the review center.
    api.handlers.changeShiftState = () => ({
      ...status(SHIFT_STATE_IDS.IN_PROGRESS),
      destination: '/tutor/review-center',
    });
    await root.shifts.act('punch_in');
    // A bio break is no punch in: it leads nowhere.
    await root.shifts.act('start_bio_break');
    expect(opened).toEqual(['/tutor/classroom', '/tutor/review-center']);
    stop();
  });

  it('should take live sessions only punched in during a tutoring segment, and say why not otherwise', async () => {
    const { root, clock, stop } = await signedInTutor(() => underWay());
    expect(root.shifts.liveSessions).toEqual({ kind: 'taking' });
    expect(root.shifts.takesLiveSessions).toBe(true);
    // The second segment is essay review.
    clock.advance(60 * MINUTE * 1000);
    expect(root.shifts.liveSessions).toEqual({ kind: 'otherSegment' });
    stop();
  });

  it('should take no live session before punching in, nor before the tutoring segment begins', async () => {
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    expect(root.shifts.liveSessions).toEqual({ kind: 'notPunchedIn' });
    // Punched in five minutes early: the students come once the segment begins.
    api.handlers.changeShiftState = () => ({ ...status(SHIFT_STATE_IDS.IN_PROGRESS), destination: null });
    await root.shifts.act('punch_in');
    expect(root.shifts.liveSessions).toEqual({ kind: 'startsAt', time: NOW + 5 * MINUTE });
    stop();
  });

  it('should change nothing but the failure when the server refuses a punch', async () => {
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    api.handlers.changeShiftState = () => {
      throw new ApiError(409, 'sch-040', 'Not eligible');
    };
    await root.shifts.act('punch_in');
    expect(root.shifts.failedAction).toBe('punch_in');
    expect(root.shifts.current?.state_id).toBe(SHIFT_STATE_IDS.UPCOMING);
    expect(root.shifts.punchButton).toMatchObject({ kind: 'punch_in', active: true });
    root.shifts.dismissFailure();
    expect(root.shifts.failedAction).toBeNull();
    stop();
  });

  it('should apply a schedules.shift.updated state at once, then reload the shift', async () => {
    const { root, api, realtime, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.IN_PROGRESS));
    api.handlers.currentShift = () => new Promise<never>(() => undefined);
    realtime.last.emitFromServer('schedules.shift.updated', {
      shift_id: 41,
      user_id: 7,
      action: 'start_bio_break',
      state: stateView(SHIFT_STATE_IDS.BIO_BREAK_ACTIVE),
      at: NOW,
    });
    expect(root.shifts.current?.state_id).toBe(SHIFT_STATE_IDS.BIO_BREAK_ACTIVE);
    expect(root.shifts.canReturnToSegment).toBe(true);
    expect(api.called('currentShift')).toBe(2);
    stop();
  });

  it("should reload the shift when a manager edits one of the tutor's shifts, and not for another tutor's", async () => {
    const { api, realtime, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    const edit = { shift_id: 41, edit: 'shift_extended' as const, shift: null, edited_by: 3, at: NOW };
    realtime.last.emitFromServer('schedules.shift.edited', { ...edit, user_id: 99 });
    expect(api.called('currentShift')).toBe(1);
    realtime.last.emitFromServer('schedules.shift.edited', { ...edit, user_id: 7 });
    expect(api.called('currentShift')).toBe(2);
    stop();
  });

  it("should show the shift in the tray and the 'no upcoming shift' list when there is none", async () => {
    const { bridge, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    expect(bridge.trayStates.at(-1)).toMatchObject({
      signedInName: 'Tess Tutor',
      shift: { startTime: NOW + 5 * MINUTE, endTime: NOW + 125 * MINUTE, stateId: 1, stateLabel: 'Upcoming' },
      // The punch window is open, so the tray offers punching in, by the punch button's rule.
      actions: { punchIn: true, punchOut: false, startBioBreak: false, returnToSegment: false },
    });
    stop();
    const none = await signedInTutor(() => ({ shift: null, server_time: NOW }));
    expect(none.root.shifts.upcoming).toEqual([]);
    expect(none.bridge.trayStates.at(-1)).toMatchObject({ signedInName: 'Tess Tutor', shift: null });
    none.stop();
  });

  it('should notify once when the punch window opens and once when the shift ends in 15 minutes', async () => {
    const { root, api, clock, notified, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    expect(notified.map((request) => request.title)).toEqual(['Your punch window is open']);
    clock.advance(1000);
    await root.shifts.load();
    expect(notified).toHaveLength(1);

    api.handlers.changeShiftState = () => ({ ...status(SHIFT_STATE_IDS.IN_PROGRESS), destination: null });
    await root.shifts.act('punch_in');
    clock.advance((5 + 104) * MINUTE * 1000);
    expect(notified).toHaveLength(1);
    clock.advance(MINUTE * 1000);
    expect(notified.at(-1)).toEqual({
      title: 'Your shift ends soon',
      body: 'Your shift ends in 15 min. Remember to punch out.',
      tag: 'shift-41-shift-ending',
    });
    clock.advance(MINUTE * 1000);
    expect(notified).toHaveLength(2);
    stop();
  });

  it("should list the tutor's later shifts of the next 24 hours beside the current one, and drop one taken away", async () => {
    const later = (id: number, start: number): ShiftStatus => {
      const base = status(SHIFT_STATE_IDS.UPCOMING, start);
      return { ...base, shift: { ...base.shift, id } };
    };
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    api.handlers.shifts = () => ({
      shifts: [
        status(SHIFT_STATE_IDS.UPCOMING),
        later(42, NOW + 6 * 60 * MINUTE),
        later(43, NOW + 30 * 60 * MINUTE),
      ],
      server_time: NOW,
    });
    await root.shifts.load();
    expect(api.calls.findLast((call) => call.name === 'shifts')?.options).toEqual({
      query: { user_id: 7, from: NOW - 24 * 60 * MINUTE, to: NOW + 48 * 60 * MINUTE },
    });
    // The one a day and more away waits for tomorrow's list.
    expect(root.shifts.upcoming.map((shift) => shift.id)).toEqual([41, 42]);
    expect(root.shifts.current?.id).toBe(41);
    api.handlers.shifts = () => ({ shifts: [status(SHIFT_STATE_IDS.UPCOMING)], server_time: NOW });
    await root.shifts.load();
    expect(root.shifts.upcoming.map((shift) => shift.id)).toEqual([41]);
    stop();
  });

  it('should keep the punch clock when the list of later shifts cannot be loaded', async () => {
    const { root, api, stop } = await signedInTutor(() => status(SHIFT_STATE_IDS.UPCOMING));
    api.handlers.shifts = () => {
      throw new ApiError(503, 'unavailable', 'down');
    };
    await root.shifts.load();
    expect(root.shifts.state).toBe('loaded');
    expect(root.shifts.current?.id).toBe(41);
    stop();
  });

  it('should ask for a meal break, wait about 2 seconds, reload the shift, then confirm it as pending', async () => {
    const { root, api, stop } = await signedInTutor(() => underWay());
    expect(root.shifts.bookingWindow('meal')).toEqual({ min: NOW, max: NOW + 90 * MINUTE });
    api.handlers.changeShiftState = () => ({
      ...underWay({ ...mealRequest, status: 'pending' }),
      destination: null,
    });
    api.handlers.currentShift = () => underWay({ ...mealRequest, status: 'pending' });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const running = root.shifts.bookBreak('meal', NOW + 60 * MINUTE);
    expect(root.shifts.bookingSteps.get('meal')).toBe('saving');
    expect(root.shifts.pendingAction).toBe('request_meal_break');
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.called('currentShift')).toBe(1);
    expect(root.shifts.bookingSteps.get('meal')).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(api.calls.find((call) => call.name === 'changeShiftState')?.options.body).toEqual({
      action: 'request_meal_break',
      start_time: NOW + 60 * MINUTE,
      app: 'console',
    });
    expect(api.called('currentShift')).toBe(2);
    expect(root.shifts.bookingSteps.get('meal')).toBe('confirmed');
    expect(root.shifts.breakPhase('meal')).toBe('pending');
    expect(root.shifts.canBook('meal')).toBe(false);
    expect(root.shifts.pendingAction).toBeNull();
    stop();
  });

  it('should show the error step when the server refuses the break, and the form again on dismiss', async () => {
    const { root, api, stop } = await signedInTutor(() => underWay());
    api.handlers.changeShiftState = () => {
      throw new ApiError(409, 'shift_break_not_eligible', 'Not eligible');
    };
    await root.shifts.bookBreak('rest', NOW + 200 * MINUTE);
    expect(root.shifts.bookingSteps.get('rest')).toBe('failed');
    expect(root.shifts.breakPhase('rest')).toBeNull();
    root.shifts.dismissBooking('rest');
    expect(root.shifts.bookingSteps.has('rest')).toBe(false);
    stop();
  });

  it('should count a booked rest break as approved, starting soon within 15 minutes, then in progress', async () => {
    const { root, api, clock, stop } = await signedInTutor(() => underWay());
    const booked = { ...restBreak, status: 'approved' as const };
    api.handlers.changeShiftState = () => ({ ...underWay(null, [booked]), destination: null });
    api.handlers.currentShift = () => underWay(null, [booked]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const running = root.shifts.bookBreak('rest', NOW + 30 * MINUTE);
    await vi.advanceTimersByTimeAsync(2000);
    await running;
    expect(root.shifts.knownBreaks.get('rest')).toEqual(booked);
    expect(root.shifts.breakPhase('rest')).toBe('approved');
    clock.advance(15 * MINUTE * 1000);
    expect(root.shifts.breakPhase('rest')).toBe('startsSoon');
    clock.advance(15 * MINUTE * 1000);
    expect(root.shifts.breakPhase('rest')).toBe('inProgress');
    stop();
  });

  it('should tell a tutor still off the segment once the break is over to return, from its last second on', async () => {
    // A rest break under way: the server moved the shift off the segment (in transition) at its start.
    const onBreak = (): ShiftStatus => {
      const base = underWay(null, [{ ...restBreak, status: 'approved' }]);
      return {
        ...base,
        shift: { ...base.shift, state_id: SHIFT_STATE_IDS.IN_TRANSITION },
        state: { ...base.state, state_id: SHIFT_STATE_IDS.IN_TRANSITION, eligible_actions: {} },
      };
    };
    const { root, api, clock, realtime, stop } = await signedInTutor(onBreak);
    clock.advance(30 * MINUTE * 1000);
    expect(root.shifts.breakPhase('rest')).toBe('inProgress');
    clock.advance((10 * MINUTE - 1) * 1000);
    expect(root.shifts.breakPhase('rest')).toBe('inProgress');
    // 10:00 into the 10-minute break: it is over and the tutor has not come back.
    clock.advance(1000);
    expect(root.shifts.breakPhase('rest')).toBe('late');
    expect(englishTranslate()(`tutor.breaks.phase.${root.shifts.breakPhase('rest')}`)).toBe(
      'Over: return to your segment',
    );
    // Back on the segment, the break has nothing more to say.
    const back = { ...onBreak(), shift: { ...onBreak().shift, state_id: SHIFT_STATE_IDS.IN_PROGRESS } };
    api.handlers.currentShift = () => ({ ...back, state: stateView(SHIFT_STATE_IDS.IN_PROGRESS, NOW) });
    realtime.last.emitFromServer('schedules.shift.updated', {
      shift_id: 41,
      user_id: 7,
      action: 'return_to_segment',
      state: stateView(SHIFT_STATE_IDS.IN_PROGRESS, NOW),
      at: NOW + 40 * MINUTE,
    });
    expect(root.shifts.breakPhase('rest')).toBeNull();
    await settle();
    expect(root.shifts.breakPhase('rest')).toBeNull();
    stop();
  });

  it('should not call a break late once the tutor is back on the segment when it ends', async () => {
    const booked = { ...restBreak, status: 'approved' as const };
    const { root, clock, stop } = await signedInTutor(() => underWay(null, [booked]));
    clock.advance(40 * MINUTE * 1000);
    expect(root.shifts.breakPhase('rest')).toBeNull();
    stop();
  });

  it('should show a manager approving the pending meal break at once, and keep it through the reload', async () => {
    const { root, api, realtime, stop } = await signedInTutor(() =>
      underWay({ ...mealRequest, status: 'pending' }),
    );
    expect(root.shifts.breakPhase('meal')).toBe('pending');
    api.handlers.currentShift = () => underWay(null, [{ ...mealRequest, status: 'approved' }]);
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: decided('approved'),
      decided_by: 1,
      at: NOW,
    });
    expect(root.shifts.breakPhase('meal')).toBe('approved');
    await settle();
    expect(api.called('currentShift')).toBe(2);
    expect(root.shifts.breakPhase('meal')).toBe('approved');
    stop();
  });

  it("should show a rejection, and ignore a decision on someone else's shift", async () => {
    const { root, realtime, stop } = await signedInTutor(() =>
      underWay({ ...mealRequest, status: 'pending' }),
    );
    const other = decided('approved');
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: { ...other, shift: { ...other.shift, id: 99 } },
      decided_by: 1,
      at: NOW,
    });
    expect(root.shifts.breakPhase('meal')).toBe('pending');
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: decided('rejected'),
      decided_by: 1,
      at: NOW,
    });
    expect(root.shifts.breakPhase('meal')).toBe('rejected');
    stop();
  });

  it('should cancel a pending meal break by its id, wait about 2 seconds, reload, and free the kind again', async () => {
    const { root, api, stop } = await signedInTutor(() => underWay({ ...mealRequest, status: 'pending' }));
    expect(root.shifts.canCancel('meal')).toBe(true);
    api.handlers.changeShiftState = () => ({ ...underWay(), destination: null });
    api.handlers.currentShift = () => underWay();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const running = root.shifts.cancelBreak('meal');
    expect(root.shifts.cancelSteps.get('meal')).toBe('cancelling');
    expect(root.shifts.pendingAction).toBe('cancel_break');
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.called('currentShift')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(api.calls.find((call) => call.name === 'changeShiftState')?.options.body).toEqual({
      action: 'cancel_break',
      break_id: 9,
      app: 'console',
    });
    expect(api.called('currentShift')).toBe(2);
    expect(root.shifts.cancelSteps.has('meal')).toBe(false);
    expect(root.shifts.breakPhase('meal')).toBe('cancelled');
    expect(root.shifts.canCancel('meal')).toBe(false);
    expect(root.shifts.canBook('meal')).toBe(true);
    expect(root.shifts.pendingAction).toBeNull();
    stop();
  });

  it('should keep the break as it was and show the failure when the server refuses the cancel', async () => {
    const { root, api, stop } = await signedInTutor(() => underWay({ ...mealRequest, status: 'pending' }));
    api.handlers.changeShiftState = () => {
      throw new ApiError(409, 'shift_break_not_cancellable', 'This break can no longer be cancelled.');
    };
    await root.shifts.cancelBreak('meal');
    expect(root.shifts.cancelSteps.get('meal')).toBe('failed');
    expect(root.shifts.breakPhase('meal')).toBe('pending');
    expect(root.shifts.pendingAction).toBeNull();
    root.shifts.dismissCancelFailure('meal');
    expect(root.shifts.cancelSteps.has('meal')).toBe(false);
    stop();
  });

  it('should allow cancelling an approved meal break until the second it starts, and never one already begun', async () => {
    const { root, api, clock, realtime, stop } = await signedInTutor(() =>
      underWay({ ...mealRequest, status: 'pending' }),
    );
    api.handlers.currentShift = () => underWay(null, [{ ...mealRequest, status: 'approved' }]);
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: decided('approved'),
      decided_by: 1,
      at: NOW,
    });
    await settle();
    expect(root.shifts.canCancel('meal')).toBe(true);
    clock.advance((60 * MINUTE - 1) * 1000);
    expect(root.shifts.canCancel('meal')).toBe(true);
    clock.advance(1000);
    expect(root.shifts.canCancel('meal')).toBe(false);
    await root.shifts.cancelBreak('meal');
    expect(api.called('changeShiftState')).toBe(0);
    stop();
  });

  it('should offer to cancel a rest break the server lists, and never a rejected one', async () => {
    const { root, api, realtime, stop } = await signedInTutor(() =>
      underWay({ ...mealRequest, status: 'pending' }),
    );
    const booked = { ...restBreak, status: 'approved' as const };
    const pending = { ...mealRequest, status: 'pending' as const };
    api.handlers.changeShiftState = () => ({ ...underWay(pending, [pending, booked]), destination: null });
    api.handlers.currentShift = () => underWay(pending, [pending, booked]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const booking = root.shifts.bookBreak('rest', NOW + 30 * MINUTE);
    await vi.advanceTimersByTimeAsync(2000);
    await booking;
    expect(root.shifts.breakPhase('rest')).toBe('approved');
    expect(root.shifts.canCancel('rest')).toBe(true);
    api.handlers.currentShift = () => underWay(null, [booked]);
    realtime.last.emitFromServer('schedules.break-request.decided', {
      request: decided('rejected'),
      decided_by: 1,
      at: NOW,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(root.shifts.breakPhase('meal')).toBe('rejected');
    expect(root.shifts.canCancel('meal')).toBe(false);
    stop();
  });

  it('should learn of breaks booked before the console opened, and drop one cancelled elsewhere', async () => {
    const booked = { ...restBreak, status: 'approved' as const };
    const { root, api, stop } = await signedInTutor(() => underWay(null, [booked]));
    expect(root.shifts.breakPhase('rest')).toBe('approved');
    expect(root.shifts.approvedBreaks).toEqual([
      { id: 12, shiftId: 41, kind: 'rest', startTime: NOW + 30 * MINUTE, endTime: NOW + 40 * MINUTE },
    ]);
    api.handlers.currentShift = () => underWay();
    await root.shifts.load();
    expect(root.shifts.breakPhase('rest')).toBeNull();
    expect(root.shifts.approvedBreaks).toEqual([]);
    stop();
  });
});
