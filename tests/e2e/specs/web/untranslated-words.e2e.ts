import { englishOnlyWords, expectNoEnglish } from '../../fixtures/english-words.js';
import { journeyStudent } from '../../fixtures/people.js';
import { signIn } from '../../fixtures/web.js';
import { expect, test } from '@playwright/test';

// A student's pages in French and in Spanish, read for English: each language's own student.

const SCREENS = [
  '/student/dashboard',
  '/student/start-session',
  '/student/classroom',
  '/student/review-center',
  '/student/upload-work',
];

for (const language of ['fr', 'es'] as const) {
  test(`should show a student no English word in ${language}`, async ({ page }) => {
    const denylist = englishOnlyWords(language);
    const student = journeyStudent(`e2e.words.${language}`, 'Inès', 'Durand', {
      preferredLanguage: language,
    });
    await signIn(page, student);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, denylist, screen, ['Inès Durand']);
    }
  });
}
