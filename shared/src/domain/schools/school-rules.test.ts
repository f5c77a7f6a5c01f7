import { describe, expect, it } from 'vitest';
import {
  canStartLiveSession,
  mayCompleteLmsProfile,
  needsLibraryCompletion,
  type StudentRouteInput,
  studentRouteRedirect,
} from './school-rules.js';

const school = { id: 1, features_live_help: true, features_essay_review: true };
const user = { email: 'amy@school.example', password_changed: true, district_id: 5 };

const input = (path: string, overrides: Partial<StudentRouteInput> = {}): StudentRouteInput => ({
  path,
  user,
  school,
  flags: {},
  ...overrides,
});

describe('school 285 library account completion', () => {
  const library = { ...school, id: 285 };

  it('sends a student without an email to library completion', () => {
    expect(
      studentRouteRedirect(input('/student/classroom', { school: library, user: { ...user, email: null } })),
    ).toBe('/fulton-account-library-completion');
  });

  it('sends a student who never changed the password to library completion', () => {
    expect(
      studentRouteRedirect(
        input('/student/dashboard', { school: library, user: { ...user, password_changed: false } }),
      ),
    ).toBe('/fulton-account-library-completion');
  });

  it('leaves a student on the completion page itself', () => {
    expect(
      studentRouteRedirect(
        input('/fulton-account-library-completion', { school: library, user: { email: '' } }),
      ),
    ).toBeNull();
  });

  it('lets a completed school 285 account through', () => {
    expect(studentRouteRedirect(input('/student/dashboard', { school: library }))).toBeNull();
  });

  it('does not apply to other schools', () => {
    expect(needsLibraryCompletion({ email: null, password_changed: false }, { id: 286 })).toBe(false);
    expect(needsLibraryCompletion({ email: null }, null)).toBe(false);
  });
});

describe('school 134', () => {
  const reviewOnly = { ...school, id: 134 };

  it('sends classroom pages to the review center', () => {
    expect(studentRouteRedirect(input('/student/classroom?tab=history', { school: reviewOnly }))).toBe(
      '/student/review-center',
    );
    expect(studentRouteRedirect(input('/student/start-session', { school: reviewOnly }))).toBe(
      '/student/review-center',
    );
  });

  it('leaves the review center alone', () => {
    expect(studentRouteRedirect(input('/student/review-center', { school: reviewOnly }))).toBeNull();
  });
});

describe('district 991 live-session block', () => {
  const blocked = { ...user, district_id: 991 };
  const flagOn = { 'core-245-block-start-live-session': true } as const;

  it('keeps the district from starting a session while the flag is on', () => {
    expect(studentRouteRedirect(input('/student/start-session', { user: blocked, flags: flagOn }))).toBe(
      '/student/dashboard',
    );
    expect(canStartLiveSession(blocked, flagOn)).toBe(false);
  });

  it('lets the district start sessions while the flag is off', () => {
    expect(studentRouteRedirect(input('/student/start-session', { user: blocked }))).toBeNull();
    expect(canStartLiveSession(blocked, {})).toBe(true);
  });

  it('lets other districts start sessions with the flag on', () => {
    expect(canStartLiveSession(user, flagOn)).toBe(true);
  });

  it('still lets the district read its chat history', () => {
    expect(studentRouteRedirect(input('/student/classroom', { user: blocked, flags: flagOn }))).toBeNull();
  });
});

describe('school features', () => {
  const noLiveHelp = { ...school, features_live_help: false };
  const noEssayReview = { ...school, features_essay_review: false };

  it.each([
    '/student/classroom',
    '/student/start-session',
    '/embedded/student/classroom',
    '/student/assignment/live-help/9',
  ])('sends %s to the dashboard without live help', (path) => {
    expect(studentRouteRedirect(input(path, { school: noLiveHelp }))).toBe('/student/dashboard');
  });

  it.each([
    '/student/review-center',
    '/student/upload-work',
    '/embedded/student/review-center',
    '/student/assignment/review-center/2',
  ])('sends %s to the dashboard without essay review', (path) => {
    expect(studentRouteRedirect(input(path, { school: noEssayReview }))).toBe('/student/dashboard');
  });

  it('keeps live help open when only essay review is missing', () => {
    expect(studentRouteRedirect(input('/student/classroom', { school: noEssayReview }))).toBeNull();
  });

  it('treats a student without a school as having neither feature', () => {
    expect(studentRouteRedirect(input('/student/classroom', { school: null }))).toBe('/student/dashboard');
    expect(studentRouteRedirect(input('/student/review-center', { school: null }))).toBe(
      '/student/dashboard',
    );
  });

  it('never redirects the dashboard', () => {
    expect(studentRouteRedirect(input('/student/dashboard', { school: null }))).toBeNull();
  });
});

describe('mayCompleteLmsProfile', () => {
  it('allows a student with exactly one role', () => {
    expect(mayCompleteLmsProfile(['student'])).toBe(true);
  });

  it('refuses a student who holds another role too', () => {
    expect(mayCompleteLmsProfile(['student', 'teacher'])).toBe(false);
  });

  it('refuses a single non-student role and no role', () => {
    expect(mayCompleteLmsProfile(['teacher'])).toBe(false);
    expect(mayCompleteLmsProfile([])).toBe(false);
  });
});
