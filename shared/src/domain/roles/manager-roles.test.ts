import { describe, expect, it } from 'vitest';
import { isManagerRole, MANAGER_ROLES } from './manager-roles.js';

describe('isManagerRole', () => {
  it.each(['tutor-manager', 'superuser'])('counts %s as a manager', (role) => {
    expect(isManagerRole(role)).toBe(true);
  });

  it.each([
    'tutor',
    'teacher',
    'administrator',
    'district-manager',
    'superuser-creator',
    'student',
    'affiliate',
    '',
  ])('does not count %s', (role) => {
    expect(isManagerRole(role)).toBe(false);
  });

  it('lists exactly the tutor manager and the superuser', () => {
    expect([...MANAGER_ROLES].sort()).toEqual(['superuser', 'tutor-manager']);
  });
});
