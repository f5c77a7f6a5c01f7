import { type Browser, expect, type Page, test } from '@playwright/test';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, fillSignIn } from '../../fixtures/web.js';

// Whole journeys of several sign-ins each, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const SHOTS = 'artifacts/screens/onboarding';
const SECTION = 'Algebra I — Period 1';

/** A fresh browser, signed in from the student sign-in page; answers the page it landed on. */
async function signedIn(browser: Browser, username: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login/student');
  await fillSignIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Onboarding from its first step to the dashboard, by keyboard where a student would use it. */
async function goThroughOnboarding(page: Page, interests: string[]) {
  await page.getByRole('button', { name: 'Let’s start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What do you like?' })).toBeFocused();
  for (const interest of interests) {
    await page.getByRole('checkbox', { name: interest }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText(`${interests.length} picked`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /How sure do you feel/ })).toBeVisible();
  // Arrow keys move within one subject's three choices.
  const firstSubject = page.getByRole('group').first();
  await firstSubject.getByRole('radio', { name: 'Not yet' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(firstSubject.getByRole('radio', { name: 'Getting there' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Yes, that’s me' }).click();
  await page.getByRole('checkbox', { name: /I have read the code of conduct/ }).check();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL('/student/dashboard');
}

test.describe('onboarding', () => {
  test('should let a teacher reset a student’s onboarding, which the student then goes through again on their next sign-in', async ({
    browser,
  }) => {
    const [student] = createPeople([
      {
        prefix: 'onboard.student',
        firstName: 'Noor',
        ...STUDENT_TRAITS,
        isNew: true,
        acceptedAgreement: false,
      },
    ]);
    const [teacher] = createPeople([
      {
        prefix: 'onboard.teacher',
        firstName: 'Tess',
        roles: ['teacher'],
        school: 1,
        schools: [1],
        sections: [1],
      },
    ]);
    const studentName = `${student!.firstName} ${student!.lastName}`;

    const first = await signedIn(browser, student!.username);
    await expect(first).toHaveURL('/student/onboarding');
    await expect(first.getByRole('heading', { level: 1, name: 'Welcome to Lantern, Noor!' })).toBeVisible();
    await goThroughOnboarding(first, ['Music', 'Games']);
    await first.context().close();

    const staff = await signedIn(browser, teacher!.username);
    await staff.getByRole('link', { name: SECTION }).click();
    await expect(staff).toHaveURL(/\/teacher\/sections\/1$/);
    await expect(staff.getByRole('heading', { level: 1, name: SECTION })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: studentName });
    await expect(row.getByText('Finished')).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/section-students-desktop.png`, fullPage: true });
    await row.getByRole('button', { name: `Reset onboarding for ${studentName}` }).click();
    const dialog = staff.getByRole('alertdialog', { name: `Reset onboarding for ${studentName}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Reset onboarding' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: `${studentName} will go through onboarding again` }),
    ).toBeVisible();
    await expect(row.getByText('Not finished')).toBeVisible();
    await staff.context().close();

    const again = await signedIn(browser, student!.username);
    await expect(again).toHaveURL('/student/onboarding');
    await again.getByRole('button', { name: 'Let’s start' }).click();
    // The answers were cleared with the reset: nothing is ticked.
    await expect(again.getByText('0 picked')).toBeVisible();
    await expect(again.getByRole('checkbox', { name: 'Music' })).not.toBeChecked();
    await again.goto('/student/dashboard');
    await expect(again).toHaveURL('/student/onboarding');
  });

  test('should keep the answers saved at each step when the page is reloaded half-way', async ({
    browser,
  }) => {
    const [student] = createPeople([
      {
        prefix: 'onboard.reload',
        firstName: 'Ravi',
        ...STUDENT_TRAITS,
        isNew: true,
        acceptedAgreement: false,
      },
    ]);
    const page = await signedIn(browser, student!.username);
    await page.getByRole('button', { name: 'Let’s start' }).click();
    await page.getByRole('checkbox', { name: 'Animals' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /How sure do you feel/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await page.getByRole('button', { name: 'Let’s start' }).click();
    await expect(page.getByRole('checkbox', { name: 'Animals' })).toBeChecked();
  });
});

test.describe('library account completion', () => {
  test('should let a school-285 student save their e-mail and password and go on to the dashboard', async ({
    browser,
  }) => {
    const [student] = createPeople([
      {
        prefix: 'onboard.library',
        firstName: 'Lina',
        roles: ['student'],
        school: 285,
        grade: 7,
        email: null,
      },
    ]);
    const email = `${student!.username}@fulton.example`;
    const page = await signedIn(browser, student!.username);
    await expect(page).toHaveURL('/fulton-account-library-completion');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finish setting up your account' }),
    ).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Type the new password again').fill('short');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'at least 6 characters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/library-error-desktop.png`, fullPage: true });

    await page.getByLabel('New password', { exact: true }).fill('Library#Card9');
    await page.getByLabel('Type the new password again').fill('Library#Card9');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL('/student/dashboard');
    await page.goto('/fulton-account-library-completion');
    await expect(page).toHaveURL('/student/dashboard');
    await page.context().close();

    // The password the student chose is theirs now, and nothing holds them on the way in.
    const next = await signedIn(browser, student!.username, 'Library#Card9');
    await expect(next).toHaveURL('/student/dashboard');
  });
});

test.describe('onboarding on a phone, in French and Spanish', () => {
  const LANGUAGES = [
    {
      code: 'fr',
      welcome: 'Bienvenue sur Lantern, Inès !',
      start: 'C’est parti',
      interests: 'Qu’est-ce que tu aimes ?',
      next: 'Suivant',
      confidence: /À quel point/,
    },
    {
      code: 'es',
      welcome: '¡Te damos la bienvenida a Lantern, Inès!',
      start: 'Empecemos',
      interests: '¿Qué te gusta?',
      next: 'Siguiente',
      confidence: /Qué tan seguro/,
    },
  ] as const;
  for (const language of LANGUAGES) {
    test(`should walk onboarding in ${language.code} at phone size`, async ({ browser }) => {
      const [student] = createPeople([
        {
          prefix: `onboard.${language.code}`,
          firstName: 'Inès',
          ...STUDENT_TRAITS,
          isNew: true,
          acceptedAgreement: false,
          preferredLanguage: language.code,
        },
      ]);
      // Signed in from the English form, the student's own language takes over.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto('/login/student');
      await fillSignIn(page, student!.username);
      await expect(page.getByRole('heading', { level: 1, name: language.welcome })).toBeVisible();
      await page.getByRole('button', { name: language.start }).click();
      await expect(page.getByRole('heading', { level: 1, name: language.interests })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/interests-phone-${language.code}.png`, fullPage: true });
      await page.getByRole('button', { name: language.next }).click();
      await expect(page.getByRole('heading', { level: 1, name: language.confidence })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/confidence-phone-${language.code}.png`, fullPage: true });
      await context.close();
    });
  }
});
