import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, dataOf, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { essayPdf, handIn } from '../../fixtures/essay-review.js';
import { createPeople, journeyStudent, type Person } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The managers' essays queue, acted on. The journey's own Nora hands in two English essays; its own
// manager moves the later one to the front, and the journey's essay reviewer Ada, punched into a
// writing-review segment, is given that one when she asks for her next essay. She starts a
// comment; the manager releases the essay from her (her editor stops and says her words stay with
// it) and gives it to Ben, who is off shift: his open desk shows it at once, with Ada's comment.
// Last the manager sends it back to its place, and on a phone the queue still says who has it.
// English is shared with other journeys' essays, but no other journey moves an essay to the front
// or asks for an English essay, so the front of the queue is this journey's.

const ENGLISH = 1;
let STUDENT = '';
let MANAGER: Person;
let ADA: Person;
let BEN: Person;

test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.essay-queue.nora', 'Nora', 'Quist');
  const reviewer = {
    roles: ['tutor' as const],
    tutor: { subjects: [], languages: [ENGLISH], essayReview: true, maxWeeklyHours: 20 },
  };
  [MANAGER, ADA, BEN] = createPeople([
    { prefix: 'manager.essay-queue', firstName: 'Mira', roles: ['tutor-manager'] },
    { prefix: 'tutor.essay-queue.ada', firstName: 'Ada', ...reviewer },
    { prefix: 'tutor.essay-queue.ben', firstName: 'Ben', ...reviewer },
  ]) as [Person, Person, Person];
});

/** An earlier attempt's essays, withdrawn: one left at the front would be the next tutor's. */
async function withdrawWaiting(request: APIRequestContext, student: string): Promise<void> {
  const headers = bearer(await tokenFor(request, student));
  const waiting = await dataOf<{ data: { id: number }[] }>(
    await request.get('/api/essays', { headers, params: { filter: 'pending' } }),
    `${student}'s waiting essays`,
  );
  for (const essay of waiting.data) await request.post(`/api/essays/${essay.id}/cancel`, { headers });
}

const name = (person: Person) => `${person.firstName} ${person.lastName}`;

