import { describe, expect, it } from 'vitest';
import { SHIFT_STATE_IDS } from '../shifts/shift-constants.js';
import { isOnShift, type LiveHelpSegment, subjectAvailability } from './subject-availability.js';

const NOW = 1_800_000_000;
const HOUR = 3600;

const segment = (
  startsIn: number,
  hours: number,
  shift_state_id: number = SHIFT_STATE_IDS.IN_PROGRESS,
): LiveHelpSegment => ({
  start_time: NOW + startsIn,
  end_time: NOW + startsIn + hours * HOUR,
  shift_state_id,
});

describe('isOnShift', () => {
  it.each([
    ['in progress (in sessions, between them or at their limit)', SHIFT_STATE_IDS.IN_PROGRESS],
    ['on a rest or meal break', SHIFT_STATE_IDS.IN_TRANSITION],
    ['on a bio break', SHIFT_STATE_IDS.BIO_BREAK_ACTIVE],
    ['late back from a bio break', SHIFT_STATE_IDS.BIO_BREAK_LATE],
    ['holding new sessions before a bio break', SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY],
  ])('should count a punched-in tutor %s during a running segment', (_, state) => {
    expect(isOnShift(segment(-HOUR, 2, state), NOW)).toBe(true);
  });

  it.each([
    ['not punched in yet', SHIFT_STATE_IDS.UPCOMING],
    ['punched out', SHIFT_STATE_IDS.PUNCH_HIDDEN],
    ['missing in action', SHIFT_STATE_IDS.MIA],
  ])('should not count a tutor %s', (_, state) => {
    expect(isOnShift(segment(-HOUR, 2, state), NOW)).toBe(false);
  });

  it('should not count a punched-in tutor outside a live-help segment', () => {
    expect(isOnShift(segment(HOUR, 1), NOW)).toBe(false);
    expect(isOnShift(segment(-2 * HOUR, 2), NOW)).toBe(false); // ended exactly now
  });
});

describe('subjectAvailability', () => {
  it('should be available now when the only tutor is on a break within their segment', () => {
    const onBreak = segment(-HOUR, 2, SHIFT_STATE_IDS.BIO_BREAK_ACTIVE);
    const tomorrow = segment(20 * HOUR, 2, SHIFT_STATE_IDS.UPCOMING);
    expect(subjectAvailability([tomorrow, onBreak], NOW)).toEqual({
      available_now: true,
      next_available_at: null,
    });
  });

  it('should name the next segment’s start when nobody is on shift', () => {
    expect(
      subjectAvailability(
        [segment(5 * HOUR, 1, SHIFT_STATE_IDS.UPCOMING), segment(2 * HOUR, 1, SHIFT_STATE_IDS.UPCOMING)],
        NOW,
      ),
    ).toEqual({ available_now: false, next_available_at: NOW + 2 * HOUR });
  });

  it('should make a tutor whose segment already runs but who has not punched in due now', () => {
    const late = segment(-5 * 60, 2, SHIFT_STATE_IDS.UPCOMING);
    const later = segment(3 * HOUR, 1, SHIFT_STATE_IDS.UPCOMING);
    expect(subjectAvailability([later, late], NOW)).toEqual({ available_now: false, next_available_at: NOW });
  });

  it('should skip segments of shifts punched out of or missed, and segments already over', () => {
    expect(
      subjectAvailability(
        [
          segment(-HOUR, 2, SHIFT_STATE_IDS.PUNCH_HIDDEN),
          segment(HOUR, 1, SHIFT_STATE_IDS.MIA),
          segment(-3 * HOUR, 1),
          segment(6 * HOUR, 1, SHIFT_STATE_IDS.UPCOMING),
        ],
        NOW,
      ),
    ).toEqual({ available_now: false, next_available_at: NOW + 6 * HOUR });
  });

  it('should take a punched-in tutor’s later live-help segment as the next start', () => {
    // Punched in, in a meeting now; tutoring from 2 hours on.
    expect(subjectAvailability([segment(2 * HOUR, 1)], NOW)).toEqual({
      available_now: false,
      next_available_at: NOW + 2 * HOUR,
    });
  });

  it('should say none is scheduled when no segment is left', () => {
    expect(subjectAvailability([], NOW)).toEqual({ available_now: false, next_available_at: null });
  });
});
