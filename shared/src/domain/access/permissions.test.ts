import { describe, expect, it } from 'vitest';
import { isChange, isPermission, PERMISSIONS, roleMayAttempt } from './permissions.js';

describe('roleMayAttempt', () => {
  it('should let only a session’s kind of people write in it', () => {
    expect(roleMayAttempt(['student'], 'session.message.send')).toBe(true);
    expect(roleMayAttempt(['tutor'], 'session.whiteboard.edit')).toBe(true);
    expect(roleMayAttempt(['tutor-manager'], 'session.message.send')).toBe(false);
    expect(roleMayAttempt(['teacher'], 'session.read')).toBe(false);
  });

  it('should let a session’s people, the managers and school staff read its transcript, and no one else', () => {
    for (const role of [
      'student',
      'tutor',
      'tutor-manager',
      'superuser',
      'teacher',
      'administrator',
      'district-manager',
    ])
      expect(roleMayAttempt([role], 'session.transcript.read')).toBe(true);
    expect(roleMayAttempt(['teaching-assets-editor', 'schedule-builder'], 'session.transcript.read')).toBe(
      false,
    );
  });

  it("should keep a district's student list to its manager and superusers, a school's to its staff above teachers", () => {
    expect(roleMayAttempt(['district-manager'], 'district.students.read')).toBe(true);
    expect(roleMayAttempt(['administrator'], 'district.students.read')).toBe(false);
    for (const role of ['administrator', 'district-manager', 'superuser'])
      expect(roleMayAttempt([role], 'school.students.read')).toBe(true);
    for (const role of ['teacher', 'student', 'tutor']) {
      expect(roleMayAttempt([role], 'school.students.read')).toBe(false);
      expect(roleMayAttempt([role], 'leader.student.read')).toBe(false);
    }
  });

  it('should let only tutor managers and superusers observe a live session', () => {
    for (const role of ['tutor-manager', 'superuser'])
      expect(roleMayAttempt([role], 'session.observe')).toBe(true);
    for (const role of ['student', 'tutor', 'teacher', 'administrator', 'district-manager'])
      expect(roleMayAttempt([role], 'session.observe')).toBe(false);
  });

  it('should keep a review to tutors and an essay’s own pages to students', () => {
    expect(roleMayAttempt(['tutor'], 'essay.annotation.delete')).toBe(true);
    expect(roleMayAttempt(['student'], 'essay.review.edit')).toBe(false);
    expect(roleMayAttempt(['student'], 'essay.download')).toBe(true);
    expect(roleMayAttempt(['tutor'], 'essay.download')).toBe(false);
  });

  it('should keep account editing to managers', () => {
    for (const permission of ['user.read', 'user.edit', 'user.roles.edit', 'user.deactivate'] as const) {
      expect(roleMayAttempt(['tutor-manager'], permission)).toBe(true);
      expect(roleMayAttempt(['superuser'], permission)).toBe(true);
      expect(roleMayAttempt(['tutor', 'teacher', 'student'], permission)).toBe(false);
    }
  });

  it('should keep the essay queue’s actions to managers', () => {
    const actions = [
      'essay.queue.read',
      'essay.queue.release',
      'essay.queue.reassign',
      'essay.queue.prioritise',
    ] as const;
    for (const permission of actions) {
      expect(roleMayAttempt(['tutor-manager'], permission)).toBe(true);
      expect(roleMayAttempt(['superuser'], permission)).toBe(true);
      expect(roleMayAttempt(['tutor', 'student', 'teacher', 'administrator'], permission)).toBe(false);
    }
  });

  it('should let anyone try what the object itself guards (a signed link, a shared link, their own settings)', () => {
    for (const permission of ['session.media.read', 'session.shared.read', 'user.preferences.edit'] as const)
      expect(roleMayAttempt(['teacher'], permission)).toBe(true);
  });

  it('should refuse someone with no role', () => {
    expect(roleMayAttempt([], 'session.read')).toBe(false);
  });
});

describe('the permission list', () => {
  it('should name each permission once, as <object>.<verb>', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
    expect(isPermission('essay.review.edit')).toBe(true);
    expect(isPermission('essay.burn')).toBe(false);
  });

  it('should tell reads from changes', () => {
    expect(isChange('session.read')).toBe(false);
    expect(isChange('essay.download')).toBe(false);
    expect(isChange('essay.annotation.delete')).toBe(true);
    expect(isChange('user.roles.edit')).toBe(true);
  });
});
