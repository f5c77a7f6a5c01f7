import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_ROLE,
  homePathForRole,
  isRole,
  navbarHomeLink,
  ROLES,
  surfacesForRole,
  usesConsole,
  usesWeb,
} from './roles.js';

describe('roles', () => {
  it('knows every role of the spec, editor roles included', () => {
    expect([...ROLES].sort()).toEqual(
      [
        'student',
        'teacher',
        'tutor',
        'tutor-manager',
        'administrator',
        'district-manager',
        'superuser',
        'superuser-creator',
        'teaching-assets-editor',
        'clips-editor',
        'problem-creator',
        'schedule-builder',
      ].sort(),
    );
  });

  it('does not count affiliate as a usable role', () => {
    expect(AFFILIATE_ROLE).toBe('affiliate');
    expect(isRole('affiliate')).toBe(false);
    expect(isRole('tutor-manager')).toBe(true);
    expect(isRole('Tutor')).toBe(false);
  });
});

describe('homePathForRole', () => {
  it('sends a student to the student dashboard', () => {
    expect(homePathForRole('student')).toBe('/student/dashboard');
  });

  it('sends a superuser-creator to the superuser area', () => {
    expect(homePathForRole('superuser-creator')).toBe('/superuser');
  });

  it.each([
    ['teacher', '/teacher'],
    ['tutor', '/tutor'],
    ['tutor-manager', '/tutor-manager'],
    ['administrator', '/administrator'],
    ['district-manager', '/district-manager'],
    ['superuser', '/superuser'],
    ['clips-editor', '/clips-editor'],
  ] as const)('sends a %s to %s', (role, path) => {
    expect(homePathForRole(role)).toBe(path);
  });
});

describe('navbarHomeLink', () => {
  it.each(['administrator', 'district-manager', 'superuser', 'teacher', 'tutor', 'tutor-manager'])(
    'links %s to its own area',
    (role) => {
      expect(navbarHomeLink(role)).toBe(`/${role}`);
    },
  );

  it.each(['student', 'superuser-creator', 'clips-editor', 'problem-creator', 'unknown'])(
    'links %s to the site root',
    (role) => {
      expect(navbarHomeLink(role)).toBe('/');
    },
  );
});

describe('which app a role uses', () => {
  it.each(['tutor', 'tutor-manager'] as const)('%s uses only the desktop console', (role) => {
    expect(surfacesForRole(role)).toEqual(['console']);
    expect(usesConsole(role)).toBe(true);
    expect(usesWeb(role)).toBe(false);
  });

  it('a superuser prefers the console and may also use the web app', () => {
    expect(surfacesForRole('superuser')).toEqual(['console', 'web']);
    expect(usesWeb('superuser')).toBe(true);
  });

  it.each(['student', 'teacher', 'administrator', 'district-manager'] as const)(
    '%s uses only the web app',
    (role) => {
      expect(surfacesForRole(role)).toEqual(['web']);
      expect(usesConsole(role)).toBe(false);
    },
  );
});
