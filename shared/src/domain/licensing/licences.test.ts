import { describe, expect, it } from 'vitest';
import type { FlagState } from '../feature-flags/flags.js';
import { LICENCES, type Licence, licenceRedirect } from './licences.js';

const ALL: readonly Licence[] = LICENCES;
const noFlags: FlagState = {};
const assignFlags: FlagState = { 'PE-20174': true, 'PE-20738': true, 'PE-21866': true };

const student = (path: string, licences: readonly Licence[]) =>
  licenceRedirect('student', path, licences, {}, true);
const teacher = (path: string, licences: readonly Licence[], flags: FlagState = assignFlags) =>
  licenceRedirect('teacher', path, licences, flags, true);

describe('licence kinds', () => {
  it('are the seven of the spec', () => {
    expect(LICENCES).toEqual(['HIT', 'ASSIGN', 'LIVE_HELP', 'WRITING', 'PRACTICE', 'READING', 'CCR']);
  });
});

describe('licenceRedirect for students', () => {
  it.each([
    ['/student/review-center', 'WRITING'],
    ['/student/upload-work', 'WRITING'],
    ['/embedded/student/review-center', 'WRITING'],
    ['/student/classroom', 'LIVE_HELP'],
    ['/student/classroom?tab=history', 'LIVE_HELP'],
    ['/student/start-session', 'LIVE_HELP'],
    ['/embedded/student/classroom', 'LIVE_HELP'],
    ['/student/assignments', 'ASSIGN'],
    ['/student/assignments/4', 'ASSIGN'],
    ['/student/quizzes/7', 'ASSIGN'],
    ['/student/grow/analytics', 'HIT'],
    ['/student/practice/missions', 'PRACTICE'],
  ] as const)('%s needs %s', (path, licence) => {
    expect(student(path, [licence])).toBeNull();
    expect(
      student(
        path,
        ALL.filter((held) => held !== licence),
      ),
    ).toBe('/student/dashboard');
  });

  it('needs both assign and writing for an assignment review center', () => {
    expect(student('/student/assignment/review-center/3', ['ASSIGN', 'WRITING'])).toBeNull();
    expect(student('/student/assignment/review-center/3', ['ASSIGN'])).toBe('/student/dashboard');
    expect(student('/student/assignment/review-center/3', ['WRITING'])).toBe('/student/dashboard');
  });

  it('needs both assign and live-help for an assignment live-help session', () => {
    expect(student('/student/assignment/live-help/3', ['ASSIGN', 'LIVE_HELP'])).toBeNull();
    expect(student('/student/assignment/live-help/3', ['LIVE_HELP'])).toBe('/student/dashboard');
  });

  it('never gates the dashboard, so a student without licences still has a home', () => {
    expect(student('/student/dashboard', [])).toBeNull();
  });

  it('ignores licences when licensing is off', () => {
    expect(licenceRedirect('student', '/student/review-center', [], noFlags, false)).toBeNull();
  });
});

describe('licenceRedirect for teachers', () => {
  it.each(['/teacher/students', '/teacher/students/42', '/teacher/activity'])(
    '%s opens with either live-help or writing',
    (path) => {
      expect(teacher(path, ['LIVE_HELP'])).toBeNull();
      expect(teacher(path, ['WRITING'])).toBeNull();
      expect(teacher(path, ['ASSIGN', 'HIT', 'PRACTICE'])).toBe('/teacher/dashboard');
    },
  );

  it('opens assignments with the assign licence and the assign UI flag', () => {
    expect(teacher('/teacher/assignments', ['ASSIGN'])).toBeNull();
    expect(teacher('/teacher/assignments', [])).toBe('/teacher/dashboard');
    expect(teacher('/teacher/assignments', ['ASSIGN'], {})).toBe('/teacher/dashboard');
  });

  it('opens the assignment review center with assign, writing and both of its flags', () => {
    const path = '/teacher/assignment/review-center/5';
    expect(teacher(path, ['ASSIGN', 'WRITING'])).toBeNull();
    expect(teacher(path, ['ASSIGN'])).toBe('/teacher/dashboard');
    expect(teacher(path, ['WRITING'])).toBe('/teacher/dashboard');
    expect(teacher(path, ['ASSIGN', 'WRITING'], { 'PE-20174': true })).toBe('/teacher/dashboard');
    expect(teacher(path, ['ASSIGN', 'WRITING'], { 'PE-20738': true })).toBe('/teacher/dashboard');
  });

  it('opens assignment live-help with assign, live-help and both of its flags', () => {
    const path = '/teacher/assignment/live-help';
    expect(teacher(path, ['ASSIGN', 'LIVE_HELP'])).toBeNull();
    expect(teacher(path, ['ASSIGN', 'WRITING'])).toBe('/teacher/dashboard');
    expect(teacher(path, ['ASSIGN', 'LIVE_HELP'], { 'PE-20174': true })).toBe('/teacher/dashboard');
  });

  it('opens Pulse quizzes with the assign licence alone', () => {
    expect(teacher('/teacher/quizzes', ['ASSIGN'], {})).toBeNull();
    expect(teacher('/teacher/quizzes', ['WRITING'])).toBe('/teacher/dashboard');
  });

  it('opens practice with the practice licence and its flag', () => {
    expect(teacher('/teacher/practice', ['PRACTICE'], { 'prac-3604': true })).toBeNull();
    expect(teacher('/teacher/practice', ['PRACTICE'], {})).toBe('/teacher/dashboard');
    expect(teacher('/teacher/practice', [], { 'prac-3604': true })).toBe('/teacher/dashboard');
  });

  it('opens grow analytics with HIT', () => {
    expect(teacher('/teacher/grow-analytics', ['HIT'])).toBeNull();
    expect(teacher('/teacher/grow-analytics', ['ASSIGN'])).toBe('/teacher/dashboard');
  });

  it('leaves ungated pages open', () => {
    expect(teacher('/teacher/dashboard', [])).toBeNull();
    expect(teacher('/teacher/settings', [])).toBeNull();
  });

  it('still requires the screen flags when licensing is off', () => {
    expect(licenceRedirect('teacher', '/teacher/assignments', [], {}, false)).toBe('/teacher/dashboard');
    expect(licenceRedirect('teacher', '/teacher/assignments', [], { 'PE-20174': true }, false)).toBeNull();
    expect(licenceRedirect('teacher', '/teacher/students', [], {}, false)).toBeNull();
  });
});

describe('licenceRedirect for administrators and district managers', () => {
  it.each(['administrator', 'district-manager'])('%s needs HIT for grow analytics', (role) => {
    expect(licenceRedirect(role, `/${role}/grow-analytics/overview`, ['HIT'], {}, true)).toBeNull();
    expect(licenceRedirect(role, `/${role}/grow-analytics/overview`, [], {}, true)).toBe(
      `/${role}/dashboard`,
    );
  });

  it('does not apply one role rules to another role', () => {
    expect(licenceRedirect('tutor', '/student/review-center', [], {}, true)).toBeNull();
  });
});
