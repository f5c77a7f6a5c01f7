import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { essayPdf, handIn } from '../../fixtures/essay-review.js';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// A superuser answers a district's deletion request from the console: Customers, Privacy, the
// district, the journey's own student (with an essay handed in), the question that says what goes,
// the request followed to its end, and the certificate naming the student only by their Lantern id.

test('should let a superuser erase a district’s student from the console and download the certificate', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [superuser, student] = createPeople([
    { prefix: 'e2e.console-privacy.superuser', firstName: 'Sage', roles: ['superuser'] },
    { prefix: 'e2e.console-privacy.student', firstName: 'Noor', lastName: 'Vanish', ...STUDENT_TRAITS },
  ]);
  await handIn(request, student!.username, { title: 'Rivers and markets', pdf: essayPdf(1), languageId: 1 });

  await signInToConsole(page, superuser!.username);
  await expect(page).toHaveURL(/\/console\/superuser$/);
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('navigation', { name: 'Customers' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/console\/superuser\/customers\/privacy$/);
  await page
    .getByRole('combobox', { name: 'District' })
    .selectOption({ label: 'Riverside Unified School District' });
  await expect(page).toHaveURL(/\/customers\/privacy\/1$/);
  await expect(page.getByRole('textbox', { name: 'Essays' })).toBeVisible();

  // A period past ten years is refused beside its field.
  await page.getByRole('textbox', { name: 'Essays' }).fill('4000');
  await expect(page.getByText('Essays must be at most 3650 days')).toBeVisible();
  await page.getByRole('button', { name: 'Undo changes' }).click();
  await expect(page.getByText('Essays must be at most 3650 days')).toBeHidden();

  await page.getByRole('textbox', { name: "Student's Lantern id" }).fill(String(student!.id));
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: `Student ${student!.id}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('console-privacy-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('console-privacy-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Keyboard only: the request, the question, the answer.
  await page.getByRole('button', { name: 'Request deletion' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Erase student ${student!.id}?` });
  await expect(dialog).toContainText(
    'chat messages, files, pictures, voice recordings and whiteboard drawings',
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Erase for good' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/is done: this student's data is gone/)).toBeVisible({ timeout: 60_000 });
  const requests = page.getByRole('table', { name: "The district's deletion requests, newest first" });
  await expect(requests.getByRole('row', { name: `Student ${student!.id}` })).toContainText('Done');

  const download = page.waitForEvent('download');
  await page
    .getByRole('status')
    .getByRole('button', { name: /Download certificate/ })
    .click();
  const bytes = new Uint8Array(await readFile(await (await download).path()));
  const document = await getDocument({ data: bytes, verbosity: VerbosityLevel.ERRORS }).promise;
  const text = (await (await document.getPage(1)).getTextContent()).items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ');
  expect(text).toContain(`Student: Lantern id ${student!.id}`);
  expect(text).not.toContain('Vanish');
  await page.screenshot({ path: test.info().outputPath('console-privacy-done.png'), fullPage: true });
});

/** The page at a phone's width and a laptop's, kept with the test's results. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

// The way in from a student found elsewhere: the student search and the person's page each link to
// the privacy page of the student's district, opened on them.
test('should open a student’s privacy from the student search and from their page', async ({ page }) => {
  const [superuser, student] = createPeople([
    { prefix: 'e2e.console-privacy-link.superuser', firstName: 'Sage', roles: ['superuser'] },
    { prefix: 'e2e.console-privacy-link.student', firstName: 'Ines', ...STUDENT_TRAITS },
  ]);
  const name = `${student!.firstName} ${student!.lastName}`;
  const openedOnStudent = async () => {
    await expect(page).toHaveURL(new RegExp(`/customers/privacy/1\\?student=${student!.id}$`));
    await expect(page.getByRole('heading', { name: `Student ${student!.id}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: "Student's Lantern id" })).toHaveValue(
      String(student!.id),
    );
  };

  await signInToConsole(page, superuser!.username);
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Name or username' }).fill(student!.username);
  await page.getByRole('button', { name: 'Find' }).click();
  const privacyLink = page.getByRole('link', { name: `Privacy of ${name}: export, erasure, access log` });
  await expect(privacyLink).toBeVisible();
  await shoot(page, 'console-student-search-privacy-link');
  await privacyLink.click();
  await openedOnStudent();

  await page.getByRole('navigation', { name: 'Customers' }).getByRole('link', { name: 'People' }).click();
  await page.getByLabel('Name, username or e-mail').fill(student!.username);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Never signed in')).toBeVisible();
  await shoot(page, 'console-person-privacy-link');
  await page.getByRole('link', { name: `Privacy of ${name}: export, erasure, access log` }).click();
  await openedOnStudent();
  await expectNoSeriousA11yViolations(page);
});
