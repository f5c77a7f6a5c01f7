import type { BreakRequestItem } from '@lantern/shared/contracts/breaks';
import type { ShiftStatus } from '@lantern/shared/contracts/schedules';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { describe, expect, it } from 'vitest';
import {
  type ChimeKind,
  type DesktopBridge,
  type NotifyRequest,
  TrayActionsSchema,
  type TrayCommand,
  type TrayState,
  TrayStateSchema,
  TrayWordsSchema,
} from '../../common/desktop-api.js';
import { DesktopStore } from './desktop-store.js';
import { fakeBridge, makeRoot, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const MINUTE = 60;

function inProgress(): ShiftStatus {
  return {
    shift: {
      id: 41,
      user_id: 7,
      start_time: NOW - 30 * MINUTE,
      end_time: NOW + 90 * MINUTE,
      state_id: SHIFT_STATE_IDS.IN_PROGRESS,
      schedule_type_id: 1,
      punch_in: NOW - 30 * MINUTE,
      punch_out: null,
      shift_segments: [],
      pending_break_request: null,
      planned_breaks: [],
    },
    state: {
      state_id: SHIFT_STATE_IDS.IN_PROGRESS,
      segment_id: null,
      modifier_id: null,
      eligible_actions: { start_bio_break: { min_start_time: null, max_start_time: null } },
    },
    punch_button: { shown: false },
    server_time: NOW,
  };
}

function decision(status: 'approved' | 'rejected', userId = 7): BreakRequestItem {
  return {
    id: 9,
    kind: 'meal',
    status,
    start_time: NOW + 5 * MINUTE,
    end_time: NOW + 35 * MINUTE,
    requested_at: NOW - MINUTE,
    user: { id: userId, first_name: 'Tess', last_name: 'Tutor' },
    // Another tutor's break is on another tutor's shift.
    shift: {
      id: userId === 7 ? 41 : 99,
      start_time: NOW - 30 * MINUTE,
      end_time: NOW + 90 * MINUTE,
      state_id: 3,
    },
  };
}

async function signedInTutor(
  current: () => ShiftStatus = inProgress,
  setTrayState?: DesktopBridge['setTrayState'],
) {
  const notified: NotifyRequest[] = [];
  const chimes: ChimeKind[] = [];
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    currentShift: current,
    changeShiftState: () => ({ ...current(), destination: null }),
    userPreferences: () => ({ is_break_chimes_enabled: true }),
    setUserPreferences: ({ body }) => ({ is_break_chimes_enabled: true, ...body }),
  });
  harness.bridge.notify = async (request) => {
    notified.push(request);
  };
  harness.bridge.playChime = async (kind) => {
    chimes.push(kind);
  };
  if (setTrayState) harness.bridge.setTrayState = setTrayState;
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  const decide = (item: BreakRequestItem) =>
    harness.realtime.last.emitFromServer('schedules.break-request.decided', {
      request: item,
      decided_by: 1,
      at: NOW,
    });
  return { ...harness, stop, notified, chimes, decide };
}

describe('DesktopStore tray', () => {
  it('tells the tray which shift commands may run, and runs a clicked one through the shifts store', async () => {
    const { root, api, bridge, stop } = await signedInTutor();
    expect(bridge.trayStates.at(-1)?.actions).toEqual({
      punchIn: false,
      punchOut: false,
      startBioBreak: true,
      returnToSegment: false,
      bookRestBreak: false,
      requestMealBreak: false,
    });
    bridge.sendTrayCommand('start-bio-break');
    expect(root.shifts.pendingAction).toBe('start_bio_break');
    // While the request runs the tray offers nothing, as the console's buttons wait too.
    expect(bridge.trayStates.at(-1)?.actions?.startBioBreak).toBe(false);
    await settle();
    expect(api.called('changeShiftState')).toBe(1);
    stop();
  });
});

/** Under way with the rest and meal windows the server lists; a pending meal request closes the meal's. */
function withBreakWindows(pendingMeal = false): ShiftStatus {
  const base = inProgress();
  const meal = { id: 9, kind: 'meal' as const, status: 'pending' as const, start_time: NOW + 20 * MINUTE };
  return {
    ...base,
    shift: {
      ...base.shift,
      planned_breaks: pendingMeal ? [{ ...meal, end_time: NOW + 50 * MINUTE }] : [],
    },
    state: {
      ...base.state,
      eligible_actions: {
        ...base.state.eligible_actions,
        schedule_rest_break: { min_start_time: NOW - 30 * MINUTE, max_start_time: NOW + 80 * MINUTE },
        ...(pendingMeal
          ? {}
          : { request_meal_break: { min_start_time: NOW - 30 * MINUTE, max_start_time: NOW + 60 * MINUTE } }),
      },
    },
  };
}

