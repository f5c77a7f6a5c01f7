import { expect, type Page, test } from '@playwright/test';
import { FAIL_MARKER } from '../../../../api/test/fake-ai-server.js';
import { bearer, dataOf, endOpenSessions, tokenFor } from '../../fixtures/api.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// The AI tutor through the student app, against the tests' own OpenAI-compatible server (started
// with the e2e API, see support/start-server.mjs): the answer appears as it is written, and a model
// that fails mid-session offers a live tutor instead. Each test has a student of its own, as a
// student has one open session at a time.

async function askTheAiTutor(page: Page, question: string): Promise<void> {
  await page.goto('/student/start-session');
  await page.getByRole('radio', { name: /The AI tutor/ }).check({ force: true });
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  const confirm = page.getByRole('button', { name: 'Yes, that’s it' });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await page.getByRole('button', { name: 'Ask a tutor' }).click();
  await expect(page).toHaveURL(/\/student\/classroom/);
}

test.describe('the AI tutor', () => {
  test('should answer the question as it is written, and the next message too', async ({ page, request }) => {
    const student = 'ivy.king';
    await endOpenSessions(request, student);
    await signIn(page, student);
    await askTheAiTutor(page, 'How do I find the area of a triangle?');

    const log = page.getByRole('log', { name: /^Conversation with/ });
    await expect(log).toContainText('How do I find the area of a triangle?');
    // The fake model names what it answers: the first answer is to the question itself.
    await expect(log).toContainText(
      'Good question! Let\'s look at "How do I find the area of a triangle?" together: what have you tried so far?',
      { timeout: 15_000 },
    );
    await expectNoSeriousA11yViolations(page);

    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Base times height, halved?');
    await composer.press('Enter');
    await expect(log).toContainText('Let\'s look at "Base times height, halved?" together', {
      timeout: 15_000,
    });
    await endOpenSessions(request, student);
  });

  test('should offer a live tutor when the model fails, and move the question to one', async ({
    page,
    request,
  }) => {
    const student = 'henry.adams';
    await endOpenSessions(request, student);
    await signIn(page, student);
    await askTheAiTutor(page, 'What is the slope of y = 3x + 2?');

    const log = page.getByRole('log', { name: /^Conversation with/ });
    await expect(log).toContainText('Good question!', { timeout: 15_000 });
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill(`And the y-intercept? ${FAIL_MARKER}`);
    await composer.press('Enter');

    const offer = page.getByRole('dialog', { name: 'The AI tutor isn’t available right now' });
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer).toContainText(
      'Would you like a live tutor to help you with the same question instead?',
    );
    await expectNoSeriousA11yViolations(page);
    await offer.getByRole('button', { name: 'Ask a live tutor' }).click();
    await expect(offer).toHaveCount(0);
    // The same question now goes to a person: the waiting room (or, if a tutor of the subject is
    // on for another journey, already the chat with them).
    await expect(page.getByRole('heading', { name: /^(Finding you a tutor…|Chat with .+)$/ })).toBeVisible({
      timeout: 15_000,
    });
    const open = await dataOf<{ data: { chat_type: string; question: string }[] }>(
      await request.get('/api/sessions', {
        headers: bearer(await tokenFor(request, student)),
        params: { scope: 'open' },
      }),
      'the open sessions',
    );
    expect(open.data).toEqual([
      expect.objectContaining({ chat_type: 'tutor', question: 'What is the slope of y = 3x + 2?' }),
    ]);
    await endOpenSessions(request, student);
  });
});
