import type { HomeOf } from '@lantern/shared/contracts/home';
import { expect, test } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { englishOnlyWords, expectNoEnglish } from '../../fixtures/english-words.js';
import { journeyStudent } from '../../fixtures/people.js';
import { signIn } from '../../fixtures/web.js';

// A student's pages in French and in Spanish, read for English: each language's own student, in
// the demo world's classes (their names, the school's and the teachers' are data, written in English).

const SCREENS = [
  '/student/dashboard',
  '/student/start-session',
  '/student/classroom',
  '/student/review-center',
  '/student/upload-work',
];

for (const language of ['fr', 'es'] as const) {
  test(`should show a student no English word in ${language}`, async ({ page, request }) => {
    const denylist = englishOnlyWords(language);
    const student = journeyStudent(`e2e.words.${language}`, 'Inès', 'Durand', {
      preferredLanguage: language,
    });
    const home = await dataOf<HomeOf<'student'>>(
      await request.get('/api/me/home', { headers: bearer(await tokenFor(request, student)) }),
      `${student}'s home`,
    );
    const data = [
      'Inès Durand',
      home.school?.name ?? '',
      home.school?.district ?? '',
      ...home.sections.flatMap((section) => [
        section.name,
        section.course?.name ?? '',
        ...section.teacher_names,
      ]),
    ].filter(Boolean);
    await signIn(page, student);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(screen);
      await expectNoEnglish(page, denylist, screen, data);
    }
  });
}