describe('DesktopStore tray breaks', () => {
  it("enables the tray's rest and meal items by the eligible actions, as the break planner offers its form", async () => {
    const { bridge, clock, stop } = await signedInTutor(() => withBreakWindows());
    expect(bridge.trayStates.at(-1)?.actions).toMatchObject({ bookRestBreak: true, requestMealBreak: true });
    // A meal break may no longer start from its maximum start time on; a rest break still may.
    clock.advance((60 * MINUTE - 1) * 1000);
    expect(bridge.trayStates.at(-1)?.actions?.requestMealBreak).toBe(true);
    clock.advance(1000);
    expect(bridge.trayStates.at(-1)?.actions).toMatchObject({ bookRestBreak: true, requestMealBreak: false });
    stop();
  });

  it('greys out the meal item while a meal request is pending', async () => {
    const { bridge, stop } = await signedInTutor(() => withBreakWindows(true));
    expect(bridge.trayStates.at(-1)?.actions).toMatchObject({ bookRestBreak: true, requestMealBreak: false });
    stop();
  });

  it('opens the break planner for the kind the tutor clicked, on the dashboard, and books nothing', async () => {
    const { root, api, bridge, stop } = await signedInTutor(() => withBreakWindows());
    const opened: string[] = [];
    root.desktop.setNavigator((path) => opened.push(path));
    bridge.sendTrayCommand('book-rest-break');
    expect(opened).toEqual(['/tutor']);
    expect(root.desktop.breakPlannerRequest).toMatchObject({ kind: 'rest' });
    bridge.sendTrayCommand('request-meal-break');
    expect(opened).toEqual(['/tutor', '/tutor']);
    const meal = root.desktop.breakPlannerRequest;
    expect(meal).toMatchObject({ kind: 'meal' });
    // The planner brought its card forward: the request is done, and an older one clears nothing.
    root.desktop.breakPlannerShown(meal!.id - 1);
    expect(root.desktop.breakPlannerRequest).toBe(meal);
    root.desktop.breakPlannerShown(meal!.id);
    expect(root.desktop.breakPlannerRequest).toBeNull();
    await settle();
    // The tutor still picks the start time there: the tray books nothing itself.
    expect(api.called('changeShiftState')).toBe(0);
    expect(root.shifts.pendingAction).toBeNull();
    stop();
  });

  it('sends an installed app older than the break items the tray state it knows', async () => {
    const older = TrayStateSchema.extend({
      actions: TrayActionsSchema.omit({ bookRestBreak: true, requestMealBreak: true }).optional(),
      words: TrayWordsSchema.omit({ bookRestBreak: true, requestMealBreak: true }).optional(),
    });
    const shown: TrayState[] = [];
    // As an older main process validates: strictly, by the schema it was built with.
    const { root, stop } = await signedInTutor(withBreakWindows, async (state) => {
      shown.push(older.parse(state));
    });
    expect(root.desktop.trayActions.bookRestBreak).toBe(true);
    expect(shown.at(-1)?.actions).toEqual({
      punchIn: false,
      punchOut: false,
      startBioBreak: true,
      returnToSegment: false,
    });
    expect(shown.at(-1)?.words?.punchIn).toBe('Punch in');
    stop();
  });

  it('opens the planner once the shell is there when the tray is clicked while the console loads', () => {
    const { root } = makeRoot();
    let click: (command: TrayCommand) => void = () => {};
    const bridge = {
      ...fakeBridge(),
      onTrayCommand: (listener: (command: TrayCommand) => void) => {
        click = listener;
        return () => {};
      },
    };
    const store = new DesktopStore(root, bridge, null);
    const stop = store.start();
    click('book-rest-break');
    const opened: string[] = [];
    store.setNavigator((path) => opened.push(path));
    expect(opened).toEqual(['/tutor']);
    expect(store.breakPlannerRequest).toMatchObject({ kind: 'rest' });
    stop();
  });
});

