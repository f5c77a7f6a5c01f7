// The feature flags the product reads, each with what it switches: the superuser's settings page
// lists exactly these. Keys the spec names but no screen or rule reads are left out until one does,
// so no switch is offered that changes nothing. Where a rule needs "a flag" without the spec naming
// it, the alias constants below record which key was chosen so every app gates the same screen on it.
export const FEATURE_FLAG_PURPOSES = {
  'maintenance-mode': 'Show the maintenance page to everyone but superusers',
  'core-245-block-start-live-session': 'District 991 cannot start live sessions',
  'PE-20174': 'Assignment screens for teachers and students',
  'PE-20738': 'Assignments in the review center',
  'prac-3604': "Teachers' Practice Center",
  'PE-21866': 'Assignments in live help',
  'teaching-assets-admin': 'Teaching-assets administration for editors',
  paperlive: 'Show Paper Live in the student navigation',
  'tutor-content-library': "Tutors' Comment Library",
  'tutor-practice': "Tutors' practice area",
  'tutor-manager-session-reports': 'Session reports for tutor managers',
  licensing: 'Gate teacher areas by school licences',
  'essay-review-undo': 'Undo and redo of annotation edits in the essay review editor',
} as const;

export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_PURPOSES) as (keyof typeof FEATURE_FLAG_PURPOSES)[];

export type FeatureFlag = keyof typeof FEATURE_FLAG_PURPOSES;

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
