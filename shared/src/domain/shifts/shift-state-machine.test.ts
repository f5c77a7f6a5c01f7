import { describe, expect, it } from 'vitest';
import type { ShiftSnapshot } from './eligible-actions.js';
import { LOCKED_OUT_TOOLTIP } from './punch-clock-tooltip.js';
import type { ShiftBreak } from './shift-breaks.js';
import { MODIFIER_TYPE_IDS, SHIFT_STATE_IDS } from './shift-constants.js';
import { PUNCH_IN_FAILURE_TEXT, PUNCH_OUT_FAILURE_TEXT } from './shift-refusals.js';
import { nextShiftState } from './shift-state-machine.js';
import type { ShiftContext, ShiftStateAction } from './shift-transition.js';

const START = 1_700_000_000;
const END = START + 4 * 3600;
const MIN = 60;
const S = SHIFT_STATE_IDS;

const shift = (state_id: number, breaks: ShiftBreak[] = []): ShiftSnapshot => ({
  start_time: START,
  end_time: END,
  state_id,
  breaks,
});
const context: ShiftContext = {
  isTutorManagerShift: false,
  segmentTypeMayPunchIn: true,
  openSessionCount: 0,
};
const run = (
  current: ShiftSnapshot,
  action: ShiftStateAction,
  now: number,
  ctx: Partial<ShiftContext> = {},
) => nextShiftState(current, action, { ...context, ...ctx }, now);
const outcome = (result: ReturnType<typeof run>) => (result.ok ? result.state_id : result.code);

describe('punch_in', () => {
  it.each([
    ['15:01 before the start', START - 15 * MIN - 1, 'punch_window_not_open'],
    ['15:00 before the start', START - 15 * MIN, S.IN_PROGRESS],
    ['at the start', START, S.IN_PROGRESS],
    ['15:00 after the start', START + 15 * MIN, S.IN_PROGRESS],
    ['15:01 after the start', START + 15 * MIN + 1, 'punch_in_locked_out'],
  ])('%s gives %s', (_label, now, expected) => {
    expect(outcome(run(shift(S.UPCOMING), { type: 'punch_in' }, now))).toBe(expected);
  });

  it.each([
    [START, 0],
    [START + 1, 1],
    [START + 60, 1],
    [START + 61, 2],
    [START + 15 * MIN, 15],
  ])('punching in at %i records %i minutes late', (now, late) => {
    expect(run(shift(S.UPCOMING), { type: 'punch_in' }, now)).toEqual({
      ok: true,
      state_id: S.IN_PROGRESS,
      modifier_id: null,
      record: { event: 'punched_in', at: now, minutes_late: late },
    });
  });

  it('tells a locked-out or MIA tutor to contact a platform manager', () => {
    expect(run(shift(S.UPCOMING), { type: 'punch_in' }, START + 15 * MIN + 1)).toMatchObject({
      message: LOCKED_OUT_TOOLTIP,
    });
    expect(run(shift(S.MIA), { type: 'punch_in' }, START)).toMatchObject({ code: 'punch_in_locked_out' });
  });

  it('refuses with the spec text when already punched in, off a punchable segment, or on a manager shift', () => {
    expect(run(shift(S.IN_PROGRESS), { type: 'punch_in' }, START)).toEqual({
      ok: false,
      code: 'action_not_eligible',
      message: PUNCH_IN_FAILURE_TEXT,
    });
    expect(
      outcome(run(shift(S.UPCOMING), { type: 'punch_in' }, START, { segmentTypeMayPunchIn: false })),
    ).toBe('not_punchable');
    expect(outcome(run(shift(S.UPCOMING), { type: 'punch_in' }, START, { isTutorManagerShift: true }))).toBe(
      'not_punchable',
    );
  });

  it('refuses once the shift has ended, even for a short shift whose lockout lies past the end', () => {
    const short = { ...shift(S.UPCOMING), end_time: START + 10 * MIN };
    expect(outcome(run(short, { type: 'punch_in' }, START + 10 * MIN - 1))).toBe(S.IN_PROGRESS);
    expect(outcome(run(short, { type: 'punch_in' }, START + 10 * MIN))).toBe('shift_over');
  });
});

