import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, expect, test } from '@playwright/test';

// Runs under the `electron` project only. npm installs the electron package but not its binary,
// which is a separate download; where it is missing this test is skipped and says why.
const desktopDir = fileURLToPath(new URL('../../../../desktop/', import.meta.url));
const SKIP_REASON =
  'Electron binary not installed on this machine: npm cannot download it here; ' +
  'run node node_modules/electron/install.js where the internet is reachable';

/** The binary electron's launcher would use, found without `require('electron')`, which tries to download it. */
function electronBinary(): string | undefined {
  const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

const executablePath = electronBinary();
if (!executablePath) console.warn(`[electron-smoke] skipped: ${SKIP_REASON}`);
test.skip(!executablePath, SKIP_REASON);

test('should open the console sign-in in a sandboxed window that has only the desktop bridge', async ({
  baseURL,
}) => {
  expect(
    existsSync(join(desktopDir, 'out/main/index.js')),
    'run npm run build -w @lantern/desktop first',
  ).toBe(true);
  const apiUrl = baseURL ?? process.env.LANTERN_API_URL ?? 'http://localhost:3000';
  const consoleUrl = new URL('console/', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).href;
  const env = Object.fromEntries(
    Object.entries({ ...process.env, LANTERN_API_URL: apiUrl }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );

  const app = await _electron.launch({ executablePath, args: [desktopDir], env });
  try {
    const window = await app.firstWindow();
    await expect(window).toHaveURL((url) => url.href.startsWith(consoleUrl));

    expect(await window.evaluate(() => 'require' in window || 'process' in window)).toBe(false);
    expect(
      await window.evaluate(() => Object.keys(Object(Reflect.get(window, 'lanternDesktop'))).sort()),
    ).toEqual(['getAppInfo', 'notify', 'onTrayCommand', 'playChime', 'setTrayState']);
    const appInfo = await window.evaluate(() => {
      const bridge: { getAppInfo(): Promise<{ isDesktop: boolean }> } = Reflect.get(window, 'lanternDesktop');
      return bridge.getAppInfo();
    });
    expect(appInfo.isDesktop).toBe(true);

    await expect(window.getByRole('button', { name: /sign in/i })).toBeVisible();
  } finally {
    await app.close();
  }
});
