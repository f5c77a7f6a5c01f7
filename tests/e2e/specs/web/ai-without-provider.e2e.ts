import { expect, test as base } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { type InstanceWithoutAi, startInstanceWithoutAi } from '../../fixtures/instance-without-ai.js';
import { journeyStudent } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// A Lantern without an AI provider offers no AI: the start page asks only the question and its
// subject, and the question goes to a live tutor. The e2e server has the tests' fake provider, so
// this journey runs against a second instance of the same build and database started without one.

const test = base.extend<object, { withoutAi: InstanceWithoutAi }>({
  withoutAi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const instance = await startInstanceWithoutAi();
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ withoutAi }, use) => use(withoutAi.baseUrl),
});

let STUDENT = '';
test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.no-ai.nora', 'Nora', 'Quinn');
});

test.describe('live help without an AI provider', () => {
  test('should not offer the AI tutor anywhere on the start page', async ({ page, request }) => {
    // `request` reaches the instance without AI, as the page does.
    const token = await tokenFor(request, STUDENT);
    const status = await request.get('/api/ai/status', { headers: bearer(token) });
    expect(await dataOf(status, 'the AI status')).toEqual({ state: 'none', reason: null });

    await signIn(page, STUDENT);
    await page.goto('/student/start-session');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Who would you like to chat with?' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /AI tutor/ })).toHaveCount(0);
    await expect(page.getByText(/\bAI\b/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
