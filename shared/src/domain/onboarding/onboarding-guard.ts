import { isSafeRedirect } from '../auth/post-login-redirect.js';
import { STUDENT_DASHBOARD_PATH } from '../roles/roles.js';
import { isPathUnder } from '../routing/path-match.js';

export const ONBOARDING_PATH = '/student/onboarding';

/**
 * New students may use nothing but onboarding; everyone else is kept out of it. Only student
 * pages are guarded, so logout and public pages stay reachable during onboarding.
 */
export function onboardingRedirect(path: string, isNew: boolean): string | null {
  const onOnboarding = isPathUnder(path, ONBOARDING_PATH);
  if (isNew) {
    const studentPage = isPathUnder(path, '/student') || isPathUnder(path, '/embedded/student');
    return studentPage && !onOnboarding ? ONBOARDING_PATH : null;
  }
  return onOnboarding ? STUDENT_DASHBOARD_PATH : null;
}

export interface OnboardingCompletion {
  quizId?: number | string | null;
  storedRedirect?: string | null;
}

/** Where a student goes after finishing onboarding: the pending quiz, the page they wanted, or home. */
export function onboardingCompletionTarget({ quizId, storedRedirect }: OnboardingCompletion): string {
  if (quizId !== null && quizId !== undefined && String(quizId) !== '') {
    return `/student/quizzes/${encodeURIComponent(String(quizId))}`;
  }
  // Going back to onboarding would restart the flow just finished.
  if (isSafeRedirect(storedRedirect) && !isPathUnder(storedRedirect, ONBOARDING_PATH)) return storedRedirect;
  return STUDENT_DASHBOARD_PATH;
}
