import { createPeople, type Person, STUDENT_TRAITS } from '../../fixtures/people.js';
import { signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The journey's own student, whose onboarding is finished before the superuser relaunches it.
let student: Person;
test.beforeEach(() => {
  student = createPeople([{ prefix: 'e2e.reset.student', firstName: 'Lena', ...STUDENT_TRAITS }])[0]!;
});

test.describe('a superuser relaunching a student’s onboarding', () => {
  test('should ask first, then send the student through onboarding at their next sign-in', async ({
    browser,
    page,
  }) => {
    await signInToConsole(page, 'superuser');
    await page.getByRole('link', { name: 'Customers' }).click();
    const search = page.getByRole('searchbox', { name: 'Name or username' });
    await search.fill(student.lastName);
    await search.press('Enter');
    const name = `Lena ${student.lastName}`;
    const row = page
      .getByRole('table', { name: `Students matching “${student.lastName}”` })
      .getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(student.username);

    const reset = row.getByRole('button', { name: `Reset onboarding for ${name}` });
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: `Reset onboarding for ${name}?` });
    await expect(dialog).toContainText('go through onboarding again');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Not reset yet: the student goes straight home.
    const studentContext = await browser.newContext();
    const before = await studentContext.newPage();
    await signIn(before, student.username);
    await expect(before).toHaveURL('/student/dashboard');
    await studentContext.close();

    await reset.click();
    await dialog.getByRole('button', { name: 'Reset onboarding' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} will go through onboarding again` }),
    ).toBeVisible();

    const againContext = await browser.newContext();
    const again = await againContext.newPage();
    await signIn(again, student.username);
    await expect(again).toHaveURL('/student/onboarding');
    await againContext.close();
  });
});
