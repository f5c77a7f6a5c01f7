import { expect, type Page, test } from '@playwright/test';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn, WEB_HOMES } from '../../fixtures/web.js';

// The e2e server points every provider at the tests' own OpenID provider (start-server.mjs), whose
// page asks for an e-mail and vouches for it.

const MAPLEWOOD_LOGIN = '/login/student/riverside-unified-school-district/maplewood-high-school';

async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: /Sign in to continue to Lantern/ })).toBeVisible();
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('linking a school account in settings', () => {
  test('should link Google from settings, sign in by it, then unlink it after saying what that means', async ({
    page,
  }) => {
    const [student] = createPeople([{ prefix: 'links.student', firstName: 'Ines', ...STUDENT_TRAITS }]);
    // An address of the provider's that Lantern does not know: only the link can find Ines by it.
    const personal = `ines.${Date.now().toString(36)}@personal.example`;
    await signIn(page, student!.username);
    await page.goto('/student/settings');
    const links = page.getByRole('region', { name: 'Single sign-on' });
    const google = links.getByRole('listitem').filter({ hasText: 'Google' });
    await expect(google).toContainText('Not linked');

    await google.getByRole('button', { name: 'Link Google' }).click();
    await signInAtProvider(page, personal);
    // Back in settings, which says so once and keeps a clean address.
    await expect(page).toHaveURL('/student/settings');
    await expect(links.getByRole('alert')).toHaveText('Google is linked: you can sign in with it now.');
    await expect(google).toContainText(`Linked to ${personal}`);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/logout');
    await expect(page).toHaveURL('/login/student');
    await page.goto(MAPLEWOOD_LOGIN);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // Still signed in at the provider as the personal address: it answers at once.
    await expect(page).toHaveURL(WEB_HOMES.student);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Ines!');

    await page.goto('/student/settings');
    await google.getByRole('button', { name: 'Unlink Google' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Google?' });
    await expect(dialog).toContainText('no longer be able to sign in to Lantern with Google');
    await expectNoSeriousA11yViolations(page);
    // Escape is the safe answer: the link stays.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(google).toContainText(`Linked to ${personal}`);

    await google.getByRole('button', { name: 'Unlink Google' }).click();
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect(links.getByRole('alert')).toHaveText('Google is no longer linked.');
    await expect(google).toContainText('Not linked');

    await page.goto('/logout');
    await expect(page).toHaveURL('/login/student');
    await page.goto(MAPLEWOOD_LOGIN);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/error\/google\?error=forbidden/);
  });
});

test.describe('a leader reaching a section’s students', () => {
  test('should take an administrator from the dashboard’s sections to the section’s students', async ({
    page,
  }) => {
    const [admin] = createPeople([
      { prefix: 'links.admin', firstName: 'Ada', roles: ['administrator'], school: 1, schools: [1] },
    ]);
    await signIn(page, admin!.username);
    await expect(page).toHaveURL(WEB_HOMES.admin);
    const sections = page.getByRole('table', { name: 'Sections of your schools' });
    const first = sections.getByRole('link').first();
    const name = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/administrator\/sections\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: `Students of ${name}` })).toBeVisible();
  });
});

test.describe('settings while viewing as', () => {
  test('should show the viewed profile read-only: no avatar picker, no language or link changes', async ({
    page,
  }) => {
    const [superuser] = createPeople([
      {
        prefix: 'links.viewer',
        firstName: 'Vera',
        roles: ['superuser', 'teacher'],
        school: 1,
        schools: [1],
      },
    ]);
    await signIn(page, superuser!.username);
    await page.getByRole('button', { name: 'View as' }).click();
    await page.getByRole('button', { name: 'Teacher' }).click();
    await expect(page).toHaveURL('/teacher/dashboard');
    await page.goto('/teacher/settings');
    await expect(page.getByRole('note')).toHaveText(
      'You are viewing as someone else: their settings cannot be changed from here.',
    );
    await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('radio', { name: 'Tutor' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('region', { name: 'Single sign-on' }).getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
