import { describe, expect, it } from 'vitest';
import { onboardingCompletionTarget, onboardingRedirect } from './onboarding-guard.js';

describe('onboardingRedirect', () => {
  it.each(['/student/dashboard', '/student/classroom?tab=history', '/embedded/student/review-center'])(
    'forces a new student from %s to onboarding',
    (path) => {
      expect(onboardingRedirect(path, true)).toBe('/student/onboarding');
    },
  );

  it('leaves a new student on onboarding', () => {
    expect(onboardingRedirect('/student/onboarding', true)).toBeNull();
    expect(onboardingRedirect('/student/onboarding/step-2', true)).toBeNull();
  });

  it('lets a new student log out', () => {
    expect(onboardingRedirect('/logout', true)).toBeNull();
  });

  it('sends a student who already finished away from onboarding to the dashboard', () => {
    expect(onboardingRedirect('/student/onboarding', false)).toBe('/student/dashboard');
  });

  it('leaves a student who already finished on other pages', () => {
    expect(onboardingRedirect('/student/classroom', false)).toBeNull();
  });
});

describe('onboardingCompletionTarget', () => {
  it('opens the quiz when an id is given', () => {
    expect(onboardingCompletionTarget({ quizId: 42, storedRedirect: '/student/review-center' })).toBe(
      '/student/quizzes/42',
    );
  });

  it('encodes a quiz id given as text', () => {
    expect(onboardingCompletionTarget({ quizId: 'a b' })).toBe('/student/quizzes/a%20b');
  });

  it('goes to a safe stored redirect when there is no quiz', () => {
    expect(onboardingCompletionTarget({ quizId: null, storedRedirect: '/student/review-center' })).toBe(
      '/student/review-center',
    );
  });

  it('ignores an unsafe stored redirect', () => {
    expect(onboardingCompletionTarget({ storedRedirect: '//evil.example' })).toBe('/student/dashboard');
  });

  it('ignores a stored redirect back into onboarding', () => {
    expect(onboardingCompletionTarget({ storedRedirect: '/student/onboarding' })).toBe('/student/dashboard');
  });

  it('goes to the dashboard otherwise', () => {
    expect(onboardingCompletionTarget({})).toBe('/student/dashboard');
    expect(onboardingCompletionTarget({ quizId: '' })).toBe('/student/dashboard');
  });
});
