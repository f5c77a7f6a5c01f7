const MINUTE = 60;

export const PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS = 15 * MINUTE;
export const SHIFT_ENDING_WARNING_SECONDS = 15 * MINUTE;
export const FORCED_OUT_AFTER_END_SECONDS = 15 * MINUTE;
export const LOCKOUT_AFTER_START_SECONDS = 15 * MINUTE;
export const BREAK_STARTS_SOON_SECONDS = 15 * MINUTE;

export const REST_BREAK_MINUTES = 10;
export const MEAL_BREAK_MINUTES = 30;
/** Pause after a break action before shift state is reloaded, so the schedule service has caught up. */
export const BREAK_ACTION_DELAY_MS = 2000;

export const SEGMENT_TYPE_IDS = {
  ESSAY_REVIEW: 2,
  REST_BREAK: 11,
  MEAL_BREAK: 12,
} as const;

export const MODIFIER_TYPE_IDS = {
  TRANSITION: 1,
  ABSENT: 2,
  BIO_BREAK: 3,
} as const;

/**
 * Shift state ids. The spec fixes 4 to 7; the ids of the other states are ours, chosen to
 * follow the order the spec lists them in. UPCOMING is the state a shift starts in.
 */
export const SHIFT_STATE_IDS = {
  UPCOMING: 1,
  /** Off the work segment on a scheduled rest or meal break, until the tutor returns to it. */
  IN_TRANSITION: 2,
  IN_PROGRESS: 3,
  BIO_BREAK_LATE: 4,
  /** Bio break asked for while sessions are still open: no new ones arrive until they close. */
  ON_HOLD_FOR_NEW_ACTIVITY: 5,
  BIO_BREAK_ACTIVE: 6,
  /** Hides the punch button: the tutor punched out or was forced out, nothing is left to punch. */
  PUNCH_HIDDEN: 7,
  /** Missing in action: never punched in and now locked out. */
  MIA: 8,
} as const;
export type ShiftStateId = (typeof SHIFT_STATE_IDS)[keyof typeof SHIFT_STATE_IDS];

export const INITIAL_SHIFT_STATE_ID = SHIFT_STATE_IDS.UPCOMING;

export const PUNCH_ROLE_TYPES = {
  CLASSROOM: 1,
  REVIEW_CENTER: 2,
} as const;

export const TRANSFER_REQUEST_STATE_IDS = {
  PENDING: 1,
  COMPLETED: 2,
  CANCELLED: 3,
} as const;

/** The actions a shift state can list as eligible (the spec's `eligible_actions` keys). */
export const SHIFT_ACTIONS = [
  'punch_in',
  'start_bio_break',
  'schedule_rest_break',
  'request_meal_break',
  'return_to_segment',
] as const;
export type ShiftAction = (typeof SHIFT_ACTIONS)[number];

export const SEGMENT_TYPE_NAMES = [
  'Tutoring Session',
  'Writing Review',
  'Essay Review',
  'Tutor Manager',
  'Test Session',
  'Training',
  'Onboarding',
  'Assessment',
  'Pay Adjustment',
  'Special Project',
  'Meeting',
  'Paid Break',
  'Unpaid Break',
  'GROW',
  'On-call',
] as const;
export type SegmentTypeName = (typeof SEGMENT_TYPE_NAMES)[number];

export function isSegmentTypeName(value: string): value is SegmentTypeName {
  return (SEGMENT_TYPE_NAMES as readonly string[]).includes(value);
}
