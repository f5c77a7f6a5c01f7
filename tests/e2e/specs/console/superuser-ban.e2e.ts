import { bearer, tokenFor } from '../../fixtures/api.js';
import { fillSignIn, signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// A classmate no other journey signs in as: after this spec the account stays banned.
const STUDENT = 'isaac.campbell';

test.describe('banning a student', () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    // Lifted again, so a rerun against the same server starts from a student who can sign in.
    const request = await playwright.request.newContext({ baseURL });
    const token = await tokenFor(request, 'superuser');
    const found = await request.get(`/api/students/search?search=${STUDENT}`, { headers: bearer(token) });
    const [student] = ((await found.json()) as { data: { id: number }[] }).data;
    if (student)
      await request.put(`/api/students/v1/${student.id}/ban`, {
        headers: bearer(token),
        data: { is_banned: false },
      });
    await request.dispose();
  });

  test('should sign the student out in their own browser at once and refuse their next sign-in', async ({
    browser,
    page,
  }) => {
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signIn(studentPage, STUDENT);
    await expect(studentPage).toHaveURL(/\/student\//);

    await signInToConsole(page, 'superuser');
    await expect(page).toHaveURL(/\/console\/superuser$/);
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/customers$/);
    const search = page.getByRole('searchbox', { name: 'Name or username' });
    await search.fill('campbell');
    await search.press('Enter');
    const results = page.getByRole('table', { name: 'Students matching “campbell”' });
    const row = results.getByRole('row', { name: /Isaac Campbell/ });
    await expect(row).toContainText(STUDENT);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Ban Isaac Campbell' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ban Isaac Campbell?' });
    await expect(dialog).toContainText('signed out everywhere at once');
    await expectNoSeriousA11yViolations(page);
    // Escape gives the safe answer: nothing happens.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Ban Isaac Campbell' }).click();
    await dialog.getByRole('button', { name: 'Ban student' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Banned');
    await expect(row.getByRole('button', { name: 'Lift the ban on Isaac Campbell' })).toBeVisible();

    // The student's open page hears of it over the socket and is signed out without reloading,
    // told why at once; signing in again is refused with the same words.
    await expect(studentPage).toHaveURL(/\/login/, { timeout: 10_000 });
    await expect(
      studentPage.getByText('Your account has been suspended for a code of conduct violation.', {
        exact: false,
      }),
    ).toBeVisible();
    await fillSignIn(studentPage, STUDENT);
    await expect(
      studentPage.getByText('Your account has been suspended for a code of conduct violation.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(studentPage).toHaveURL(/\/login/);
    await studentContext.close();
  });
});
