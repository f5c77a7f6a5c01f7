import type { FeatureFlag } from './flags.js';

/** What each flag switches, as the superuser's settings page describes it. */
export const FEATURE_FLAG_PURPOSES: Readonly<Record<FeatureFlag, string>> = {
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
};
