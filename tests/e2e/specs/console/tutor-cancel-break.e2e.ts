import { scheduleLater } from '../../fixtures/api.js';
import { createTutor } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Each test's own tutor, whose two-hour shift starts in three hours: breaks can be planned on it
// already.
let tutor = '';
test.beforeEach(async ({ request }) => {
  tutor = createTutor('Rowan', [1]).username;
  await scheduleLater(request, tutor, {
    startsIn: 3 * 60 * 60,
    segments: [{ type: 'Tutoring Session', minutes: 120 }],
  });
});

test.describe('tutor cancels a break', () => {
  test('should ask before cancelling a pending meal break, then cancel it and offer the request again', async ({
    page,
  }) => {
    await signInToConsole(page, tutor);
    const meal = page.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
    await meal.getByRole('button', { name: 'Request meal break' }).click();
    await expect(meal).toContainText('Waiting for approval');
    await meal.getByRole('button', { name: 'OK' }).click();

    // Keeping it closes the question and gives focus back to the button; so does Escape.
    const cancel = meal.getByRole('button', { name: 'Cancel break' });
    await cancel.click();
    const question = page.getByRole('alertdialog', { name: 'Cancel this break?' });
    await expect(question).toHaveAccessibleDescription(
      /^Meal break \(30 min, unpaid\).+ You can ask for another while the window is open\.$/,
    );
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(question).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(meal).toContainText('Waiting for approval');
    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(cancel).toBeFocused();

    await cancel.click();
    await question.getByRole('button', { name: 'Yes, cancel it' }).click();
    // Its button is gone with the break: focus waits on the break's title.
    await expect(meal.getByRole('heading', { name: 'Meal break (30 min, unpaid)' })).toBeFocused();
    await expect(meal.getByRole('status')).toContainText('Cancelling your break…');
    await expect(meal).toContainText('Cancelled');
    await expect(meal.getByRole('button', { name: 'Cancel break' })).toHaveCount(0);
    await expect(meal.getByRole('button', { name: 'Request meal break' })).toBeVisible();
  });

  test('should show the error text and keep the break when the server refuses the cancel', async ({
    page,
  }) => {
    await signInToConsole(page, tutor);
    const meal = page.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
    await meal.getByRole('button', { name: 'Request meal break' }).click();
    await expect(meal).toContainText('Waiting for approval');
    await meal.getByRole('button', { name: 'OK' }).click();

    await page.route('**/api/schedules/shifts/*/state', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 409, message: 'This break can no longer be cancelled.' } },
      }),
    );
    await meal.getByRole('button', { name: 'Cancel break' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(meal.getByRole('alert')).toHaveText(/This break can no longer be cancelled\./);
    await expect(meal).toContainText('Waiting for approval');
    await meal.getByRole('button', { name: 'Dismiss' }).click();
    await expect(meal.getByRole('alert')).toHaveCount(0);
    await expect(meal.getByRole('button', { name: 'Cancel break' })).toBeVisible();
  });
});
