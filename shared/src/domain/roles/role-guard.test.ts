import { describe, expect, it } from 'vitest';
import { roleGuard } from './role-guard.js';

describe('roleGuard', () => {
  it('lets a user holding the role in and makes it the current role', () => {
    expect(roleGuard(['student', 'teacher'], 'teacher')).toEqual({ allowed: true, currentRole: 'teacher' });
  });

  it('sends a user without the role back to login', () => {
    expect(roleGuard(['student'], 'teacher')).toEqual({ allowed: false, redirect: '/login' });
  });

  it('sends a user with no roles back to login', () => {
    expect(roleGuard([], 'student')).toEqual({ allowed: false, redirect: '/login' });
  });
});
