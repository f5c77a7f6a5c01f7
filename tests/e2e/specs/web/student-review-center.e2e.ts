import { execFileSync } from 'node:child_process';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { wordDocument } from '../../../../api/test/essay-fixtures.js';
import { pdf } from '../../../../api/test/upload-fixtures.js';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { journeyStudent } from '../../fixtures/people.js';

// The student's side of writing review: work handed in at /student/upload-work (a PDF made here,
// and a Word file where the server has LibreOffice), followed to the queue; each of the spec's
// upload errors said at its field; the review center's filter tabs, its due times (the 24-hour
// turnaround), cancelling before a tutor picks the essay up, and a keyboard-only walk.
//
// Who: the journey's own Owen, at Maplewood High School (essay
// review on, the WRITING licence), so his list starts empty and only this file changes it.

let STUDENT = '';
test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.review-center.owen', 'Owen', 'Grady');
});
const DAY_MS = 24 * 60 * 60 * 1000;
const hasLibreOffice = (() => {
  try {
    execFileSync('which', ['soffice'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test.describe.configure({ mode: 'serial' });

async function tokenFor(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { username: STUDENT, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in as ${STUDENT}`).toBe(true);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** Hands an essay in through the API, as the upload page does, for the journeys that need one more. */
async function handIn(request: APIRequestContext, title: string): Promise<void> {
  const response = await request.post('/api/essays', {
    headers: { authorization: `Bearer ${await tokenFor(request)}` },
    multipart: {
      title,
      details: 'Handed in by the test.',
      files: { name: 'essay.pdf', mimeType: 'application/pdf', buffer: pdf() },
    },
  });
  expect(response.ok(), `upload: ${response.status()} ${await response.text()}`).toBe(true);
}

/** Presses Tab until `target` has the focus, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

async function openUpload(page: Page) {
  await page.goto('/student/upload-work');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload work for review' })).toBeVisible();
}

test.describe('student review center', () => {
  test('should hand in a PDF, follow it to the queue and list it as pending, due 24 hours later', async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review center' }).click();
    await expect(page).toHaveURL('/student/review-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Review center' })).toBeVisible();
    await expect(page.getByText('A tutor reviews your work within 24 hours of handing it in.')).toBeVisible();
    await expect(page.getByText('You have not handed in any work yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Upload work' }).first().click();
    await expect(page).toHaveURL('/student/upload-work');
    await expect(
      page
        .getByText('Up to 3 files: PDF, Word (.docx), PNG, JPEG. Each file from 200 bytes to 20 MB.')
        .first(),
    ).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('The causes of the French Revolution');
    await page.getByLabel('Details for your tutor', { exact: true }).fill('Is my thesis clear enough?');
    await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Other' });
    await page.getByLabel('Name of the class', { exact: true }).fill('Debate club');
    await page.getByLabel('Type of work', { exact: true }).selectOption({ label: 'Lab report' });
    // The essay languages: every language but Mandarin (id 3).
    await expect(page.getByLabel('Language', { exact: true }).locator('option')).toHaveText([
      'English',
      'French',
      'Spanish',
    ]);
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'French' });
    await page
      .getByLabel('Your work', { exact: true })
      .setInputFiles({ name: 'revolution.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(page.getByRole('list', { name: 'Chosen for Your work' })).toContainText('revolution.pdf');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Hand in for review' }).click();

    await expect(page.getByRole('heading', { name: 'Your work is handed in' })).toBeFocused();
    await expect(page.getByText(/It is in the queue: a tutor will review it by/)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Go to the review center' }).click();
    const essay = row(page, 'The causes of the French Revolution');
    await expect(essay).toContainText('Pending');
    await expect(essay).toContainText('Not assigned yet');
    const submitted = await essay.locator('time').nth(0).getAttribute('datetime');
    const due = await essay.locator('time').nth(1).getAttribute('datetime');
    expect(Date.parse(due!) - Date.parse(submitted!)).toBe(DAY_MS);

    await essay.getByRole('button', { name: 'Submission details' }).click();
    const details = page.getByRole('dialog', { name: 'The causes of the French Revolution' });
    await expect(details).toContainText('Debate club');
    await expect(details).toContainText('Lab report');
    await expect(details.getByText('French', { exact: true })).toBeVisible();
    await expect(details).toContainText('revolution.pdf');
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    // Upload work again: a new, empty form, not the last visit's receipt.
    await page.getByRole('link', { name: 'Upload work' }).first().click();
    await expect(page).toHaveURL('/student/upload-work');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Your work is handed in' })).toHaveCount(0);
  });

  test("should say each of the spec's upload errors next to its field, and keep what was typed", async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    await openUpload(page);
    await page.getByRole('button', { name: 'Hand in for review' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    await expect(page.getByLabel('Details for your tutor', { exact: true })).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    // No file.
    await expect(page.getByLabel('Your work', { exact: true })).toHaveAccessibleDescription(
      /Please choose at least one file with your work\./,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Title', { exact: true }).fill('Lab report on pendulums');
    await page.getByLabel('Details for your tutor', { exact: true }).fill('Please check the method.');
    const work = page.getByLabel('Your work', { exact: true });
    // Invalid format, too small, too large: said before anything is sent.
    await work.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('a'.repeat(500)),
    });
    await expect(work).toHaveAccessibleDescription(
      /notes\.txt is not in a format we can review\. Send PDF, Word \(\.docx\), PNG, JPEG\./,
    );
    await work.setInputFiles({
      name: 'blank.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(work).toHaveAccessibleDescription(
      /blank\.pdf is too small to review: a file must be at least 200 bytes\./,
    );
    await work.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(21 * 1024 * 1024, 0x20),
    });
    await expect(work).toHaveAccessibleDescription(/scan\.pdf is too large: a file can be at most 20 MB\./);

    // A file that only claims to be a PDF: the server judges its bytes and says so at the field.
    await work.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('x'.repeat(2000)),
    });
    await page.getByRole('button', { name: 'Hand in for review' }).click();
    await expect(work).toBeFocused();
    await expect(work).toHaveAccessibleDescription(/fake\.pdf is not in a format we can review\./);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Lab report on pendulums');
    await expect(page.getByLabel('Details for your tutor', { exact: true })).toHaveValue(
      'Please check the method.',
    );
    await expect(page.getByRole('list', { name: 'Chosen for Your work' })).toContainText('fake.pdf');
    await expectNoSeriousA11yViolations(page);
  });

  test('should show each filter in its tab', async ({ page }) => {
    await signIn(page, STUDENT);
    await page.goto('/student/review-center');
    const tabs = page.getByRole('tablist', { name: 'Show essays' }).getByRole('tab');
    await expect(tabs).toHaveText(['All', 'Pending', 'In progress', 'Reviewed', 'Downloaded']);
    await expect(row(page, 'The causes of the French Revolution')).toBeVisible();

    // On a phone every filter is on screen, inside its track: none runs off the edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const track = (await page.getByRole('tablist', { name: 'Show essays' }).boundingBox())!;
    expect(track.x + track.width).toBeLessThanOrEqual(390);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(track.x);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(track.x + track.width);
    }

    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page).toHaveURL('/student/review-center?filter=pending');
    await expect(row(page, 'The causes of the French Revolution')).toBeVisible();
    await page.getByRole('tab', { name: 'In progress' }).click();
    await expect(page.getByText('No tutor is reviewing your work right now')).toBeVisible();
    await page.getByRole('tab', { name: 'Reviewed' }).click();
    await expect(page.getByText('No reviewed work yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Downloaded' }).click();
    await expect(page.getByText('You have not downloaded any review yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).toHaveURL('/student/review-center');
    await expect(row(page, 'The causes of the French Revolution')).toBeVisible();
  });

  test('should cancel an essay before a tutor picks it up, after a confirmation', async ({
    page,
    request,
  }) => {
    await handIn(request, 'A draft I no longer need');
    await signIn(page, STUDENT);
    await page.goto('/student/review-center');
    const draft = row(page, 'A draft I no longer need');
    await draft.getByRole('button', { name: 'Cancel submission' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this submission?' });
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(draft).toBeVisible();

    await draft.getByRole('button', { name: 'Cancel submission' }).click();
    await confirm.getByRole('button', { name: 'Cancel submission' }).click();
    await expect(confirm).toBeHidden();
    await expect(draft).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'The causes of the French Revolution')).toBeVisible();
    await expect(row(page, 'A draft I no longer need')).toHaveCount(0);
  });

  test('should be usable from the keyboard alone', async ({ page }) => {
    await signIn(page, STUDENT);
    await page.goto('/student/review-center');
    await expect(row(page, 'The causes of the French Revolution')).toBeVisible();
    await tabTo(page, page.getByRole('tab', { name: 'All' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Pending' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/student/review-center?filter=pending');
    const details = row(page, 'The causes of the French Revolution').getByRole('button', {
      name: 'Submission details',
    });
    await tabTo(page, details);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'The causes of the French Revolution' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(details).toBeFocused();

    // To the upload form by its link, the fields typed, then a refusal read at its field.
    await tabTo(page, page.getByRole('link', { name: 'Upload work' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/student/upload-work');
    await tabTo(page, page.getByLabel('Title', { exact: true }));
    await page.keyboard.type('Keyboard essay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse.');
    await tabTo(page, page.getByRole('button', { name: 'Hand in for review' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Your work', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Keyboard essay');
  });

  test('should turn a Word file into the PDF tutors review', async ({ page }) => {
    // npm test installs LibreOffice as it installs Chromium: without it this journey fails, never skips.
    expect(
      hasLibreOffice,
      'LibreOffice (soffice) is on PATH: npm test installs libreoffice-writer-nogui',
    ).toBe(true);
    test.setTimeout(120_000);
    await signIn(page, STUDENT);
    await openUpload(page);
    await page.getByLabel('Title', { exact: true }).fill('My Word essay');
    await page.getByLabel('Details for your tutor', { exact: true }).fill('Written in Word.');
    await page.getByLabel('Your work', { exact: true }).setInputFiles({
      name: 'essay.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: wordDocument(['The French Revolution began in 1789.', 'Its causes were many.']),
    });
    await page.getByRole('button', { name: 'Hand in for review' }).click();
    await expect(page.getByText(/It is in the queue/)).toBeVisible({ timeout: 90_000 });
    await page.getByRole('link', { name: 'Go to the review center' }).click();
    await expect(row(page, 'My Word essay')).toContainText('Pending');
  });
});
