import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

const SHOTS = process.env.SETTINGS_SHOTS;

/** A student of the journey's own, so no other journey sees their settings change. */
async function signedInStudent(page: Page, prefix: string): Promise<void> {
  const [student] = createPeople([{ prefix, firstName: 'Noa', ...STUDENT_TRAITS }]);
  await signIn(page, student!.username);
}

/** React Aria's switches and radios hide their input inside the label a person clicks. */
function labelOf(page: Page, role: 'switch' | 'radio', name: string) {
  return page.locator('label').filter({ has: page.getByRole(role, { name }) });
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe('a student’s settings', () => {
  test('should keep a changed notification, and put one back and say so when the server refuses', async ({
    page,
  }) => {
    // Four reloads and two screenshots at two sizes: more than one journey's usual time.
    test.slow();
    await signedInStudent(page, 'settings.notify');
    await page.goto('/student/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL('/student/settings?tab=notifications');
    const events = page.getByRole('switch', { name: 'E-mails about events' });
    await expect(events).toBeChecked();
    await labelOf(page, 'switch', 'E-mails about events').click();
    await expect(events).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'E-mails about events' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'student-notifications');

    await page.route('**/api/me/notification-options', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    const phone = page.getByRole('switch', { name: 'Phone notifications' });
    await labelOf(page, 'switch', 'Phone notifications').click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'We could not save “Phone notifications”, so it is still on.' }),
    ).toBeVisible();
    await expect(phone).toBeChecked();
    await page.unroute('**/api/me/notification-options');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Phone notifications' })).toBeChecked();

    await page.getByRole('tab', { name: 'Features' }).click();
    const sounds = page.getByRole('switch', { name: 'App sounds' });
    await labelOf(page, 'switch', 'App sounds').click();
    await expect(sounds).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'App sounds' })).not.toBeChecked();
    await shoot(page, 'student-features');
    await page.getByRole('tab', { name: 'Classes' }).click();
    await expect(page.getByRole('heading', { name: 'Your classes' })).toBeVisible();
    await shoot(page, 'student-classes');
  });

  test('should keep a picked avatar, name and grade after a reload, chosen with the keyboard', async ({
    page,
  }) => {
    test.slow();
    await signedInStudent(page, 'settings.avatar');
    await page.goto('/student/settings');
    await expect(page.getByRole('radio', { name: 'Tutor' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Elephant' }).focus();
    // Arrow keys move through the characters, as in any radio group: Elephant → Racoon → Mouse → Bee.
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Bee' })).toBeChecked();
    // Tab goes on to the colours, whose checked radio takes focus; the arrow picks the next one.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Colours 2' })).toBeChecked();
    await page.getByLabel('First name').fill('Noa-Lee');
    await page.getByLabel('Grade').selectOption({ label: 'Grade 10' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'student-account');

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Bee' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Colours 2' })).toBeChecked();
    await expect(page.getByLabel('First name')).toHaveValue('Noa-Lee');
    await expect(page.getByLabel('Grade')).toHaveValue('10');

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
  });

  test('should name the field a refused profile change broke', async ({ page }) => {
    await signedInStudent(page, 'settings.refused');
    await page.goto('/student/settings');
    await page.getByLabel('Last name').fill('   ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not save your profile.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a teacher’s settings: profile with the Tutor avatar, language and account on one page', async ({
  page,
}) => {
  test.slow();
  const [teacher] = createPeople([
    { prefix: 'settings.teacher', firstName: 'Ines', roles: ['teacher'], school: 1 },
  ]);
  await signIn(page, teacher!.username);
  await page.goto('/teacher/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await labelOf(page, 'radio', 'Tutor').click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'teacher-settings');
});
