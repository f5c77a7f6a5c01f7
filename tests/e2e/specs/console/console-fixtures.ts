import { readFileSync } from 'node:fs';
import type { Home, HomeOf } from '@lantern/shared/contracts/home';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
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
