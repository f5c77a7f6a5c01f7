import { describe, expect, it } from 'vitest';
import { isPathUnder, mostSpecificPrefix, pathOf } from './path-match.js';

describe('pathOf', () => {
  it('drops the query string', () => {
    expect(pathOf('/student/classroom?tab=history')).toBe('/student/classroom');
  });

  it('drops the fragment', () => {
    expect(pathOf('/teacher/students#top')).toBe('/teacher/students');
  });

  it('keeps a path that has neither', () => {
    expect(pathOf('/tutor')).toBe('/tutor');
  });
});

describe('isPathUnder', () => {
  it('matches the prefix itself', () => {
    expect(isPathUnder('/student/classroom', '/student/classroom')).toBe(true);
  });

  it('matches a path below the prefix', () => {
    expect(isPathUnder('/student/quizzes/12', '/student/quizzes')).toBe(true);
  });

  it('matches with a trailing slash, a query or a fragment', () => {
    expect(isPathUnder('/student/classroom/', '/student/classroom')).toBe(true);
    expect(isPathUnder('/student/classroom?tab=history', '/student/classroom')).toBe(true);
    expect(isPathUnder('/student/classroom#chat', '/student/classroom')).toBe(true);
  });

  it('does not match a sibling that merely shares the first letters', () => {
    expect(isPathUnder('/student/classroom-tips', '/student/classroom')).toBe(false);
  });

  it('does not match a parent of the prefix', () => {
    expect(isPathUnder('/student', '/student/classroom')).toBe(false);
  });
});

describe('mostSpecificPrefix', () => {
  const prefixes = [
    '/tutor-manager/services',
    '/tutor-manager/services/breaks-center',
    '/tutor-manager/activity',
  ];

  it('picks the longest prefix the path lies under', () => {
    expect(mostSpecificPrefix(prefixes, '/tutor-manager/services/breaks-center/meal-breaks')).toBe(
      '/tutor-manager/services/breaks-center',
    );
    expect(mostSpecificPrefix(prefixes, '/tutor-manager/services/summary')).toBe('/tutor-manager/services');
  });

  it('is null when the path lies under none', () => {
    expect(mostSpecificPrefix(prefixes, '/tutor-manager/settings')).toBeNull();
    expect(mostSpecificPrefix([], '/tutor')).toBeNull();
  });
});
