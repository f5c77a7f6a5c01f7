import { describe, expect, it } from 'vitest';
import { usableRoles } from './usable-roles.js';

describe('usableRoles', () => {
  it('keeps known roles in their order', () => {
    expect(usableRoles(['teacher', 'student', 'tutor-manager'])).toEqual([
      'teacher',
      'student',
      'tutor-manager',
    ]);
  });

  it('drops the retired affiliate role', () => {
    expect(usableRoles(['affiliate', 'student'])).toEqual(['student']);
  });

  it('drops names it does not know, including differently cased ones', () => {
    expect(usableRoles(['Teacher', 'janitor', 'superuser'])).toEqual(['superuser']);
  });

  it('leaves nothing for an affiliate-only account', () => {
    expect(usableRoles(['affiliate'])).toEqual([]);
  });
});
