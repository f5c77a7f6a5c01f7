import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import {
  essayPdf,
  essayReviewerOnShift,
  handIn,
  pickUpNext,
  readAnnotations,
} from '../../fixtures/essay-review.js';
import { showFlagOn } from '../../fixtures/flags.js';
import { signIn } from '../../fixtures/web.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';
import { journeyStudent } from '../../fixtures/people.js';

// Writing review from the tutor's side, then the student's. The journey's own Sofia hands in a
// French essay; an essay reviewer of this journey's own, who reviews French only (no other
// journey's essay reaches them), works a writing-review segment. They pick it up in
// the console, highlight a line, pin notes in three categories, are refused while a comment, the
// AI's suggestions and the summary wait, reload (every comment is still there), accept one
// suggestion and reject the others, finish and submit. Sofia then
// reads the review beside the pages, downloads the annotated PDF (read back with pdf.js: the
// server writes it with pdf-lib) and rates it.

let STUDENT = '';
test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.essay-review.sofia', 'Sofia', 'Serrano');
});
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
  await expect(next).toContainText('Sofia Serrano');
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

  // Refused: one comment and the summary are empty (and the AI's suggestions wait, when they have
  // come by now, which opens their panel). The refusal names the empty comment and takes the tutor
  // to it on request, wherever they were.
  await page.getByRole('button', { name: 'Submit review' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The review cannot be submitted yet' });
  await expect(refusal).toContainText(/1 comment is empty \(comment \d\)/);
  await expect(refusal).toContainText('The summary comment is empty.');
  await page.getByRole('tab', { name: 'Summary' }).click();
  await refusal.getByRole('button', { name: /^Go to comment \d$/ }).click();
  await expect(
    comments
      .getByRole('listitem')
      .filter({ has: page.locator('option:checked', { hasText: 'Structure and flow' }) })
      .getByRole('textbox', { name: 'Comment' }),
  ).toBeFocused();
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
  // Sofia hands in another essay meanwhile: the desk the tutor lands on confirms the review and
  // offers it.
  const secondTitle = `The river ${Date.now()}`;
  await handIn(request, STUDENT, { title: secondTitle, pdf: essayPdf(1), languageId: FRENCH });
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/review-center$/);
  await expect(page.getByRole('status').filter({ hasText: 'was sent to' })).toHaveText(
    new RegExp(`Your review of “${title}” was sent to Sofia Serrano\\. Your next essay is below\\.`),
  );
  const second = page.getByRole('region', { name: secondTitle });
  await expect(second.getByRole('button', { name: 'Pick up and review' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await second.getByRole('button', { name: 'Pick up and review' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/review-center\/essays\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'was sent to' })).toHaveCount(0);

  // The student: the review beside the pages, the download, the rating.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, STUDENT);
  await student.goto('/student/review-center?filter=reviewed');
  const row = student.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('link', { name: 'See the review' }).click();
  await expect(student).toHaveURL(new RegExp(`/student/review-center/${essayId}$`));
  await expect(student.getByText('A clear argument; tighten the middle.')).toBeVisible();
  const list = student.getByRole('region', { name: 'Comments', exact: true });
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

// Undo and redo, behind their flag (on for this page only): in this file, after the journey above,
// so the two French essays never wait in the queue at the same time. The journey's own Elijah hands
// in an essay; the tutor writes a comment, takes it back and makes it again with the toolbar and
// the keyboard, and every step reaches the server, as a reload and the API show. The export then
// downloads what the server holds as XFDF.
test('should let a tutor undo and redo comment edits when the flag is on, each saved as it happens, and export XFDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `The harbour ${Date.now()}`;
  const essayId = await handIn(request, journeyStudent('e2e.essay-review.elijah', 'Elijah', 'Yates'), {
    title,
    pdf: essayPdf(1),
    languageId: FRENCH,
  });
  const tutor = await essayReviewerOnShift(request, 'remy', FRENCH);
  const headers = await pickUpNext(request, tutor, essayId);
  const onServer = async () =>
    (
      await dataOf<{ comment: string; hidden: boolean }[]>(
        await request.get(`/api/tutor/essays/${essayId}/annotations`, { headers }),
        'the annotations',
      )
    ).map(({ comment, hidden }) => ({ comment, hidden }));

  // Switched for everyone, the flag would change the editor of any journey running beside this one.
  await showFlagOn(page, 'essay-review-undo');
  await signInToConsole(page, tutor);
  await expect(page).toHaveURL(/\/console\/tutor$/);
  await page.goto(`/console/tutor/review-center/essays/${essayId}`);
  const toolbar = page.getByRole('toolbar', { name: 'Review tools' });
  const undo = toolbar.getByRole('button', { name: 'Undo' });
  const redo = toolbar.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  const comments = page.getByRole('tabpanel', { name: /Comments/ });
  const saved = page.getByText('All changes saved');

  await toolbar.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  const text = comments.getByRole('textbox', { name: 'Comment' });
  await expect(text).toBeFocused();
  await page.keyboard.type('Name the harbour.');
  // Ctrl+Z in the comment is the field's own undo of typing, not the editor's: nothing to redo.
  await page.keyboard.press('Control+z');
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(redo).toBeDisabled();
  await text.fill('Name the harbour.');
  await expect(saved).toBeVisible();
  expect(await onServer()).toEqual([{ comment: 'Name the harbour.', hidden: false }]);
  await expectNoSeriousA11yViolations(page);

  // The words typed undo as one step, then the comment itself; each is sent at once.
  await undo.click();
  await expect(text).toHaveValue('');
  await expect.poll(onServer).toEqual([{ comment: '', hidden: false }]);
  await page.keyboard.press('Control+z');
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  await expect(page.locator('.lt-pdf-mark')).toHaveCount(0);
  await expect(undo).toBeDisabled();
  await expect(saved).toBeVisible();
  await expect.poll(onServer).toEqual([]);

  // Redone from the keyboard (both ways) and the toolbar: back under a fresh id, the old one
  // being deleted for good on the server.
  await page.keyboard.press('Control+Shift+Z');
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(text).toHaveValue('');
  await redo.click();
  await expect(text).toHaveValue('Name the harbour.');
  await expect(redo).toBeDisabled();
  await expect(saved).toBeVisible();
  await expect.poll(onServer).toEqual([{ comment: 'Name the harbour.', hidden: false }]);

  // Hidden, deleted, then both undone (Ctrl+Y redoes the delete in between).
  await comments.getByRole('button', { name: 'Hide' }).click();
  // Hidden, it is not in the student's PDF, so it has no number there or here.
  await expect(comments.getByRole('heading', { name: 'Hidden comment · page 1' })).toBeVisible();
  await comments.getByRole('button', { name: 'Delete' }).click();
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  await undo.click();
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Control+y');
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  await undo.click();
  await undo.click();
  await expect(comments.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(saved).toBeVisible();

  // A reload: the server's state is what the tutor last saw; the history starts afresh.
  await page.reload();
  await expect(text).toHaveValue('Name the harbour.');
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('.lt-pdf-mark')).toHaveCount(1);
  await expect(undo).toBeDisabled();
  expect(await onServer()).toEqual([{ comment: 'Name the harbour.', hidden: false }]);

  // The export: what the server holds, as an .xfdf file named after the essay.
  const download = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'Export XFDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title}.xfdf`);
  const xfdf = await readFile(await file.path(), 'utf8');
  expect(xfdf).toContain('<xfdf');
  expect(xfdf).toContain('Name the harbour.');

  // With the flag off: no buttons, and Ctrl+Z leaves the comments alone.
  await page.unroute('**/api/feature-flags');
  await page.reload();
  await expect(comments.getByRole('listitem')).toHaveCount(1);
  await expect(undo).toHaveCount(0);
  await comments.getByRole('button', { name: 'Delete' }).click();
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(saved).toBeVisible();
  await expect(comments.getByRole('listitem')).toHaveCount(0);
  expect(await onServer()).toEqual([]);
});

// The Comment Library beside the editor, after the journeys above, so no two French essays wait in
// the queue at once. The journey's own Leo hands in an essay; its reviewer writes a comment on the
// library page, then finds it in the editor's Library tab and uses it.
test("should offer a comment written in the Comment Library in the editor's Library tab", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `The lighthouse ${Date.now()}`;
  const essayId = await handIn(request, journeyStudent('e2e.essay-review.leo', 'Leo', 'Castell'), {
    title,
    pdf: essayPdf(1),
    languageId: FRENCH,
  });
  const tutor = await essayReviewerOnShift(request, 'ines', FRENCH);
  await pickUpNext(request, tutor, essayId);

  await showFlagOn(page, 'tutor-content-library');
  await signInToConsole(page, tutor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Comment Library' }).click();
  await page.getByRole('button', { name: 'New comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New comment' });
  await dialog.getByLabel('Category').selectOption({ label: 'Praise' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Your examples are vivid and well chosen.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  await page.goto(`/console/tutor/review-center/essays/${essayId}`);
  await page.getByRole('tab', { name: 'Library' }).click();
  const library = page.getByRole('tabpanel', { name: 'Library' });
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await expect(library.getByRole('listitem')).toContainText('Praise');
  await expect(library.getByRole('link', { name: 'Open the whole Comment Library' })).toBeVisible();
  await library.getByRole('button', { name: /^Use: Your examples/ }).click();
  const comments = page.getByRole('tabpanel', { name: /Comments/ });
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'Your examples are vivid and well chosen.',
  );
  await expect(comments.getByRole('listitem').locator('option:checked')).toHaveText('Praise');
});

// A reviewer punched in for the tutoring segment that comes before their writing-review segment:
// the desk says when new essays start coming instead of asking them to punch in, and "Get next
// essay" waits, disabled, with that reason.
test('should tell a tutor punched in before their writing-review segment when it starts, with the next-essay button disabled', async ({
  page,
  request,
}) => {
  const tutor = await essayReviewerOnShift(request, 'basile', FRENCH, { reviewInMinutes: 30 });

  await signInToConsole(page, tutor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing review' }).click();
  await expect(page).toHaveURL(/\/console\/tutor\/review-center$/);
  const reason = page.getByText(/^Your writing-review segment starts at \d{1,2}:\d{2}/);
  await expect(reason).toBeVisible();
  await expect(page.getByText(/Punch into one to review/)).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Get next essay' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription(/Your writing-review segment starts at/);
  await expectNoSeriousA11yViolations(page);
});
