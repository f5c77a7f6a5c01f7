import type { ScheduledSegmentType } from '../../modules/schedules/shift-factory.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoShift {
  username: string;
  start: number;
  segments: readonly { type: ScheduledSegmentType; minutes: number }[];
  /** Seconds before its start the tutor punched in: an ongoing shift. */
  punchedInBefore?: number;
}

const TUTORING_AND_REVIEW = [
  { type: 'Tutoring Session', minutes: 50 },
  { type: 'Paid Break', minutes: 10 },
  { type: 'Writing Review', minutes: 60 },
] as const;
const LONG_DAY = [
  { type: 'Tutoring Session', minutes: 90 },
  { type: 'Unpaid Break', minutes: 30 },
  { type: 'Essay Review', minutes: 60 },
] as const;
const TUTORING = [{ type: 'Tutoring Session', minutes: 120 }] as const;
const WITH_TRAINING = [
  { type: 'Training', minutes: 30 },
  { type: 'Tutoring Session', minutes: 120 },
] as const;

/** Each demo tutor's usual start (UTC hour) and day, for the coming days. */
const WEEK: readonly { username: string; hour: number; segments: DemoShift['segments'] }[] = [
  { username: 'tutor', hour: 14, segments: TUTORING_AND_REVIEW },
  { username: 'tutor.lucia', hour: 16, segments: LONG_DAY },
  { username: 'tutor.jordan', hour: 18, segments: TUTORING },
  { username: 'tutor.amira', hour: 20, segments: WITH_TRAINING },
];

/**
 * The demo tutors' shifts around `now` (unix seconds): today, a punch window open for `tutor`, an
 * ongoing shift for `tutor.lucia`, a later one for `tutor.jordan` and one `tutor.ben` is already
 * late for (past the action center's grace, never punched into); then six days of usual
 * shifts, one day off each. Today's are placed from `now`, the coming days' on fixed hours, so a
 * later start can tell which it already has.
 */
export function demoShiftPlan(now: number): DemoShift[] {
  const today: DemoShift[] = [
    { username: 'tutor', start: now + 5 * MINUTE, segments: TUTORING_AND_REVIEW },
    { username: 'tutor.lucia', start: now - HOUR, segments: LONG_DAY, punchedInBefore: 3 * MINUTE },
    { username: 'tutor.jordan', start: now + 3 * HOUR, segments: TUTORING },
    { username: 'tutor.ben', start: now - 7 * MINUTE, segments: TUTORING },
  ];
  const midnight = now - (now % DAY);
  const coming = WEEK.flatMap((usual, index) =>
    [1, 2, 3, 4, 5, 6]
      .filter((day) => (day + index) % 4 !== 3)
      .map((day) => ({
        username: usual.username,
        start: midnight + day * DAY + usual.hour * HOUR,
        segments: usual.segments,
      })),
  );
  return [...today, ...coming];
}

export function demoShiftEnd(shift: DemoShift): number {
  return shift.start + shift.segments.reduce((sum, segment) => sum + segment.minutes, 0) * MINUTE;
}
