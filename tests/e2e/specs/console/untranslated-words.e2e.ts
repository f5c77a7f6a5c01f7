import type { Subject } from '@lantern/shared/contracts/catalog';
import type { FeatureFlag } from '@lantern/shared/contracts/feature-flags';
import type { EssayQueuePage } from '@lantern/shared/contracts/service';
import type { TutorList } from '@lantern/shared/contracts/tutors-admin';
import type { APIRequestContext } from '@playwright/test';
import { bearer, dataOf, scheduleLater, tokenFor } from '../../fixtures/api.js';
import { englishOnlyWords, expectNoEnglish } from '../../fixtures/english-words.js';
import { createPeople, type Person } from '../../fixtures/people.js';
import { expect, signInToConsole, test } from './console-fixtures.js';

// The console in French and in Spanish, screen by screen, read for English: each test's own tutor
// (an essay reviewer with a shift of two segments ahead), manager and superuser, saved in that
// language. What people and the seed wrote (names, topics) is content, not the interface.

const HOUR = 3600;
const TUTOR_SCREENS = [
  '/tutor',
  '/tutor/availability',
  '/tutor/classroom',
  '/tutor/review-center',
  '/tutor/canned-replies',
];
const MANAGER_SCREENS = [
  '/tutor-manager/services/summary',
  '/tutor-manager/services/breaks-center',
  '/tutor-manager/services/action-center',
  '/tutor-manager/services/essays-queue',
  '/tutor-manager/services/schedule',
  '/tutor-manager/services/analytics',
];
const SUPERUSER_SCREENS = [
  '/superuser',
  '/superuser/services/tutors/list',
  '/superuser/grow/session-reports',
  '/superuser/settings',
];

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The titles of the essays in the managers' queue, as a manager reads them. */
async function queuedTitles(request: APIRequestContext, username: string): Promise<string[]> {
  const headers = bearer(await tokenFor(request, username));
  const page = await dataOf<EssayQueuePage>(
    await request.get('/api/service/essays', { headers }),
    'the queue',
  );
  return page.data.map((essay) => essay.title);
}

/** The names of the staff, as a manager reads them: other journeys' people (a "Reviewer") are content. */
async function staffNames(request: APIRequestContext, username: string): Promise<string[]> {
  const headers = bearer(await tokenFor(request, username));
  const list = await dataOf<TutorList>(
    await request.get('/api/tutors?showAll=true', { headers }),
    'the tutors',
  );
  return list.data.map((tutor) => tutor.name);
}

for (const language of ['fr', 'es'] as const) {
  test.describe(`the console in ${language}`, () => {
    const denylist = englishOnlyWords(language);

    test('should show a tutor no English word', async ({ page, request }) => {
      const [tutor] = createPeople([
        {
          prefix: `tutor.words.${language}`,
          firstName: 'Inès',
          preferredLanguage: language,
          tutor: { subjects: [1], languages: [1], essayReview: true, maxWeeklyHours: 20 },
        },
      ]) as [Person];
      await scheduleLater(request, tutor.username, {
        startsIn: 3 * HOUR,
        segments: [
          { type: 'Tutoring Session', minutes: 60 },
          { type: 'Essay Review', minutes: 60 },
        ],
      });
      await signInToConsole(page, tutor.username);
      await expect(page).toHaveURL(/\/console\/tutor$/);
      for (const screen of TUTOR_SCREENS) {
        await page.goto(`/console${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Still signed in, on that screen or its first tab.
        await expect(page).toHaveURL(new RegExp(`/console${screen}(/[\\w-]+)?$`));
        await expectNoEnglish(page, denylist, screen, [fullName(tutor)]);
      }
    });

    test('should show a manager no English word', async ({ page, request }) => {
      const [manager] = createPeople([
        {
          prefix: `manager.words.${language}`,
          firstName: 'Inès',
          roles: ['tutor-manager'],
          preferredLanguage: language,
        },
      ]) as [Person];
      await signInToConsole(page, manager.username);
      await expect(page).toHaveURL(/\/console\/tutor-manager/);
      for (const screen of MANAGER_SCREENS) {
        await page.goto(`/console${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Still signed in, on that screen or its first tab.
        await expect(page).toHaveURL(new RegExp(`/console${screen}(/[\\w-]+)?$`));
        // Other journeys' essays, titled in English, may be waiting in the queue.
        await expectNoEnglish(page, denylist, screen, async () => [
          fullName(manager),
          ...(await queuedTitles(request, manager.username)),
          ...(await staffNames(request, manager.username)),
        ]);
      }
    });

    test('should show a superuser no English word', async ({ page, request }) => {
      const [superuser] = createPeople([
        {
          prefix: `superuser.words.${language}`,
          firstName: 'Inès',
          roles: ['superuser', 'tutor-manager'],
          preferredLanguage: language,
        },
      ]) as [Person];
      // Data written in English: the catalog's topics, and the flags' keys.
      const headers = bearer(await tokenFor(request, superuser.username));
      const subjects = await dataOf<Subject[]>(await request.get('/api/subjects', { headers }), 'subjects');
      const flags = await dataOf<FeatureFlag[]>(
        await request.get('/api/feature-flags', { headers }),
        'flags',
      );
      const data = [
        fullName(superuser),
        // Settings show the person's own username.
        superuser.username,
        ...subjects.flatMap((subject) => subject.availableTopics.map((topic) => topic.name)),
        ...flags.map((flag) => flag.key),
      ].sort((a, b) => b.length - a.length);
      await signInToConsole(page, superuser.username);
      await expect(page).toHaveURL(/\/console\/superuser/);
      for (const screen of SUPERUSER_SCREENS) {
        await page.goto(`/console${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Still signed in, on that screen or its first tab.
        await expect(page).toHaveURL(new RegExp(`/console${screen}(/[\\w-]+)?$`));
        await expectNoEnglish(page, denylist, screen, async () => [
          ...data,
          ...(await staffNames(request, superuser.username)),
        ]);
      }
    });
  });
}
