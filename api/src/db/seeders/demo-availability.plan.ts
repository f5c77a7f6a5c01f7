import { weekContaining } from '@lantern/shared/domain/availability/availability-week';

const HOUR = 3600;
const DAY = 86_400;

/** The usual hours each demo tutor offers: weekdays (0 Sunday), New York hour of the start, length. */
const USUAL_HOURS = [
  { username: 'tutor', days: [1, 2, 3, 4, 5], hour: 16, hours: 4 },
  { username: 'tutor.lucia', days: [1, 3, 5], hour: 9, hours: 4 },
  { username: 'tutor.jordan', days: [2, 4], hour: 10, hours: 6 },
  { username: 'tutor.amira', days: [6], hour: 10, hours: 4 },
  { username: 'tutor.kai', days: [1, 2, 3, 4, 5], hour: 13, hours: 3 },
  { username: 'tutor.noor', days: [1, 2, 3, 4, 5], hour: 14, hours: 3 },
  { username: 'tutor.theo', days: [1, 2, 3, 4, 5], hour: 15, hours: 3 },
  { username: 'tutor.iris', days: [1, 2, 3, 4, 5], hour: 15, hours: 3 },
  { username: 'tutor.omar', days: [1, 2, 3, 4, 5], hour: 16, hours: 3 },
  { username: 'tutor.ben', days: [1, 2, 3, 4, 5], hour: 12, hours: 3 },
] as const;

export interface DemoAvailability {
  username: string;
  start: number;
  end: number;
}

/**
 * The demo tutors' availability for the week containing `now`, each within their maximum weekly
 * hours, so the availability editor opens on a filled-in week.
 */
export function demoAvailabilityPlan(now: number): DemoAvailability[] {
  const week = weekContaining(now);
  return USUAL_HOURS.flatMap(({ username, days, hour, hours }) =>
    days.map((day) => {
      // Counted from the week's start in New York, so a daylight-saving change mid-week can move
      // a span by an hour: harmless for demo data.
      const start = week.start + day * DAY + hour * HOUR;
      return { username, start, end: start + hours * HOUR };
    }),
  );
}
