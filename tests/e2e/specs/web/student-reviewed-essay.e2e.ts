import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dataOf } from '../../fixtures/api.js';
import { essayPdf, essayReviewerOnShift, handIn, pickUpNext } from '../../fixtures/essay-review.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { journeyStudent } from '../../fixtures/people.js';

// The student's reviewed essay on a phone, by keyboard. The journey's own Mateo hands in a Spanish essay, which a reviewer of this journey's own (Spanish only) reviews
// through the API: a highlight and a pinned note, then the summary. Mateo opens it from the review
// center: the summary, the pages with the marks, the comments below them; a mark's key press takes
// him to its comment; he downloads the PDF.

let STUDENT = '';
test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.reviewed-essay.mateo', 'Mateo', 'Alvarez');
});
const SPANISH = 4;

test.use({ viewport: { width: 390, height: 844 } });

test('should show a reviewed essay with its comments on a phone, reachable by keyboard, and download it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Mi ciudad ${Date.now()}`;
  const essayId = await handIn(request, STUDENT, { title, pdf: essayPdf(2), languageId: SPANISH });
  const reviewer = await pickUpNext(request, await essayReviewerOnShift(request, 'lola', SPANISH), essayId);
  const quad = [
    [72, 690],
    [400, 690],
    [72, 672],
    [400, 672],
  ];
  const comments = [
    { category: 1, comment: 'Name the river.', page_number: 1, quads: [quad], x: null, y: null },
    { category: 6, comment: 'Lovely last line.', page_number: 2, quads: null, x: 450, y: 600 },
  ];
  for (const comment of comments)
    await dataOf(
      await request.put(`/api/tutor/essays/${essayId}/annotations/${randomUUID()}`, {
        headers: reviewer,
        data: { ...comment, hidden: false, revision: 1 },
      }),
      `the reviewer writes "${comment.comment}"`,
    );
  await dataOf(
    await request.post(`/api/tutor/essays/${essayId}/submit`, {
      headers: reviewer,
      data: { plagiarism_free: true, tutor_comment: 'Good structure; add sources.' },
    }),
    'the reviewer submits',
  );

  await signIn(page, STUDENT);
  await page.goto('/student/review-center?filter=reviewed');
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: 'See the review' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByText('Good structure; add sources.')).toBeVisible();
  const list = page.getByRole('region', { name: 'Comments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Name the river.');

  // The page fits the phone: no sideways scrolling of the page itself.
  const pages = page.getByRole('region', { name: "Your essay with the tutor's comments" });
  const first = pages.getByRole('group', { name: 'Page 1 of 2' });
  await expect(first.locator('canvas')).toBeVisible();
  expect((await first.boundingBox())!.width).toBeLessThanOrEqual(390);

  // A mark is a button: Enter takes the reader to its comment.
  const mark = first.getByRole('button', { name: /^Comment 1, / });
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').first()).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the reviewed PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
