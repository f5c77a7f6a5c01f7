import { describe, expect, it } from 'vitest';
import {
  BREAK_ALERT_STALE_SECONDS,
  BREAK_ENDING_CHIME_SECONDS,
  breakDecisionAlert,
  breakEndedAlert,
  dueBreakAlerts,
  type PlannedBreak,
} from './break-alerts.js';

const MINUTE = 60;
const START = 1_800_000_000;
const meal: PlannedBreak = {
  id: 9,
  shiftId: 3,
  kind: 'meal',
  startTime: START,
  endTime: START + 30 * MINUTE,
};
const kindsAt = (now: number) => dueBreakAlerts(meal, now).map((alert) => alert.kind);
const hhmm = (seconds: number) => `t${seconds - START}`;

describe('break decision alerts', () => {
  it('announces an approval and a rejection with their own tags, opening the dashboard', () => {
    const approved = breakDecisionAlert({ id: 9, kind: 'meal', status: 'approved', start_time: START }, hhmm);
    expect(approved).toMatchObject({
      kind: 'approved',
      key: 'break-9-approved',
      chime: null,
      notification: {
        key: 'breakApproved',
        params: { time: 't0' },
        context: 'meal',
        tag: 'break-9-approved',
        path: '/tutor',
      },
    });
    const rejected = breakDecisionAlert({ id: 9, kind: 'rest', status: 'rejected', start_time: START }, hhmm);
    expect(rejected?.key).toBe('break-9-rejected');
    expect(rejected?.notification).toMatchObject({ key: 'breakRejected', context: 'rest' });
  });

  it('says nothing for a request that is not decided', () => {
    expect(
      breakDecisionAlert({ id: 9, kind: 'meal', status: 'pending', start_time: START }, hhmm),
    ).toBeNull();
    expect(
      breakDecisionAlert({ id: 9, kind: 'meal', status: 'cancelled', start_time: START }, hhmm),
    ).toBeNull();
  });
});

describe('timed break alerts', () => {
  it("says the break starts soon from 15 minutes before its start until it starts (the spec's window)", () => {
    expect(kindsAt(START - 15 * MINUTE - 1)).toEqual([]);
    expect(kindsAt(START - 15 * MINUTE)).toEqual(['starts-soon']);
    expect(dueBreakAlerts(meal, START - 15 * MINUTE)[0]?.notification).toMatchObject({
      key: 'breakStartsSoon',
      params: { minutes: 15 },
      context: 'meal',
    });
    expect(kindsAt(START - 1)).toEqual(['starts-soon']);
    expect(kindsAt(START)).toEqual([]);
  });

  it('chimes that the break is about to end in its last minute, without a notification', () => {
    const end = meal.endTime;
    expect(kindsAt(end - BREAK_ENDING_CHIME_SECONDS - 1)).toEqual([]);
    const [ending] = dueBreakAlerts(meal, end - BREAK_ENDING_CHIME_SECONDS);
    expect(ending).toEqual({
      kind: 'ending',
      key: 'break-9-ending',
      chime: 'break-ending',
      notification: null,
    });
    expect(kindsAt(end - 1)).toEqual(['ending']);
  });

  it('says the break is over, with the end chime, from its end until the moment is stale', () => {
    const end = meal.endTime;
    const [over] = dueBreakAlerts(meal, end);
    expect(over).toMatchObject({
      kind: 'over',
      key: 'break-9-over',
      chime: 'break-end',
      notification: { key: 'breakOver', tag: 'break-9-over', path: '/tutor' },
    });
    expect(kindsAt(end + BREAK_ALERT_STALE_SECONDS - 1)).toEqual(['over']);
    expect(kindsAt(end + BREAK_ALERT_STALE_SECONDS)).toEqual([]);
  });
});

describe("the server's break end", () => {
  it('takes the key of the planned break it ends, so the tutor hears of it once', () => {
    expect(breakEndedAlert([meal], 3, meal.endTime + 5).key).toBe('break-9-over');
  });

  it('stands on its own for a break the console did not plan (a rest break booked elsewhere)', () => {
    const alert = breakEndedAlert([meal], 4, meal.endTime);
    expect(alert.key).toBe(`shift-4-break-over-${meal.endTime}`);
    expect(alert.chime).toBe('break-end');
  });
});
