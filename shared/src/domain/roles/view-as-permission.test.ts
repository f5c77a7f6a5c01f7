import { describe, expect, it } from 'vitest';
import { mayViewAs, type ViewAsViewer } from './view-as-permission.js';

const superuser: ViewAsViewer = {
  userId: 1,
  roles: ['superuser', 'teacher', 'tutor-manager'],
  currentRole: 'superuser',
  impersonating: false,
};
const teacher: ViewAsViewer = {
  userId: 2,
  roles: ['teacher', 'student'],
  currentRole: 'teacher',
  impersonating: false,
};

describe('mayViewAs, own roles', () => {
  it('allows another role the viewer holds', () => {
    expect(mayViewAs(teacher, { role: 'student' })).toEqual({ allowed: true });
    expect(mayViewAs(superuser, { role: 'tutor-manager' })).toEqual({ allowed: true });
  });

  it('refuses a role the viewer does not hold', () => {
    expect(mayViewAs(teacher, { role: 'administrator' })).toEqual({
      allowed: false,
      reason: 'role-not-held',
    });
  });

  it('refuses the role already in use', () => {
    expect(mayViewAs(teacher, { role: 'teacher' })).toEqual({ allowed: false, reason: 'role-not-held' });
  });

  it('treats the viewer naming their own id as their own roles', () => {
    expect(mayViewAs(teacher, { role: 'student', userId: 2 })).toEqual({ allowed: true });
    expect(mayViewAs(teacher, { role: 'teacher', userId: 2 })).toEqual({
      allowed: false,
      reason: 'role-not-held',
    });
  });

  it('refuses anything while already viewing as someone', () => {
    expect(mayViewAs({ ...teacher, impersonating: true }, { role: 'student' })).toEqual({
      allowed: false,
      reason: 'stop-viewing-first',
    });
  });

  it('refuses the affiliate role even to a viewer holding it, before the held-role check', () => {
    expect(mayViewAs({ ...teacher, roles: ['teacher', 'affiliate'] }, { role: 'affiliate' })).toEqual({
      allowed: false,
      reason: 'affiliate-unsupported',
    });
  });
});

describe('mayViewAs, another person', () => {
  it('lets a superuser view as a person in a role that person holds', () => {
    expect(mayViewAs(superuser, { role: 'student', userId: 9, targetRoles: ['student'] })).toEqual({
      allowed: true,
    });
  });

  it('refuses everyone but an acting superuser', () => {
    expect(mayViewAs(teacher, { role: 'student', userId: 9, targetRoles: ['student'] })).toEqual({
      allowed: false,
      reason: 'superuser-only',
    });
    expect(
      mayViewAs(
        { ...superuser, currentRole: 'teacher' },
        { role: 'student', userId: 9, targetRoles: ['student'] },
      ),
    ).toEqual({ allowed: false, reason: 'superuser-only' });
  });

  it('refuses a role the person does not hold', () => {
    expect(mayViewAs(superuser, { role: 'teacher', userId: 9, targetRoles: ['student'] })).toEqual({
      allowed: false,
      reason: 'target-not-viewable',
    });
  });

  it('refuses to view as another superuser, in any of their roles', () => {
    expect(
      mayViewAs(superuser, { role: 'teacher', userId: 9, targetRoles: ['teacher', 'superuser'] }),
    ).toEqual({
      allowed: false,
      reason: 'target-not-viewable',
    });
  });

  it('refuses when the person’s roles are unknown', () => {
    expect(mayViewAs(superuser, { role: 'student', userId: 9 })).toEqual({
      allowed: false,
      reason: 'target-not-viewable',
    });
  });

  it('does not require the viewer to hold the role', () => {
    expect(
      mayViewAs(superuser, { role: 'district-manager', userId: 9, targetRoles: ['district-manager'] }),
    ).toEqual({ allowed: true });
  });
});