describe('punch_out', () => {
  it.each([
    ['15:01 before the end', END - 15 * MIN - 1, 'punch_out_too_early'],
    ['15:00 before the end', END - 15 * MIN, S.PUNCH_HIDDEN],
    ['at the end', END, S.PUNCH_HIDDEN],
    ['14:59 after the end', END + 15 * MIN - 1, S.PUNCH_HIDDEN],
    ['15:00 after the end (forced out by then)', END + 15 * MIN, 'shift_over'],
  ])('%s gives %s', (_label, now, expected) => {
    expect(outcome(run(shift(S.IN_PROGRESS), { type: 'punch_out' }, now))).toBe(expected);
  });

  it('punches out from a bio break or a transition too', () => {
    expect(outcome(run(shift(S.BIO_BREAK_ACTIVE), { type: 'punch_out' }, END - 60))).toBe(S.PUNCH_HIDDEN);
    expect(outcome(run(shift(S.IN_TRANSITION), { type: 'punch_out' }, END - 60))).toBe(S.PUNCH_HIDDEN);
  });

  it('refuses a tutor who is not punched in, with the punch-out text', () => {
    expect(run(shift(S.UPCOMING), { type: 'punch_out' }, END - 60)).toEqual({
      ok: false,
      code: 'action_not_eligible',
      message: PUNCH_OUT_FAILURE_TEXT,
    });
    expect(outcome(run(shift(S.PUNCH_HIDDEN), { type: 'punch_out' }, END - 60))).toBe('action_not_eligible');
  });

  it('records a punch out that was not forced', () => {
    expect(run(shift(S.IN_PROGRESS), { type: 'punch_out' }, END)).toMatchObject({
      record: { event: 'punched_out', at: END, forced: false },
    });
  });
});

describe('bio break', () => {
  it('puts a tutor with open sessions on hold for new activity (5), else on an active bio break (6)', () => {
    const held = run(shift(S.IN_PROGRESS), { type: 'start_bio_break' }, START + 60, { openSessionCount: 1 });
    expect(held).toMatchObject({ ok: true, state_id: 5, modifier_id: MODIFIER_TYPE_IDS.BIO_BREAK });
    expect(outcome(run(shift(S.IN_PROGRESS), { type: 'start_bio_break' }, START + 60))).toBe(6);
  });

  it('records the bio break as an approved break without a planned end', () => {
    expect(run(shift(S.IN_PROGRESS), { type: 'start_bio_break' }, START + 60)).toMatchObject({
      record: { event: 'bio_break_started', break: { kind: 'bio', start_time: START + 60, end_time: null } },
    });
  });

  it.each([
    [START - 1, 'action_not_eligible'],
    [START, S.BIO_BREAK_ACTIVE],
    [END - 1, S.BIO_BREAK_ACTIVE],
    [END, 'action_not_eligible'],
  ])('starting one at %i gives %s', (now, expected) => {
    expect(outcome(run(shift(S.IN_PROGRESS), { type: 'start_bio_break' }, now))).toBe(expected);
  });

  it('is refused unless in progress', () => {
    for (const state of [S.UPCOMING, S.IN_TRANSITION, S.BIO_BREAK_ACTIVE, S.PUNCH_HIDDEN, S.MIA]) {
      expect(outcome(run(shift(state), { type: 'start_bio_break' }, START + 60))).toBe('action_not_eligible');
    }
  });

  it('moves from on hold to active once the open sessions close', () => {
    expect(
      outcome(run(shift(S.ON_HOLD_FOR_NEW_ACTIVITY), { type: 'bio_break_activity_cleared' }, START)),
    ).toBe(6);
    expect(outcome(run(shift(S.IN_PROGRESS), { type: 'bio_break_activity_cleared' }, START))).toBe(
      'action_not_eligible',
    );
  });

  it.each([S.BIO_BREAK_LATE, S.ON_HOLD_FOR_NEW_ACTIVITY, S.BIO_BREAK_ACTIVE])(
    'returns to the segment from state %i',
    (state) => {
      expect(outcome(run(shift(state), { type: 'return_to_segment' }, START + 60))).toBe(S.IN_PROGRESS);
    },
  );
});

const rest = (overrides: Partial<ShiftBreak> = {}): ShiftBreak => ({
  id: 9,
  kind: 'rest',
  status: 'approved',
  start_time: START + 3600,
  end_time: START + 3600 + 10 * MIN,
  ...overrides,
});

