import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, isFeatureFlag, isFlagOn } from './flags.js';

describe('feature flags', () => {
  it('lists every flag key the spec and the apps rely on', () => {
    expect(FEATURE_FLAGS).toEqual([
      'maintenance-mode',
      'core-245-block-start-live-session',
      'eng-5755-grow-student-dashboard-v-1',
      'dashboard-v-2-grade-level-toggle',
      'CORE-55-readlee-teacher-integration',
      'PE-20174',
      'PE-20738',
      'prac-3604',
      'PE-21866',
      'eng-216',
      'ENG-198',
      'ENG-4094',
      'instant-feedback',
      'teaching-assets-admin',
      'paperlive',
      'tutor-content-library',
      'tutor-practice',
      'tutor-manager-session-reports',
      'licensing',
      'essay-review-undo',
    ]);
  });

  it('ships every flag off by default', () => {
    for (const flag of FEATURE_FLAGS) {
      expect(FEATURE_FLAG_DEFAULTS[flag]).toBe(false);
    }
    expect(Object.keys(FEATURE_FLAG_DEFAULTS)).toHaveLength(FEATURE_FLAGS.length);
  });

  it('reads a missing flag as its default (off)', () => {
    expect(isFlagOn({}, 'maintenance-mode')).toBe(false);
  });

  it('reads an explicitly set flag', () => {
    expect(isFlagOn({ 'maintenance-mode': true }, 'maintenance-mode')).toBe(true);
    expect(isFlagOn({ paperlive: false }, 'paperlive')).toBe(false);
  });

  it('recognises flag keys exactly, including their case', () => {
    expect(isFeatureFlag('ENG-198')).toBe(true);
    expect(isFeatureFlag('eng-198')).toBe(false);
    expect(isFeatureFlag('unknown-flag')).toBe(false);
  });
});
