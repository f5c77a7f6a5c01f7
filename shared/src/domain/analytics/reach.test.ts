import { describe, expect, it } from 'vitest';
import { RETURN_DAYS, reachLevel, reachParts, usedDays } from './reach.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('usedDays', () => {
  it('should count two uses the same New York day as one day', () => {
    expect(usedDays([at('2026-10-05T14:00:00Z'), at('2026-10-05T21:00:00Z')])).toBe(1);
  });

  it('should count a use at 23:30 in New York on that day, though it is already the next day in UTC', () => {
    // 5 October 23:30 EDT and 5 October 10:00 EDT: one day.
    expect(usedDays([at('2026-10-06T03:30:00Z'), at('2026-10-05T14:00:00Z')])).toBe(1);
    // Just after midnight in New York: the next day.
    expect(usedDays([at('2026-10-06T04:30:00Z'), at('2026-10-05T14:00:00Z')])).toBe(2);
  });

  it('should count nothing for no use', () => {
    expect(usedDays([])).toBe(0);
  });
});

describe('reachLevel', () => {
  it('should call a student who used Lantern on two different days one who came back', () => {
    expect(RETURN_DAYS).toBe(2);
    expect(reachLevel(0)).toBe('never');
    expect(reachLevel(1)).toBe('once');
    expect(reachLevel(2)).toBe('returned');
    expect(reachLevel(9)).toBe('returned');
  });
});

describe('reachParts', () => {
  it('should split the licensed students into never, once and returned', () => {
    expect(
      reachParts([
        { days: 0, students: 28 },
        { days: 1, students: 7 },
        { days: 2, students: 3 },
        { days: 5, students: 2 },
      ]),
    ).toEqual({ never: 28, once: 7, returned: 5 });
  });
});
