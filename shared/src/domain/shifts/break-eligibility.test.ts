import { describe, expect, it } from 'vitest';
import {
  breakStartsSoon,
  canCancelBreak,
  canRequestMealBreak,
  canReturnToSegment,
  canScheduleRestBreak,
  canStartBioBreak,
} from './break-eligibility.js';

const MIN = 1_700_000_000;
const MAX = MIN + 3600;
const window = { min_start_time: MIN, max_start_time: MAX };

describe('canStartBioBreak', () => {
  const actions = { start_bio_break: window };

  it('is refused one second before the minimum start time', () => {
    expect(canStartBioBreak(actions, MIN - 1)).toBe(false);
  });

  it('is allowed exactly at the minimum start time', () => {
    expect(canStartBioBreak(actions, MIN)).toBe(true);
  });

  it('is allowed one second before the maximum start time', () => {
    expect(canStartBioBreak(actions, MAX - 1)).toBe(true);
  });

  it('is refused exactly at the maximum start time', () => {
    expect(canStartBioBreak(actions, MAX)).toBe(false);
  });

  it('is refused when the shift state does not list it', () => {
    expect(canStartBioBreak({ request_meal_break: window }, MIN + 1)).toBe(false);
    expect(canStartBioBreak({ start_bio_break: null }, MIN + 1)).toBe(false);
  });
});

describe('canRequestMealBreak', () => {
  it('is allowed before the maximum start time, even before the minimum', () => {
    expect(canRequestMealBreak({ request_meal_break: window }, MIN - 600)).toBe(true);
    expect(canRequestMealBreak({ request_meal_break: window }, MAX - 1)).toBe(true);
  });

  it('is refused at the maximum start time', () => {
    expect(canRequestMealBreak({ request_meal_break: window }, MAX)).toBe(false);
  });

  it('is refused when not eligible', () => {
    expect(canRequestMealBreak({}, MIN)).toBe(false);
  });
});

describe('canScheduleRestBreak', () => {
  it('follows the maximum start time', () => {
    expect(canScheduleRestBreak({ schedule_rest_break: window }, MAX - 1)).toBe(true);
    expect(canScheduleRestBreak({ schedule_rest_break: window }, MAX)).toBe(false);
  });

  it('is allowed without bounds when eligible', () => {
    expect(canScheduleRestBreak({ schedule_rest_break: {} }, MAX)).toBe(true);
  });
});

describe('canReturnToSegment', () => {
  it('is allowed only when listed', () => {
    expect(canReturnToSegment({ return_to_segment: {} })).toBe(true);
    expect(canReturnToSegment({})).toBe(false);
  });
});

describe('canCancelBreak', () => {
  it('is allowed one second before the maximum start time', () => {
    expect(canCancelBreak(window, MAX - 1)).toBe(true);
  });

  it('is refused exactly at the maximum start time', () => {
    expect(canCancelBreak(window, MAX)).toBe(false);
  });

  it('is refused without a maximum start time', () => {
    expect(canCancelBreak({ min_start_time: MIN }, MIN)).toBe(false);
    expect(canCancelBreak(undefined, MIN)).toBe(false);
  });
});

describe('breakStartsSoon', () => {
  const start = 1_700_000_000;

  it('starts soon exactly 15 minutes ahead', () => {
    expect(breakStartsSoon(start, start - 15 * 60)).toBe(true);
  });

  it('does not start soon one second more than 15 minutes ahead', () => {
    expect(breakStartsSoon(start, start - 15 * 60 - 1)).toBe(false);
  });

  it('starts soon one second ahead', () => {
    expect(breakStartsSoon(start, start - 1)).toBe(true);
  });

  it('no longer starts soon once it has started', () => {
    expect(breakStartsSoon(start, start)).toBe(false);
  });
});
