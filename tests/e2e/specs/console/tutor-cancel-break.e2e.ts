import { scheduleLater } from '../../fixtures/api.js';
import { createPeople, createTutor, type Person } from '../../fixtures/people.js';
import {
  expect,
  expectNoSeriousA11yViolations,
  inPageTray,
  signInToConsole,
  test,
} from './console-fixtures.js';

// Each test's own tutor, whose two-hour shift starts in three hours: breaks can be planned on it
// already.
let tutor = '';
let tutorPerson: Person;
test.beforeEach(async ({ request }) => {
  tutorPerson = createTutor('Rowan', [1]);
  tutor = tutorPerson.username;
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

  test('should drop "Your rest break is scheduled" once the tutor cancels it, so the card reads Cancelled alone', async ({
    page,
  }) => {
    await signInToConsole(page, tutor);
    const rest = page.getByRole('region', { name: 'Rest break (10 min, paid)' });
    await rest.getByRole('button', { name: 'Schedule rest break' }).click();
    await expect(rest).toContainText('Your rest break is scheduled.');
    await expect(rest).toContainText('Approved');

    // The confirmation is still up when the tutor calls the break off.
    await rest.getByRole('button', { name: 'Cancel break' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(rest).toContainText('Cancelled');
    await expect(rest).not.toContainText('Your rest break is scheduled.');
    await expect(rest.getByRole('button', { name: 'Schedule rest break' })).toBeVisible();
  });

  test('should say why each greyed-out shift action cannot run', async ({ page }) => {
    await signInToConsole(page, tutor);
    const meal = page.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
    await meal.getByRole('button', { name: 'Request meal break' }).click();
    await expect(meal).toContainText('Waiting for approval');

    await inPageTray(page).getByRole('button', { name: 'Shift actions' }).click();
    const menu = page.getByRole('menu', { name: 'Shift actions' });
    const punchIn = menu.getByRole('menuitem', { name: 'Punch in' });
    await expect(punchIn).toHaveAttribute('aria-disabled', 'true');
    await expect(punchIn).toHaveAccessibleDescription('The punch-in window has not opened yet.');
    await expect(menu.getByRole('menuitem', { name: 'Ask for a meal break…' })).toHaveAccessibleDescription(
      'You already have one on this shift.',
    );
    await expect(menu.getByRole('menuitem', { name: 'Return to my segment' })).toHaveAccessibleDescription(
      'You are not on a break.',
    );
    // An item that runs has nothing to explain.
    await expect(menu.getByRole('menuitem', { name: 'Book a rest break…' })).toHaveAccessibleDescription('');
    // Disabled items stay reachable from the keyboard, so their reason is read with them.
    await punchIn.focus();
    await expect(punchIn).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("should keep the manager's record of a decision, and undo it before the break so the tutor waits again", async ({
    page,
    browser,
  }) => {
    const manager = createPeople([
      { prefix: 'manager.breaks', firstName: 'Quinn', roles: ['tutor-manager'] },
    ])[0]!;
    await signInToConsole(page, tutor);
    const meal = page.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
    await meal.getByRole('button', { name: 'Request meal break' }).click();
    await expect(meal).toContainText('Waiting for approval');

    const managerContext = await browser.newContext();
    const desk = await managerContext.newPage();
    await signInToConsole(desk, manager.username);
    await desk.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Breaks center' }).click();
    const panel = desk.getByRole('region', { name: 'Meal breaks', exact: true });
    const waiting = panel.getByRole('table', { name: 'Meal break requests waiting for a decision' });
    const tutorName = `Rowan ${tutorPerson.lastName}`;
    const request = waiting.getByRole('row', { name: new RegExp(tutorPerson.lastName) });
    await request.getByRole('button', { name: `Approve the break of ${tutorName}` }).click();
    await expect(request).toHaveCount(0);
    await expect(meal).toContainText('Approved');

    // The record: what was decided, by whom and when.
    const record = desk.getByRole('region', { name: 'Decisions' });
    const decided = record
      .getByRole('table', { name: 'Decisions on meal breaks, newest first' })
      .getByRole('row', { name: new RegExp(tutorPerson.lastName) });
    await expect(decided).toContainText('Approved');
    await expect(decided).toContainText(`Quinn ${manager.lastName}`);
    await expectNoSeriousA11yViolations(desk);

    // Undone before the break starts: the request waits again, and the tutor sees it live.
    await decided.getByRole('button', { name: `Undo the decision on the break of ${tutorName}` }).click();
    await expect(decided).toContainText(`Undone by Quinn ${manager.lastName}`);
    await expect(decided.getByRole('button')).toHaveCount(0);
    await expect(request).toBeVisible();
    await expect(meal).toContainText('Waiting for approval');
    await expect(meal).not.toContainText('Approved');

    // Refused this time: the record keeps both decisions, the newest first.
    await request.getByRole('button', { name: `Reject the break of ${tutorName}` }).click();
    await expect(meal).toContainText('Not approved');
    const rows = record.getByRole('row', { name: new RegExp(tutorPerson.lastName) });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Refused');
    await managerContext.close();
  });
});
