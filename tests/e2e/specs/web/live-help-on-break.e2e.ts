import { type Browser, expect, type Page, test } from '@playwright/test';
import { endOpenSessions, punchedInNow } from '../../fixtures/api.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { signInToConsole } from '../console/console-fixtures.js';

// The only tutor of a subject steps away for a bio break: a student asking then is queued with
// the wait in view, not told nobody is on, and the chat opens when the tutor is back. The journey's
// own Quinn is the one Test Prep tutor at work (no other journey asks about it or puts its demo
// tutor on shift); new people on each attempt, so a retry never finds an earlier one in line.

const TEST_PREP = 30;
let STUDENT = '';
let TUTOR = '';
test.beforeAll(() => {
  [STUDENT, TUTOR] = createPeople([
    { prefix: 'e2e.on-break.maya', firstName: 'Maya', lastName: 'Ortiz', ...STUDENT_TRAITS },
    { prefix: 'e2e.on-break.quinn', firstName: 'Quinn', ...tutorTraits([TEST_PREP]) },
  ]).map((person) => person.username) as [string, string];
});

async function pageFor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The start page's form, as a student fills it: a live tutor, the question, Test Prep. */
async function askAboutTestPrep(page: Page): Promise<void> {
  await page.goto('/student/start-session');
  await page.getByRole('radio', { name: /A live tutor/ }).check({ force: true });
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('How many practice tests should I take before the big exam?');
  await page.getByRole('button', { name: /Subject$/ }).click();
  await page.getByRole('option', { name: 'Test Prep' }).click();
  await page.getByRole('button', { name: 'Ask a tutor' }).click();
}

test.describe('live help while the only tutor is on a break', () => {
  test('should queue the student with the wait, and open the chat when the tutor returns', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await punchedInNow(request, TUTOR);
    const tutor = await pageFor(browser);
    const student = await pageFor(browser);
    try {
      await signInToConsole(tutor, TUTOR);
      const clock = tutor.getByRole('region', { name: 'Punch clock' });
      await expect(clock).toContainText('In progress');
      await clock.getByRole('button', { name: 'Start bio break' }).click();
      await expect(clock).toContainText('On a bio break');

      await signIn(student, STUDENT);
      await askAboutTestPrep(student);
      await expect(student).toHaveURL('/student/classroom');
      await expect(student.getByRole('heading', { name: 'Finding you a tutor…' })).toBeVisible();
      const queue = student.getByRole('status').filter({ hasText: 'in line' });
      await expect(queue).toContainText('You’re next in line!');
      await expect(queue).toContainText(
        /Estimated wait: (a few minutes|less than a minute|about \d+ minutes?)/,
      );
      await expect(student.getByRole('heading', { name: /No Test Prep tutor is on/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(student);

      await clock.getByRole('button', { name: 'Return to my segment' }).click();
      await expect(clock).toContainText('In progress');
      await expect(student.getByRole('heading', { name: /^Chat with Quinn / })).toBeVisible({
        timeout: 15_000,
      });
    } finally {
      await endOpenSessions(request, STUDENT);
      await tutor.context().close();
      await student.context().close();
    }
  });

  test('should say a tutor is due when their segment has started but they have not clocked in', async ({
    page,
  }) => {
    // The answer is fixed here: whether some tutor is late at this moment is not the journey's to set.
    const startedAt = Math.floor(Date.now() / 1000) - 60;
    await page.route('**/api/subjects/*/availability', (route) =>
      route.fulfill({
        json: { data: { subject_id: TEST_PREP, available_now: false, next_available_at: startedAt } },
      }),
    );
    await signIn(page, STUDENT);
    await askAboutTestPrep(page);
    await expect(page.getByRole('heading', { name: 'No Test Prep tutor is on right now' })).toBeVisible();
    await expect(
      page.getByText('A Test Prep tutor’s shift has started, and they haven’t clocked in yet.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL('/student/start-session');
  });
});
