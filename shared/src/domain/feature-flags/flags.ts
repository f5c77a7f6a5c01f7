// The feature flags the product reads: the superuser's settings page lists exactly these, each with
// what it switches (flag-purposes.ts, kept apart so the sign-in page does not carry the words). Keys
// the spec names but no screen or rule reads are left out until one does, so no switch is offered
// that changes nothing. Where a rule needs "a flag" without the spec naming it, the alias constants
// below record which key was chosen so every app gates the same screen on it.
export const FEATURE_FLAGS = [
  'maintenance-mode',
  'core-245-block-start-live-session',
  'PE-20174',
  'PE-20738',
  'prac-3604',
  'PE-21866',
  'teaching-assets-admin',
  'paperlive',
  'tutor-content-library',
  'tutor-practice',
  'tutor-manager-session-reports',
  'licensing',
  'essay-review-undo',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flag values as delivered to a client; a missing key means the flag's default. */
export type FlagState = Readonly<Partial<Record<FeatureFlag, boolean>>>;

// Every flag ships off: a feature is turned on deliberately, never by forgetting a key.
export const FEATURE_FLAG_DEFAULTS: Readonly<Record<FeatureFlag, boolean>> = Object.fromEntries(
  FEATURE_FLAGS.map((flag) => [flag, false]),
) as Record<FeatureFlag, boolean>;

/** The assignment UI as a whole (teacher assignments and both assignment sub-areas). */
export const ASSIGN_UI_FLAG: FeatureFlag = 'PE-20174';
/** The second flag of teacher assignment review-center. */
export const ASSIGNMENT_REVIEW_CENTER_FLAG: FeatureFlag = 'PE-20738';
/** The second flag of teacher assignment live-help. */
export const ASSIGNMENT_LIVE_HELP_FLAG: FeatureFlag = 'PE-21866';
/** Teacher Practice Center. */
export const TEACHER_PRACTICE_FLAG: FeatureFlag = 'prac-3604';
/** Undo and redo of annotation edits in the essay review editor (the spec: "only with a flag"). */
export const ESSAY_REVIEW_UNDO_FLAG: FeatureFlag = 'essay-review-undo';

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

export function isFlagOn(flags: FlagState, flag: FeatureFlag): boolean {
  return flags[flag] ?? FEATURE_FLAG_DEFAULTS[flag];
}
