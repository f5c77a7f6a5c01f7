import { describe, expect, it } from 'vitest';
import { isSafeRedirect, resolvePostLoginTarget } from './post-login-redirect.js';

describe('isSafeRedirect', () => {
  it.each(['/student/classroom', '/teacher/students/12?tab=sessions', '/', '/a//b', '/path\\with-backslash'])(
    'accepts the same-site path %s',
    (value) => {
      expect(isSafeRedirect(value)).toBe(true);
    },
  );

  it.each([
    ['an absolute http URL', 'http://evil.example/login'],
    ['an absolute https URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash protocol-relative trick', '/\\evil.example'],
    ['a double backslash', '\\\\evil.example'],
    ['a tab hidden between the slashes', '/\t/evil.example'],
    ['a newline hidden between the slashes', '/\n/evil.example'],
    ['a relative path without a leading slash', 'student/classroom'],
    ['a path with leading whitespace', ' /student/classroom'],
    ['an empty string', ''],
  ])('refuses %s', (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });

  it('refuses a missing value', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
  });
});

describe('resolvePostLoginTarget', () => {
  it('uses a safe stored redirect', () => {
    expect(resolvePostLoginTarget('/student/review-center', 'student')).toBe('/student/review-center');
  });

  it('ignores an unsafe stored redirect and goes to the role home', () => {
    expect(resolvePostLoginTarget('https://evil.example', 'student')).toBe('/student/dashboard');
    expect(resolvePostLoginTarget('//evil.example', 'teacher')).toBe('/teacher');
  });

  it('goes to the role home when nothing is stored', () => {
    expect(resolvePostLoginTarget(null, 'superuser-creator')).toBe('/superuser');
    expect(resolvePostLoginTarget(undefined, 'tutor')).toBe('/tutor');
  });
});
