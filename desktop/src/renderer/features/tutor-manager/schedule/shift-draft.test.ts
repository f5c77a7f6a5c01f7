import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { draftToCreateShift, instantOn, wallClock } from './shift-draft.js';

const HOUR = 3600;
const DAY = 24 * HOUR;
const MIDNIGHT = Date.UTC(2026, 10, 25) / 1000;
const date = new CalendarDate(2026, 11, 25);

describe('shift drafts', () => {
  it('should read a wall-clock time in the manager timezone', () => {
    expect(instantOn(date, new Time(9), 'UTC')).toBe(MIDNIGHT + 9 * HOUR);
    expect(instantOn(date, new Time(9), 'Europe/Paris')).toBe(MIDNIGHT + 8 * HOUR);
    expect(wallClock(MIDNIGHT + 8 * HOUR, 'Europe/Paris')).toEqual({ date, time: new Time(9) });
  });

  it('should need a tutor before it becomes a request', () => {
    expect(
      draftToCreateShift({ tutorId: null, date, start: new Time(9), end: new Time(10), segments: [] }, 'UTC'),
    ).toBeNull();
  });

  it('should end an overnight shift and its late segments on the next day', () => {
    const request = draftToCreateShift(
      {
        tutorId: 4,
        date,
        start: new Time(22),
        end: new Time(2),
        segments: [
          { key: 1, type: 'Tutoring Session', start: new Time(22), end: new Time(0) },
          { key: 2, type: 'Essay Review', start: new Time(0), end: new Time(2) },
        ],
      },
      'UTC',
    );
    expect(request).toEqual({
      user_id: 4,
      start_time: MIDNIGHT + 22 * HOUR,
      end_time: MIDNIGHT + DAY + 2 * HOUR,
      segments: [
        { type: 'Tutoring Session', start_time: MIDNIGHT + 22 * HOUR, end_time: MIDNIGHT + DAY },
        { type: 'Essay Review', start_time: MIDNIGHT + DAY, end_time: MIDNIGHT + DAY + 2 * HOUR },
      ],
    });
  });
});
