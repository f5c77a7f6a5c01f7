import { describe, expect, it } from 'vitest';
import { mayReachSchool } from './school-reach.js';

const own = { sharesSchool: true, sharesDistrict: true };
const districtOnly = { sharesSchool: false, sharesDistrict: true };
const none = { sharesSchool: false, sharesDistrict: false };

describe('mayReachSchool', () => {
  it('should let a superuser reach every school', () => {
    expect(mayReachSchool('superuser', none)).toBe(true);
  });

  it('should let teachers and administrators reach their own schools only', () => {
    for (const role of ['teacher', 'administrator']) {
      expect(mayReachSchool(role, own)).toBe(true);
      expect(mayReachSchool(role, districtOnly)).toBe(false);
    }
  });

  it("should let a district manager reach their district's schools only", () => {
    expect(mayReachSchool('district-manager', districtOnly)).toBe(true);
    expect(mayReachSchool('district-manager', none)).toBe(false);
  });

  it('should let no other role reach a school', () => {
    for (const role of ['student', 'tutor', 'tutor-manager']) expect(mayReachSchool(role, own)).toBe(false);
  });
});
