import { LATE_PUNCH_IN_GRACE_SECONDS } from '@lantern/shared/domain/service/coverage';
import { describe, expect, it } from 'vitest';
import { demoShiftEnd, demoShiftPlan } from './demo-shifts.plan.js';

const now = Date.UTC(2026, 10, 23, 9, 30) / 1000;
const DAY = 86_400;

describe('demoShiftPlan', () => {
  const plan = demoShiftPlan(now);

  it("should open tutor's punch window now and have tutor.lucia's shift under way", () => {
    const tutor = plan.find((shift) => shift.username === 'tutor');
    expect(tutor && tutor.start - now).toBe(5 * 60); // inside the 15-minute window
    const lucia = plan.find((shift) => shift.username === 'tutor.lucia');
    expect(lucia && lucia.start < now && demoShiftEnd(lucia) > now).toBe(true);
    expect(lucia?.punchedInBefore).toBeGreaterThan(0);
  });

  it("should have tutor.ben late for a shift under way, past the action center's grace", () => {
    const ben = plan.find((shift) => shift.username === 'tutor.ben');
    expect(ben && now - ben.start).toBeGreaterThan(LATE_PUNCH_IN_GRACE_SECONDS);
    expect(ben && demoShiftEnd(ben)).toBeGreaterThan(now);
    expect(ben?.punchedInBefore).toBeUndefined();
  });

  it('should give every demo tutor shifts on the coming days at their usual hour, with days off', () => {
    for (const username of ['tutor', 'tutor.lucia', 'tutor.jordan', 'tutor.amira']) {
      const coming = plan.filter((shift) => shift.username === username && shift.start >= now + 3 * 3600 + 1);
      expect(coming.length).toBeGreaterThanOrEqual(4);
      expect(coming.length).toBeLessThan(6);
      expect(new Set(coming.map((shift) => shift.start % DAY)).size).toBe(1);
      expect(coming.every((shift) => shift.start < now + 7 * DAY)).toBe(true);
    }
  });

  it('should place the coming days on the same instants whatever the hour of the start', () => {
    const later = demoShiftPlan(now + 5 * 3600);
    const coming = (shifts: typeof plan) =>
      shifts.slice(4).map((shift) => `${shift.username}@${shift.start}`);
    expect(coming(later)).toEqual(coming(plan));
  });
});
