import { describe, expect, it } from 'vitest';
import { mayReachStudent } from '../onboarding/onboarding-reset-access.js';
import { studentScopeOf } from './student-scope.js';

describe('studentScopeOf', () => {
  it('should give each school staff role the reach the spec gives it', () => {
    expect(studentScopeOf('teacher')).toBe('sections');
    expect(studentScopeOf('administrator')).toBe('schools');
    expect(studentScopeOf('district-manager')).toBe('district');
    expect(studentScopeOf('superuser')).toBe('all');
  });

  it('should give every other role no students at all', () => {
    for (const role of ['student', 'tutor', 'tutor-manager', 'superuser-creator', 'nobody'])
      expect(studentScopeOf(role)).toBeNull();
  });

  it('should agree with mayReachStudent for a student reached in one way only', () => {
    const only = {
      sections: { sharesSection: true, sharesSchool: false, sharesDistrict: false },
      schools: { sharesSection: false, sharesSchool: true, sharesDistrict: false },
      district: { sharesSection: false, sharesSchool: false, sharesDistrict: true },
    } as const;
    for (const role of ['teacher', 'administrator', 'district-manager']) {
      const scope = studentScopeOf(role) as keyof typeof only;
      for (const [kind, reach] of Object.entries(only))
        expect(mayReachStudent(role, reach)).toBe(kind === scope);
    }
  });
});
