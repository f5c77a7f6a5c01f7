import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { essayPdf, essayReviewerOnShift, handIn, readAnnotations } from '../../fixtures/essay-review.js';
import { signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Writing review from the tutor's side, then the student's. `sofia.scott` (no other journey signs
// her in) hands in a French essay; an essay reviewer of this journey's own, who reviews French
// only (no other journey's essay reaches them), works a writing-review segment. They pick it up in
// the console, highlight a line, pin notes in three categories, are refused while a comment, the
// AI's suggestions and the summary wait, reload (every comment is still there), accept one
// suggestion and reject the others, finish and submit. Sofia then
// reads the review beside the pages, downloads the annotated PDF (read back with pdf.js: the
// server writes it with pdf-lib) and rates it.

const STUDENT = 'sofia.scott';
const FRENCH = 2;

/** Selects the text of a line in the editor by dragging across it, as a tutor would. */
async function dragAcross(page: Page, line: Locator): Promise<void> {
  const box = await line.boundingBox();
  if (!box) throw new Error('the line is not on screen');
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
}

test('should let a tutor annotate an essay, keep every comment through a reload, refuse an incomplete review and submit it to the student', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `The valley ${Date.now()}`;
  const essayId = await handIn(request, STUDENT, { title, pdf: essayPdf(3), languageId: FRENCH });
  const tutor = await essayReviewerOnShift(request, 'camille', FRENCH);

  await signInToConsole(page, tutor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing review' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/review-center$/);
  const next = page.getByRole('region', { name: title });
  await expect(next).toContainText('Sofia Scott');
  await expectNoSeriousA11yViolations(page);
  await next.getByRole('button', { name: 'Pick up and review' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/tutor/review-center/essays/${essayId}$`));

  // The editor: the pages drawn, the default zoom 150 %, the timer running.
  const pages = page.getByRole('region', { name: 'Essay pages' });
  const first = pages.getByRole('group', { name: 'Page 1 of 3' });
  await expect(first.locator('.textLayer span').first()).toBeVisible();
  await expect(page.getByText('Zoom 150%')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time on review' })).toContainText(/0:0\d:\d\d/);

  // A highlight from selected text (category 1 by default), written at once.
  await dragAcross(page, first.locator('.textLayer span', { hasText: 'quiet engine' }));
  const comments = page.getByRole('tabpanel', { name: /Comments/ });
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.type('Say which economy you mean.');

  // A pinned note in Praise, placed by a click on the page.
  await page
    .getByRole('toolbar', { name: 'Review tools' })
    .getByLabel('Category')
    .selectOption({ label: 'Praise' });
  await page.getByRole('button', { name: 'Pin a comment' }).click();
  await first.click({ position: { x: 600, y: 560 } });
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  // The network drops while the tutor writes: the edit waits on the device, said so, and goes
  // out once the network is back.
  await page.context().setOffline(true);
  await page.keyboard.type('A strong conclusion.');
  await expect(page.getByText(/change not saved yet: retrying/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

  // The keyboard's way: "Add comment" pins a note in the middle of the page, left empty for now.
  await page
    .getByRole('toolbar', { name: 'Review tools' })
    .getByLabel('Category')
    .selectOption({ label: 'Structure and flow' });
  await page.getByRole('button', { name: 'Add comment' }).press('Enter');
  await expect(comments.getByRole('listitem')).toHaveCount(3);
  await expect(pages.locator('.lt-pdf-mark--pin')).toHaveCount(2);
  await expect(pages.locator('.lt-pdf-mark--highlight')).toHaveCount(1);

  // Refused: one comment and the summary are empty; the AI is not set up, so no suggestion waits.
  await page.getByRole('button', { name: 'Submit review' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The review cannot be submitted yet' });
  await expect(refusal).toContainText('1 comment is empty');
  await expect(refusal).toContainText('The summary comment is empty.');
  await expect(page).toHaveURL(new RegExp(`/essays/${essayId}$`));
  await expectNoSeriousA11yViolations(page);

  // A reload mid-review keeps every comment, its category and its words.
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(comments.getByRole('listitem')).toHaveCount(3);
  await expect(comments.getByRole('textbox', { name: 'Comment' }).first()).toHaveValue(
    'Say which economy you mean.',
  );
  await expect(pages.locator('.lt-pdf-mark')).toHaveCount(3);

  const structure = comments
    .getByRole('listitem')
    .filter({ has: page.locator('option:checked', { hasText: 'Structure and flow' }) });
  await expect(structure.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await structure.getByRole('textbox', { name: 'Comment' }).fill('Start a new paragraph here.');
  // The journeys' AI server suggests comments: the first is accepted (it becomes a comment), the
  // others rejected with a reason, after which they leave the list.
  await page.getByRole('tab', { name: 'Suggestions' }).click();
  const suggestions = page.getByRole('tabpanel', { name: 'Suggestions' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await suggestions.getByRole('button', { name: 'Accept' }).first().click();
  await expect(suggestions.getByRole('listitem').first()).toContainText('Accepted');
  const reject = suggestions.getByRole('button', { name: 'Reject' });
  for (let left = await reject.count(); left > 0; left -= 1) {
    await reject.first().click();
    const dialog = page.getByRole('dialog', { name: 'Reject this suggestion' });
    await dialog.getByLabel('Badly worded').check();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toHaveCount(left - 1);
  }
  await expect(suggestions.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Summary' }).click();
  await page
    .getByRole('textbox', { name: 'Summary for the student' })
    .fill('A clear argument; tighten the middle.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page).toHaveURL(/\/console\/tutor$/);

  // The student: the review beside the pages, the download, the rating.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, STUDENT);
  await student.goto('/student/review-center?filter=reviewed');
  const row = student.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('link', { name: 'See the review' }).click();
  await expect(student).toHaveURL(new RegExp(`/student/review-center/${essayId}$`));
  await expect(student.getByText('A clear argument; tighten the middle.')).toBeVisible();
  const list = student.getByRole('region', { name: 'Comments' });
  // The tutor's three comments and the accepted suggestion.
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list).toContainText('A strong conclusion.');
  await expectNoSeriousA11yViolations(student);

  const download = student.waitForEvent('download');
  await student.getByRole('button', { name: 'Download the reviewed PDF' }).click();
  const file = await download;
  const bytes = new Uint8Array(await readFile(await file.path()));
  const annotations = await readAnnotations(bytes);
  // Each note comes with the popup readers open it in; the comments are the rest.
  const mine = annotations.filter(
    (annotation) => annotation.author === 'Lantern' && annotation.subtype !== 'Popup',
  );
  expect(mine).toHaveLength(4);
  expect(mine.filter((annotation) => annotation.subtype === 'Text').length).toBeGreaterThanOrEqual(2);
  // The dragged line: one quad, eight numbers.
  expect(mine.some((annotation) => annotation.quadPoints?.length === 8)).toBe(true);
  expect(mine.map((annotation) => annotation.contents).join(' ')).toContain('Say which economy you mean.');

  await student
    .getByRole('radiogroup', { name: /summary/i })
    .getByText('5', { exact: true })
    .click();
  const token = await tokenFor(request, STUDENT);
  await expect
    .poll(async () => {
      const essay = await dataOf<{ feedback: { summary_rating: number | null } | null }>(
        await request.get(`/api/essays/${essayId}`, { headers: bearer(token) }),
        'the essay after rating',
      );
      return essay.feedback?.summary_rating ?? null;
    })
    .toBe(5);
});
