import type { BrowserContext, Page } from '@playwright/test';
import { bearer, dataOf, tokenFor } from '../../fixtures/api.js';
import { linkPath, mailTo } from '../../fixtures/mail.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// A tutor manager sends a safety drill for a school of the journey's own, escalated at once. The
// browser's own Notification API (permission granted through Playwright) shows "DRILL" for the
// item and for its escalation; the school's safety contact gets an e-mail whose subject starts
// "[DRILL]" (read from the e2e server's outbox folder); the manager acknowledges it by picking it
// up, and the escalation trail shows each step; resolving it as a false alarm clears the list.

const MANAGER = { username: 'manager', name: 'Maya Brooks' };
const suffix = Date.now().toString(36);
const SCHOOL = `Drill Journey School ${suffix}`;
const CONTACT = { name: 'Dana Safe', email: `dana.safe.${suffix}@drill-school.test`, phone: '' };

/**
 * Every notification title the page shows. The permission is granted through Playwright; Debian's
 * headless shell (the journeys' browser) answers "denied" whatever is granted, so there the
 * recorder stands in for the OS as a browser with the permission would (the bridge's code path is
 * the same: `Notification.permission`, then `new Notification(title, …)`).
 */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, { __notificationTitles: titles });
    const Real = window.Notification;
    const Recorded =
      Real.permission === 'granted'
        ? class extends Real {
            constructor(title: string, options?: NotificationOptions) {
              super(title, options);
              titles.push(title);
            }
          }
        : class {
            static readonly permission = 'granted';
            static requestPermission = async () => 'granted';
            onclick: (() => void) | null = null;
            constructor(title: string) {
              titles.push(title);
            }
          };
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
}

const notificationTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notificationTitles: string[] }).__notificationTitles);

test.describe('a safety drill', () => {
  test('should reach the console as a marked drill, e-mail the contact "[DRILL]", and record its acknowledgement', async ({
    browser,
    request,
  }) => {
    const superuserToken = await tokenFor(request, 'superuser');
    await dataOf(
      await request.post('/api/schools', {
        headers: bearer(superuserToken),
        data: { name: SCHOOL, safety_contacts: [CONTACT] },
      }),
      'the superuser adds a school with a safety contact',
    );

    const context = await browser.newContext();
    await recordNotifications(context);
    const page = await context.newPage();
    await signInToConsole(page, MANAGER.username);
    await page.waitForURL(/\/console\/tutor-manager/);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await page.getByRole('navigation').getByRole('link', { name: 'Action center' }).click();
    await expect(page).toHaveURL(/\/services\/action-center\/classroom$/);

    // The drill dialog: the school, at once, by keyboard where it counts.
    await page.getByRole('button', { name: 'Send a drill…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a safety drill' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Send drill/ })).toBeDisabled();
    await dialog.getByRole('button', { name: /Choose a school/ }).click();
    await page.getByRole('option', { name: `${SCHOOL} · 1 contact` }).click();
    await dialog.locator('label', { hasText: 'At once' }).click();
    await expect(dialog.getByRole('radio', { name: 'At once' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send drill' }).click();
    await expect(dialog).toBeHidden();

    const item = page.getByRole('listitem').filter({ hasText: `Test alert for ${SCHOOL}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Drill');
    await expect(item).toContainText('Self-harm');
    await expect
      .poll(() => notificationTitles(page))
      .toEqual(
        expect.arrayContaining([
          `DRILL — self-harm alert test: ${SCHOOL}`,
          `DRILL — safety escalation: ${SCHOOL}`,
        ]),
      );

    // The trail: raised, escalated, this console notified, the contact e-mailed.
    const trail = item.getByRole('region', { name: 'Escalation trail' });
    await expect(trail).toContainText('Escalated at');
    await expect(trail).toContainText(MANAGER.name);
    await expect(trail).toContainText(`E-mailed: ${CONTACT.name} <${CONTACT.email}>`);
    await expectNoSeriousA11yViolations(page);

    const mail = await mailTo(CONTACT.email, /^\[DRILL\] /);
    expect(mail.subject).toBe(`[DRILL] Safety alert for ${SCHOOL}: a student may be at risk`);
    expect(mail.text).toContain('THIS IS A DRILL');
    expect(mail.text).toMatch(/\/console\/tutor-manager\/services\/action-center\/classroom\?item=\d+/);

    // The e-mail's link opens the console on this very item.
    await page.goto(linkPath(mail, '/console/tutor-manager/services/action-center/classroom?item='));
    await expect(item).toHaveAttribute('aria-current', 'true');

    // Acknowledged by picking it up: the trail says by whom.
    await item.getByRole('button', { name: `Pick up the item about the drill for ${SCHOOL}` }).click();
    await expect(item).toContainText('Inspecting — from me');
    await expect(trail).toContainText(`Acknowledged by ${MANAGER.name} at`);
    await page.screenshot({ path: test.info().outputPath('drill-acknowledged.png'), fullPage: true });

    // Resolved as a false alarm, it leaves the list.
    await item.getByRole('button', { name: `Resolve the item about the drill for ${SCHOOL}` }).click();
    await page.getByRole('menuitem', { name: 'False alarm' }).click();
    await expect(item).toHaveCount(0);
    await context.close();
  });
});