describe('schedule_rest_break and request_meal_break', () => {
  it.each([
    ['rest', END - 10 * MIN - 1, S.IN_PROGRESS],
    ['rest', END - 10 * MIN, 'break_start_invalid'],
    ['meal', END - 30 * MIN - 1, S.IN_PROGRESS],
    ['meal', END - 30 * MIN, 'break_start_invalid'],
    ['rest', START + 59, 'break_start_invalid'],
    ['rest', START + 60, S.IN_PROGRESS],
  ] as const)('a %s break starting at %i gives %s (now is start + 1 min)', (kind, startTime, expected) => {
    const type = kind === 'rest' ? 'schedule_rest_break' : 'request_meal_break';
    expect(outcome(run(shift(S.IN_PROGRESS), { type, start_time: startTime }, START + 60))).toBe(expected);
  });

  it('schedules a 10-minute rest break outright and asks for a 30-minute meal break', () => {
    const at = START + 3600;
    expect(run(shift(S.IN_PROGRESS), { type: 'schedule_rest_break', start_time: at }, START)).toMatchObject({
      record: {
        event: 'break_planned',
        break: { kind: 'rest', status: 'approved', start_time: at, end_time: at + 600 },
      },
    });
    expect(
      run(shift(S.UPCOMING), { type: 'request_meal_break', start_time: at }, START - 3600),
    ).toMatchObject({
      state_id: S.UPCOMING,
      record: { break: { kind: 'meal', status: 'pending', start_time: at, end_time: at + 1800 } },
    });
  });

  it('refuses a second standing break of the same kind, but not after the first was cancelled', () => {
    const action = { type: 'schedule_rest_break', start_time: START + 7200 } as const;
    expect(outcome(run(shift(S.IN_PROGRESS, [rest()]), action, START))).toBe('action_not_eligible');
    expect(outcome(run(shift(S.IN_PROGRESS, [rest({ status: 'cancelled' })]), action, START))).toBe(
      S.IN_PROGRESS,
    );
  });

  it('refuses once the window has closed, after the shift or before punch in of a finished shift', () => {
    const action = { type: 'request_meal_break', start_time: END - 30 * MIN - 1 } as const;
    expect(outcome(run(shift(S.IN_PROGRESS), action, END - 30 * MIN))).toBe('action_not_eligible');
    expect(outcome(run(shift(S.PUNCH_HIDDEN), action, START))).toBe('action_not_eligible');
  });
});

describe('cancel_break', () => {
  const planned = shift(S.IN_PROGRESS, [rest()]);

  it.each([
    [START + 3600 - 1, S.IN_PROGRESS],
    [START + 3600, 'break_not_cancellable'],
  ])('cancelling a rest break starting at start + 1 h, at %i, gives %s', (now, expected) => {
    expect(outcome(run(planned, { type: 'cancel_break', break_id: 9 }, now))).toBe(expected);
  });

  it('is refused at the window maximum start time even for a break starting later', () => {
    const late = shift(S.IN_PROGRESS, [rest({ start_time: END - 5 * MIN, end_time: END + 5 * MIN })]);
    expect(outcome(run(late, { type: 'cancel_break', break_id: 9 }, END - 10 * MIN - 1))).toBe(S.IN_PROGRESS);
    expect(outcome(run(late, { type: 'cancel_break', break_id: 9 }, END - 10 * MIN))).toBe(
      'break_not_cancellable',
    );
  });

  it('refuses unknown, bio and already cancelled breaks', () => {
    expect(outcome(run(planned, { type: 'cancel_break', break_id: 1 }, START))).toBe('break_not_found');
    const bio = shift(S.BIO_BREAK_ACTIVE, [rest({ kind: 'bio', end_time: null })]);
    expect(outcome(run(bio, { type: 'cancel_break', break_id: 9 }, START))).toBe('break_not_found');
    const cancelled = shift(S.IN_PROGRESS, [rest({ status: 'cancelled' })]);
    expect(outcome(run(cancelled, { type: 'cancel_break', break_id: 9 }, START))).toBe(
      'break_not_cancellable',
    );
  });

  it('records the cancellation', () => {
    expect(run(planned, { type: 'cancel_break', break_id: 9 }, START)).toMatchObject({
      record: { event: 'break_cancelled', at: START, break_id: 9 },
    });
  });
});

