import { expect, type Page, test } from '@playwright/test';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, WEB_HOMES } from '../../fixtures/web.js';

// The e2e server points Google, Clever, ClassLink and Auth0 at the tests' own OpenID provider
// (start-server.mjs); its sign-in page asks for an email and vouches for it as verified.

const MAPLEWOOD_LOGIN = '/login/student/riverside-unified-school-district/maplewood-high-school';

/** A Maplewood High student of this journey's own, known by a unique e-mail. */
function maplewoodStudent(firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@maplewood.example`;
  createPeople([{ prefix: `sso.${firstName.toLowerCase()}`, firstName, email, ...STUDENT_TRAITS }]);
  return { firstName, email };
}

/** At the provider's own page: sign in as `email` and continue back to Lantern. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: /Sign in to continue to Lantern/ })).toBeVisible();
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('signing in with a school identity provider', () => {
  test("should sign a student in through Google's button and, after signing out, through Clever's", async ({
    page,
  }) => {
    const student = maplewoodStudent('Priya');
    await page.goto(MAPLEWOOD_LOGIN);
    const providers = page.getByRole('navigation', { name: 'Or use your school or team account' });
    await expect(providers.getByRole('link')).toHaveText([
      'Continue with Google',
      'Continue with Clever',
      'Continue with ClassLink',
    ]);
    await expectNoSeriousA11yViolations(page);

    await providers.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, student.email);
    await expect(page).toHaveURL(WEB_HOMES.student);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${student.firstName}!`);

    await page.goto('/logout');
    await expect(page).toHaveURL('/login/student');
    await page.goto(MAPLEWOOD_LOGIN);
    await page.getByRole('link', { name: 'Continue with Clever' }).click();
    // Already signed in at the provider: it answers at once, with no page of its own.
    await expect(page).toHaveURL(WEB_HOMES.student);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${student.firstName}!`);
  });

  test("should sign a student in from ClassLink's launchpad (a sign-in the provider starts)", async ({
    page,
  }) => {
    const student = maplewoodStudent('Mateo');
    await page.goto('/classlink/launchpad-login');
    await signInAtProvider(page, student.email);
    await expect(page).toHaveURL(WEB_HOMES.student);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hi, ${student.firstName}!`);
  });

  test('should refuse someone the provider knows but Lantern does not, on the forbidden error page', async ({
    page,
  }) => {
    await page.goto(MAPLEWOOD_LOGIN);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, `nobody.${Date.now()}@elsewhere.example`);
    await expect(page).toHaveURL(/\/error\/google\?error=forbidden/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t sign you in with Google');
    await expect(page.getByText('isn’t connected to a Lantern account')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL('/login/student');
  });

  test('should refuse an answer whose state this browser did not send, on the identity-provider error page', async ({
    page,
  }) => {
    const student = maplewoodStudent('Kofi');
    // The provider is asked for a state other than the one Lantern keeps in this browser's flow
    // cookie, as when a sign-in begun elsewhere is pushed into this browser.
    await page.route('**/api/auth/sso/google/start', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const authorization = new URL(response.headers()['location']!);
      authorization.searchParams.set('state', 'forged-by-someone-else');
      await route.fulfill({
        response,
        headers: { ...response.headers(), location: authorization.toString() },
      });
    });
    await page.goto(MAPLEWOOD_LOGIN);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, student.email);
    await expect(page).toHaveURL(/\/error\/google\?error=identity_provider/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signing in with Google didn’t finish');
    // Nobody was signed in.
    await page.goto(WEB_HOMES.student);
    await expect(page).toHaveURL('/login/student');
  });
});
