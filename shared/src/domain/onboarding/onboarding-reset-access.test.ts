import { describe, expect, it } from 'vitest';
import { mayReachStudent, type StudentReach } from './onboarding-reset-access.js';

const none: StudentReach = { sharesSection: false, sharesSchool: false, sharesDistrict: false };

describe('mayReachStudent', () => {
  it('should let a superuser reach any student', () => {
    expect(mayReachStudent('superuser', none)).toBe(true);
  });

  it('should let a teacher reach only the students of their sections', () => {
    expect(mayReachStudent('teacher', { ...none, sharesSection: true })).toBe(true);
    expect(mayReachStudent('teacher', { ...none, sharesSchool: true, sharesDistrict: true })).toBe(false);
  });

  it('should let an administrator reach only the students of their schools', () => {
    expect(mayReachStudent('administrator', { ...none, sharesSchool: true })).toBe(true);
    expect(mayReachStudent('administrator', { ...none, sharesSection: true, sharesDistrict: true })).toBe(
      false,
    );
  });

  it('should let a district manager reach only the students of their district', () => {
    expect(mayReachStudent('district-manager', { ...none, sharesDistrict: true })).toBe(true);
    expect(mayReachStudent('district-manager', { ...none, sharesSchool: true })).toBe(false);
  });

  it('should let no other role reach a student, whatever they share', () => {
    const all = { sharesSection: true, sharesSchool: true, sharesDistrict: true };
    for (const role of ['tutor', 'tutor-manager', 'student']) expect(mayReachStudent(role, all)).toBe(false);
  });
});