describe('DesktopStore tray words', () => {
  it("gives the tray the console's words, placeholders left for the tray's own countdown", async () => {
    const { bridge, root, stop } = await signedInTutor();
    const words = bridge.trayStates.at(-1)?.words;
    expect(words).toMatchObject({
      signedInAs: 'Signed in as {{name}}',
      punchIn: 'Punch in',
      minutesLeft: '{{minutes}} mins left',
      startingInHours: 'Shift starting in {{hours}} h {{minutes}} min',
    });
    root.desktop.setTranslate((key) => `fr:${key}`);
    expect(bridge.trayStates.at(-1)?.words?.quit).toBe('fr:tray.quit');
    stop();
  });

  it("names the shift's state in the console's language once it has one", async () => {
    const { bridge, root, stop } = await signedInTutor();
    const shiftOf = () => {
      const state = bridge.trayStates.at(-1);
      return state && 'shift' in state ? state.shift : null;
    };
    expect(shiftOf()?.stateLabel).toBe('In progress');
    root.desktop.setTranslate((key) => `fr:${key}`);
    expect(shiftOf()?.stateLabel).toBe('fr:tutor.shiftState.inProgress');
    stop();
  });
});

describe('DesktopStore break alerts', () => {
  it("notifies the tutor once of a manager's approval, then the start soon, the end chimes and the break over", async () => {
    const { clock, notified, chimes, decide, stop } = await signedInTutor();
    decide(decision('approved'));
    decide(decision('approved'));
    expect(notified.map((request) => request.title)).toEqual(['Break approved', 'Your break starts soon']);
    expect(notified[0]?.path).toBe('/tutor');
    clock.advance(34 * MINUTE * 1000);
    expect(chimes).toEqual(['break-ending']);
    clock.advance(MINUTE * 1000);
    expect(chimes).toEqual(['break-ending', 'break-end']);
    expect(notified.at(-1)?.title).toBe('Your break is over');
    clock.advance(1000);
    expect(notified).toHaveLength(3);
    stop();
  });

  it('tells the tutor of a rejection and plans nothing; a decision on another tutor is not theirs to hear', async () => {
    const { clock, notified, decide, stop } = await signedInTutor();
    decide(decision('approved', 8));
    expect(notified).toEqual([]);
    decide(decision('rejected'));
    expect(notified.map((request) => request.title)).toEqual(['Break request rejected']);
    clock.advance(40 * MINUTE * 1000);
    expect(notified).toHaveLength(1);
    stop();
  });

  it('chimes before the end of a rest break the shift lists, which no manager decided', async () => {
    const rest = { id: 12, kind: 'rest' as const, status: 'approved' as const };
    const withRest = (): ShiftStatus => {
      const base = inProgress();
      const planned = { ...rest, start_time: NOW + 5 * MINUTE, end_time: NOW + 15 * MINUTE };
      return { ...base, shift: { ...base.shift, planned_breaks: [planned] } };
    };
    const { clock, chimes, stop } = await signedInTutor(withRest);
    clock.advance((14 * MINUTE - 1) * 1000);
    expect(chimes).toEqual([]);
    clock.advance(1000);
    expect(chimes).toEqual(['break-ending']);
    stop();
  });

  it('says the break is over when the server ends one it did not plan here, once', async () => {
    const { realtime, notified, chimes, root, stop } = await signedInTutor();
    const ended = {
      shift_id: 41,
      user_id: 7,
      action: 'break_ends',
      state: root.shifts.currentState,
      at: NOW,
    };
    realtime.last.emitFromServer('schedules.shift.updated', ended);
    realtime.last.emitFromServer('schedules.shift.updated', ended);
    expect(notified.map((request) => request.title)).toEqual(['Your break is over']);
    expect(chimes).toEqual(['break-end']);
    stop();
  });

  it('keeps the chimes quiet when the tutor switched them off', async () => {
    const { root, clock, chimes, notified, decide, stop } = await signedInTutor();
    await root.preferences.set('is_break_chimes_enabled', false);
    decide(decision('approved'));
    clock.advance(35 * MINUTE * 1000);
    expect(chimes).toEqual([]);
    expect(notified.at(-1)?.title).toBe('Your break is over');
    stop();
  });
});

describe('DesktopStore navigation', () => {
  it("opens a clicked notification's screen, waiting for the shell when it is not there yet", () => {
    const { root } = makeRoot();
    let click: (path: string) => void = () => {};
    const bridge = {
      ...fakeBridge(),
      onNavigate: (listener: (path: string) => void) => {
        click = listener;
        return () => {};
      },
    };
    const store = new DesktopStore(root, bridge, null);
    const stop = store.start();
    const opened: string[] = [];
    click('/tutor');
    const unregister = store.setNavigator((path) => opened.push(path));
    expect(opened).toEqual(['/tutor']);
    click('/tutor/settings');
    expect(opened).toEqual(['/tutor', '/tutor/settings']);
    unregister();
    click('/tutor');
    expect(opened).toHaveLength(2);
    stop();
  });
});
