import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, isFeatureFlag, isFlagOn } from './flags.js';
import { FEATURE_FLAG_PURPOSES } from './flag-purposes.js';

describe('feature flags', () => {
  it('lists the flags the apps read, each with what it switches', () => {
    expect(FEATURE_FLAGS).toEqual([
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
    ]);
    for (const flag of FEATURE_FLAGS) expect(FEATURE_FLAG_PURPOSES[flag]).toMatch(/\w/);
  });

  it('offers no placeholder key that nothing reads', () => {
    for (const placeholder of ['eng-216', 'ENG-198', 'ENG-4094', 'instant-feedback']) {
      expect(isFeatureFlag(placeholder)).toBe(false);
    }
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
    expect(isFeatureFlag('PE-20174')).toBe(true);
    expect(isFeatureFlag('pe-20174')).toBe(false);
    expect(isFeatureFlag('unknown-flag')).toBe(false);
  });
});
