import { weekContaining } from '@lantern/shared/domain/availability/availability-week';
import { weeklyHours } from '@lantern/shared/domain/availability/weekly-hours';
import { describe, expect, it } from 'vitest';
import { demoAvailabilityPlan } from './demo-availability.plan.js';
import { PEOPLE } from './demo-world.data.js';

const now = Date.UTC(2026, 10, 25, 15, 0) / 1000; // a Wednesday

describe('demoAvailabilityPlan', () => {
  const plan = demoAvailabilityPlan(now);
  const week = weekContaining(now);

  it("should fill in every demo tutor's current week, within their maximum weekly hours", () => {
    for (const person of PEOPLE.filter((candidate) => candidate.tutor)) {
      const spans = plan
        .filter((item) => item.username === person.username)
        .map((item) => ({ start_time: item.start, end_time: item.end }));
      expect(spans.length).toBeGreaterThan(0);
      expect(weeklyHours(spans)).toBeLessThanOrEqual(person.tutor!.maxWeeklyHours);
    }
  });

  it('should place every span in the week containing now, whatever the day', () => {
    expect(plan.every((item) => item.start >= week.start && item.start < week.end)).toBe(true);
    expect(demoAvailabilityPlan(week.start)).toEqual(plan);
    expect(demoAvailabilityPlan(week.end - 1)).toEqual(plan);
    expect(demoAvailabilityPlan(week.end)[0]!.start).toBe(plan[0]!.start + 7 * 86_400);
  });
});
