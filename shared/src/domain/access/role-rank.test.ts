import { describe, expect, it } from 'vitest';
import { highestRank, mayManage, rolesOutrank } from './role-rank.js';

describe('rolesOutrank', () => {
  it('should rank a superuser above a tutor manager, whatever else either holds', () => {
    expect(rolesOutrank(['superuser', 'tutor-manager', 'teacher'], ['tutor-manager'])).toBe(true);
    expect(rolesOutrank(['tutor-manager'], ['superuser', 'tutor-manager'])).toBe(false);
  });

  it('should not let peers outrank each other', () => {
    expect(rolesOutrank(['tutor-manager'], ['administrator'])).toBe(false);
    expect(rolesOutrank(['tutor'], ['teacher'])).toBe(false);
  });

  it('should count no role, and an unknown one, below a student', () => {
    expect(highestRank([])).toBe(-1);
    expect(highestRank(['affiliate'])).toBe(-1);
    expect(rolesOutrank(['student'], ['affiliate'])).toBe(true);
  });
});

describe('mayManage', () => {
  it.each([
    [['tutor-manager'], ['tutor'], true],
    [['tutor-manager'], ['tutor-manager'], true],
    [['superuser'], ['superuser', 'tutor-manager'], true],
    [['tutor-manager'], ['superuser', 'tutor-manager', 'teacher', 'administrator'], false],
    [['tutor-manager'], ['district-manager'], false],
    [['superuser'], ['superuser-creator'], false],
  ])('%j may manage %j: %s', (actor, target, expected) => {
    expect(mayManage(actor, target)).toBe(expected);
  });
});
