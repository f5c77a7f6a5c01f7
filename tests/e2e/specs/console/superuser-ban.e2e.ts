import { createPeople, type Person, STUDENT_TRAITS } from '../../fixtures/people.js';
import { fillSignIn, signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The journey's own student, banned for good: no other journey signs in as them or counts on them.
let student: Person;
test.beforeEach(() => {
  student = createPeople([{ prefix: 'e2e.ban.student', firstName: 'Isaac', ...STUDENT_TRAITS }])[0]!;
});

test.describe('banning a student', () => {
  test('should sign the student out in their own browser at once and refuse their next sign-in', async ({
    browser,
    page,
  }) => {
    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await signIn(studentPage, student.username);
    await expect(studentPage).toHaveURL(/\/student\//);

    await signInToConsole(page, 'superuser');
    await expect(page).toHaveURL(/\/console\/superuser$/);
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/console\/superuser\/customers$/);
    const search = page.getByRole('searchbox', { name: 'Name or username' });
    await search.fill(student.lastName);
    await search.press('Enter');
    const results = page.getByRole('table', { name: `Students matching “${student.lastName}”` });
    const name = `Isaac ${student.lastName}`;
    const row = results.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(student.username);
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Ban ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Ban ${name}?` });
    await expect(dialog).toContainText('signed out everywhere at once');
    await expectNoSeriousA11yViolations(page);
    // Escape gives the safe answer: nothing happens.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: `Ban ${name}` }).click();
    await dialog.getByRole('button', { name: 'Ban student' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Banned');
    await expect(row.getByRole('button', { name: `Lift the ban on ${name}` })).toBeVisible();

    // The student's open page hears of it over the socket and is signed out without reloading,
    // told why at once; signing in again is refused with the same words.
    await expect(studentPage).toHaveURL(/\/login/, { timeout: 10_000 });
    await expect(
      studentPage.getByText('Your account has been suspended for a code of conduct violation.', {
        exact: false,
      }),
    ).toBeVisible();
    await fillSignIn(studentPage, student.username);
    await expect(
      studentPage.getByText('Your account has been suspended for a code of conduct violation.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(studentPage).toHaveURL(/\/login/);
    await studentContext.close();
  });
});
