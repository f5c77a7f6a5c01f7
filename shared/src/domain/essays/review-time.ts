export interface ReviewTimeInput {
  pickedUpAt: number;
  now: number;
  /** Seconds the tutor spent on bio breaks, absent (MIA) and on other breaks since pick-up. */
  bioBreakSeconds: number;
  absentSeconds: number;
  breakSeconds: number;
}

/** Seconds actually spent reviewing: time since pick-up without the time away. */
export function reviewTimeSpent({
  pickedUpAt,
  now,
  bioBreakSeconds,
  absentSeconds,
  breakSeconds,
}: ReviewTimeInput): number {
  return Math.max(0, now - pickedUpAt - bioBreakSeconds - absentSeconds - breakSeconds);
}