describe('timed: a break begins and ends', () => {
  const begins = { type: 'break_begins', break_id: 9 } as const;
  const ends = { type: 'break_ends', break_id: 9 } as const;
  const running = rest({ started_at: START + 3600 });

  it.each([
    [START + 3600 - 1, 'not_due'],
    [START + 3600, S.IN_TRANSITION],
  ])('beginning at %i gives %s', (now, expected) => {
    expect(outcome(run(shift(S.IN_PROGRESS, [rest()]), begins, now))).toBe(expected);
  });

  it('does not begin a pending meal break, a started break, or one for a tutor not at work', () => {
    expect(outcome(run(shift(S.IN_PROGRESS, [rest({ status: 'pending' })]), begins, START + 3600))).toBe(
      'action_not_eligible',
    );
    expect(outcome(run(shift(S.IN_TRANSITION, [running]), begins, START + 3600))).toBe('action_not_eligible');
    expect(outcome(run(shift(S.UPCOMING, [rest()]), begins, START + 3600))).toBe('action_not_eligible');
    expect(outcome(run(shift(S.IN_PROGRESS), begins, START + 3600))).toBe('break_not_found');
  });

  it.each([
    [START + 3600 + 10 * MIN - 1, 'not_due'],
    [START + 3600 + 10 * MIN, S.IN_TRANSITION],
  ])('ending at %i gives %s', (now, expected) => {
    expect(outcome(run(shift(S.IN_TRANSITION, [running]), ends, now))).toBe(expected);
  });

  it('ends a break only once', () => {
    const ended = rest({ started_at: START + 3600, ended_at: START + 4200 });
    expect(outcome(run(shift(S.IN_TRANSITION, [ended]), ends, START + 4200))).toBe('action_not_eligible');
  });

  it('lets the tutor return to the segment only after the break has ended', () => {
    const back = { type: 'return_to_segment' } as const;
    expect(outcome(run(shift(S.IN_TRANSITION, [running]), back, START + 3700))).toBe('action_not_eligible');
    const ended = rest({ started_at: START + 3600, ended_at: START + 4200 });
    expect(outcome(run(shift(S.IN_TRANSITION, [ended]), back, START + 4300))).toBe(S.IN_PROGRESS);
    expect(outcome(run(shift(S.IN_PROGRESS), back, START + 4300))).toBe('action_not_eligible');
  });
});

describe('timed: MIA and forced out', () => {
  it.each([
    [S.UPCOMING, START + 15 * MIN, 'not_due'],
    [S.UPCOMING, START + 15 * MIN + 1, S.MIA],
    [S.IN_PROGRESS, START + 15 * MIN + 1, 'action_not_eligible'],
    [S.MIA, START + 15 * MIN + 1, 'action_not_eligible'],
  ])('mark_mia from state %i at %i gives %s', (state, now, expected) => {
    expect(outcome(run(shift(state), { type: 'mark_mia' }, now))).toBe(expected);
  });

  it('gives MIA the absent modifier', () => {
    expect(run(shift(S.UPCOMING), { type: 'mark_mia' }, END)).toMatchObject({
      modifier_id: MODIFIER_TYPE_IDS.ABSENT,
    });
  });

  it.each([
    [S.IN_PROGRESS, END + 15 * MIN - 1, 'not_due'],
    [S.IN_PROGRESS, END + 15 * MIN, S.PUNCH_HIDDEN],
    [S.BIO_BREAK_ACTIVE, END + 15 * MIN, S.PUNCH_HIDDEN],
    [S.UPCOMING, END + 15 * MIN, 'action_not_eligible'],
    [S.PUNCH_HIDDEN, END + 15 * MIN, 'action_not_eligible'],
  ])('force_out from state %i at %i gives %s', (state, now, expected) => {
    expect(outcome(run(shift(state), { type: 'force_out' }, now))).toBe(expected);
  });

  it('records a forced punch out at the moment it happens', () => {
    expect(run(shift(S.IN_PROGRESS), { type: 'force_out' }, END + 15 * MIN)).toMatchObject({
      record: { event: 'punched_out', at: END + 15 * MIN, forced: true },
    });
  });
});
