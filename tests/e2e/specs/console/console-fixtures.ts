import { readFileSync } from 'node:fs';
import type { Home, HomeOf } from '@lantern/shared/contracts/home';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import {
  type APIRequestContext,
  test as base,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn } from '../../fixtures/shared.js';

// Helpers for the console journeys. The expected values come from the API itself (signed in with
// the same demo account), so the specs check that the screens show the real data, whatever the seed.

export interface ConsoleApi {
  /** The account's own view of itself and its home page data, straight from the API. */
  whoIs(username: string): Promise<CurrentUser>;
  homeOf<K extends Home['kind']>(username: string, kind: K): Promise<HomeOf<K>>;
}

async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), `demo sign-in as ${username}`).toBe(true);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

async function getData<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export const test = base.extend<{ consoleApi: ConsoleApi }>({
  consoleApi: async ({ playwright, baseURL }, use) => {
    // Its own request context, so these sign-ins never share cookies with the page under test.
    const request = await playwright.request.newContext({ baseURL });
    await use({
      whoIs: async (username) => getData<CurrentUser>(request, '/api/me', await tokenFor(request, username)),
      homeOf: async (username, kind) => {
        const home = await getData<Home>(request, '/api/me/home', await tokenFor(request, username));
        expect(home.kind).toBe(kind);
        return home as HomeOf<typeof kind>;
      },
    });
    await request.dispose();
  },
});

export { expect };
export { DEMO_PASSWORD, expectNoSeriousA11yViolations } from '../../fixtures/shared.js';

export async function signInToConsole(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/console/login')) await page.goto('/console/login');
  await fillSignIn(page, username, password);
}

/** The realtime indicator in the console header. */
export function connectionIndicator(page: Page) {
  return page.getByRole('banner').getByRole('status');
}

/** The browser's stand-in for the system tray. */
export function inPageTray(page: Page) {
  return page.getByRole('region', { name: 'Clock and shift status' });
}

const commonCatalogue = JSON.parse(
  readFileSync(new URL('../../../../shared/src/i18n/locales/en/common.json', import.meta.url), 'utf8'),
) as { roles: Record<string, string> };
const consoleCatalogue = JSON.parse(
  readFileSync(new URL('../../../../shared/src/i18n/locales/en/console.json', import.meta.url), 'utf8'),
) as { roles: Record<string, string> };

/** A role as the English console names it. */
export function roleLabel(role: string): string {
  return consoleCatalogue.roles[role] ?? commonCatalogue.roles[role] ?? role;
}

/** What the console's browser bridge handed to the Web Notifications and Web Audio APIs. */
export interface DesktopAlerts {
  /** Notification titles, in order. */
  notifications: string[];
  /** The frequencies (Hz) of every chime tone scheduled, in order. */
  tones: number[];
}

/**
 * Records the bridge's notifications and chimes in the context's pages. A headless browser shows
 * no notification and plays no sound, so the two browser APIs are observed where the bridge calls
 * them: `new Notification(title)` (permission granted, as a tutor would) and each tone's frequency.
 */
export async function recordDesktopAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const alerts: DesktopAlerts = { notifications: [], tones: [] };
    Object.assign(window, { __desktopAlerts: alerts });
    const shown: RecordedNotification[] = [];
    class RecordedNotification {
      static readonly permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(readonly title: string) {
        alerts.notifications.push(title);
        shown.push(this);
      }
    }
    // The test's stand-in for the tutor clicking a notification: its handler runs as the OS would run it.
    Object.assign(window, {
      __clickDesktopNotification: (title: string) => {
        const notification = shown.findLast((candidate) => candidate.title === title);
        if (!notification?.onclick) return false;
        notification.onclick();
        return true;
      },
    });
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    const setValueAtTime = AudioParam.prototype.setValueAtTime;
    AudioParam.prototype.setValueAtTime = function (this: AudioParam, value: number, time: number) {
      // Gains stay below 1; a tone's frequency is the only value this high.
      if (value > 20) alerts.tones.push(value);
      return setValueAtTime.call(this, value, time);
    };
  });
}

export async function desktopAlerts(page: Page): Promise<DesktopAlerts> {
  return page.evaluate(() => (window as unknown as { __desktopAlerts: DesktopAlerts }).__desktopAlerts);
}

/** Clicks the newest notification with this title, as the tutor would in the OS. */
export async function clickDesktopNotification(page: Page, title: string): Promise<void> {
  const clicked = await page.evaluate(
    (wanted) =>
      (
        window as unknown as { __clickDesktopNotification: (title: string) => boolean }
      ).__clickDesktopNotification(wanted),
    title,
  );
  expect(clicked, `a notification "${title}" to click`).toBe(true);
}

/** A date field of the console, typed as a person does: part by part, in the order its language sets. */
export function dayField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

export async function typeDay(scope: Page | Locator, label: string, isoDay: string): Promise<void> {
  const [year, month, day] = isoDay.split('-') as [string, string, string];
  const parts: Record<string, string> = { year, month, day };
  for (const segment of await dayField(scope, label).getByRole('spinbutton').all()) {
    await segment.focus();
    await segment.pressSequentially(parts[(await segment.getAttribute('data-type')) ?? ''] ?? '');
  }
}