/** Opens the essay's actions in the queue and takes one; the dialog that asks first. */
async function act(page: Page, title: string, item: string, dialogTitle: string) {
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Actions for “${title}”` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('should let a manager move an essay to the front, release it from its tutor and give it to another, each tutor told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await withdrawWaiting(request, STUDENT);
  const stamp = Date.now().toString(36);
  const tides = `Tides ${stamp}`;
  const glaciers = `Glaciers ${stamp}`;
  await handIn(request, STUDENT, { title: tides, pdf: essayPdf(1), languageId: ENGLISH });
  await handIn(request, STUDENT, { title: glaciers, pdf: essayPdf(1), languageId: ENGLISH });
  await punchedInNow(request, ADA.username, { segment: 'Writing Review' });

  await signInToConsole(page, MANAGER.username);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Essays queue' }).click();
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(row(glaciers)).toContainText('Waiting for a tutor');

  // To the front: Glaciers, due after Tides, goes first, for the manager and for the tutors.
  const moving = await act(page, glaciers, 'Move to front…', 'Move this essay to the front?');
  await expect(moving).toContainText(`“${glaciers}” becomes the next essay a tutor of its language gets`);
  await expectNoSeriousA11yViolations(page);
  await moving.getByRole('button', { name: 'Move to front' }).click();
  await expect(moving).toBeHidden();
  await expect(toasts).toContainText(`“${glaciers}” is at the front of the queue.`);
  await expect(page.getByRole('row').nth(1)).toContainText(glaciers);
  await expect(row(glaciers)).toContainText('At the front');
  await expect(row(glaciers).getByRole('button', { name: `Actions for “${glaciers}”` })).toBeFocused();
  // At the front, the menu offers to bring it ahead of those moved there since, not the same move.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move ahead of the other front essays…' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Ada asks for her next essay: the one at the front, not the one due first.
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signInToConsole(ada, ADA.username);
  await ada.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing review' }).click();
  const offered = ada.getByRole('region', { name: glaciers });
  await expect(offered).toContainText('Nora Quist');
  await offered.getByRole('button', { name: 'Pick up and review' }).click();
  await expect(ada).toHaveURL(/\/console\/tutor\/review-center\/essays\/\d+$/);
  await ada.getByRole('button', { name: 'Add comment' }).click();
  const comments = ada.getByRole('tabpanel', { name: /Comments/ });
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Say which glacier you mean.');
  await expect(ada.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await expect(row(glaciers)).toContainText(`${name(ADA)} is reviewing`);

  // Released from Ada: back in the queue; her editor stops and says her words stay.
  const releasing = await act(page, glaciers, 'Release…', 'Release this essay?');
  await expect(releasing).toContainText(`${name(ADA)} is told at once`);
  await releasing.getByRole('button', { name: 'Release' }).click();
  await expect(toasts).toContainText(`“${glaciers}” is back in the queue.`);
  await expect(row(glaciers)).toContainText('Waiting for a tutor');
  const stopped = ada
    .getByRole('alert')
    .filter({ hasText: 'A manager released this essay back to the queue' });
  await expect(stopped).toContainText('The comments and summary you saved stay with the essay');
  await expect(ada.getByRole('button', { name: 'Submit review' })).toHaveCount(0);

  // Given to Ben, who is off shift with his desk open: it comes to him at once, Ada's comment with it.
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signInToConsole(ben, BEN.username);
  await ben.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing review' }).click();
  await expect(ben.getByRole('heading', { level: 1, name: 'Writing review' })).toBeVisible();
  const giving = await act(page, glaciers, 'Reassign…', 'Reassign this essay');
  const choices = giving.getByRole('radiogroup', { name: 'Tutors who review essays in this language' });
  await expect(choices.getByRole('radio', { name: new RegExp(name(ADA)) })).toBeVisible();
  // The manager must choose before reassigning.
  await giving.getByRole('button', { name: 'Reassign' }).click();
  await expect(giving).toContainText('Choose a tutor first.');
  await choices.getByText(name(BEN)).click();
  await expect(choices.getByRole('radio', { name: new RegExp(name(BEN)) })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await giving.getByRole('button', { name: 'Reassign' }).click();
  await expect(toasts).toContainText(`“${glaciers}” is now with ${name(BEN)}.`);
  await expect(row(glaciers)).toContainText(`${name(BEN)} is reviewing`);

  await expect(ben.getByRole('status').filter({ hasText: `A manager gave you “${glaciers}”` })).toBeVisible();
  const given = ben.getByRole('region', { name: glaciers });
  await expect(given).toContainText('You are reviewing this essay');
  await given.getByRole('button', { name: 'Continue review' }).click();
  await expect(
    ben.getByRole('tabpanel', { name: /Comments/ }).getByRole('textbox', { name: 'Comment' }),
  ).toHaveValue('Say which glacier you mean.');

  // On a phone each essay is a card that still says who has it, beside its title.
  await page.setViewportSize({ width: 390, height: 844 });
  await row(glaciers).getByText(glaciers).scrollIntoViewIfNeeded();
  await expect(row(glaciers).getByText(`${name(BEN)} is reviewing`)).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  // Back to its place by due time, from the phone: the focus follows the essay to its place.
  const back = await act(page, glaciers, 'Back to its place…', 'Send this essay back to its place?');
  await back.getByRole('button', { name: 'Back to its place' }).click();
  await expect(toasts).toContainText(`“${glaciers}” is back in its place by due time.`);
  await expect(row(glaciers).getByRole('button', { name: `Actions for “${glaciers}”` })).toBeFocused();
  await expect(row(glaciers)).not.toContainText('At the front');

  await adaContext.close();
  await benContext.close();
});
