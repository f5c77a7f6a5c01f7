import { newEssayReviewer } from '../../fixtures/essay-review.js';
import { showFlagOn } from '../../fixtures/flags.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The tutor's Comment Library page, behind its flag. A tutor of this journey's own (so the library
// starts empty) opens it from the navbar, writes two comments, finds one by category and by words,
// changes it, and deletes the other after saying yes; a reload shows what the server kept.

const ENGLISH = 1;

test('should let a tutor write, find, change and delete their reusable comments', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { username } = await newEssayReviewer(request, 'nadia', ENGLISH);
  await showFlagOn(page, 'tutor-content-library');
  await signInToConsole(page, username);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Comment Library' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/content-library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comment Library' })).toBeVisible();
  // Empty, the page says what the library is for.
  await expect(page.getByText('Your Comment Library is empty')).toBeVisible();
  await expect(page.getByText(/ready to drop into any essay/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first comment, saved from the keyboard.
  await page.getByRole('button', { name: 'New comment' }).click();
  let dialog = page.getByRole('dialog', { name: 'New comment' });
  await dialog.getByLabel('Category').selectOption({ label: 'Citing your sources' });
  // An empty comment is refused where it is typed.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Write the comment first.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Name the source of every number you quote.');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  const list = page.getByRole('region', { name: /^1 comment$/ });
  await expect(list.getByRole('row').filter({ hasText: 'Name the source' })).toContainText(
    'Citing your sources',
  );

  await page.getByRole('button', { name: 'New comment' }).click();
  dialog = page.getByRole('dialog', { name: 'New comment' });
  await dialog.getByLabel('Category').selectOption({ label: 'Praise' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Your opening line made me want to read on.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const rows = page.getByRole('table').getByRole('row');
  // A header row and the two comments, by category (3 before 6).
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Name the source');
  await expect(rows.nth(2)).toContainText('opening line');
  await expectNoSeriousA11yViolations(page);

  // Found by category, then by words ("/" jumps to the search box).
  await page.getByRole('radio', { name: /^Praise/ }).click();
  await expect(page.getByRole('radio', { name: /^Praise/ })).toBeChecked();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('opening line');
  await page.getByRole('radio', { name: /^All/ }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search comments' });
  await expect(search).toBeFocused();
  await page.keyboard.type('SOURCE number');
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('region', { name: '1 of 2 comments shown' })).toBeVisible();
  await page.keyboard.type(' nowhere');
  await expect(page.getByText('No comment matches')).toBeVisible();
  await page.getByRole('button', { name: 'Show all comments' }).click();
  await expect(rows).toHaveCount(3);

  // Changed: its words and its category.
  await page.getByRole('button', { name: /^Edit: Name the source/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit comment' });
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'Name the source of every number you quote.',
  );
  await dialog.getByLabel('Category').selectOption({ label: 'What you wrote about' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Say where each number comes from.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.nth(1)).toContainText('Say where each number comes from.');
  await expect(rows.nth(1)).toContainText('What you wrote about');

  // Deleted only once the tutor says yes; Escape keeps it.
  await page.getByRole('button', { name: /^Delete: Your opening line/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await expect(question).toContainText('Your opening line made me want to read on.');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: /^Delete: Your opening line/ }).click();
  await question.getByRole('button', { name: 'Delete comment' }).click();
  await expect(question).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'Comment deleted.' })).toBeAttached();

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Say where each number comes from.');
});
