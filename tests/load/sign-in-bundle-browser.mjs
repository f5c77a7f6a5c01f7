// Which scripts Chromium fetches before the student sign-in form can be used, and which after.
// The built app is served from web/dist with the API answers a signed-out visitor's page
// waits for (no refresh cookie, no flags on, three single sign-on providers), so no database or API build is needed.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
const API = {
  '/api/refresh-token': [401, { error: { code: 'no_refresh_token', message: 'No refresh token' } }],
  '/api/feature-flags': [200, { data: [] }],
  // Providers configured, so the single sign-on buttons render as they would for a school.
  '/api/auth/sso/providers': [200, { data: { providers: ['google', 'clever', 'classlink'] } }],
};

function serve(dist) {
  return createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const api = API[path];
    if (api) {
      response.writeHead(api[0], { 'content-type': 'application/json' }).end(JSON.stringify(api[1]));
      return;
    }
    if (path.startsWith('/api/')) {
      response.writeHead(404).end();
      return;
    }
    // Assets by name; every other address is the single-page app.
    const file = extname(path) ? join(dist, normalize(path)) : join(dist, 'index.html');
    try {
      const body = await readFile(file);
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
}

/** Paths under dist (e.g. `assets/index-abc.js`) of the scripts fetched before and after the form was usable. */
export async function scriptsBeforeUsable(dist) {
  const server = serve(dist);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.slice(1));
    });
    await page.goto(`http://127.0.0.1:${port}/login/student`);
    await page.locator('input[autocomplete="username"]').fill('usable');
    await page.locator('button[type="submit"]').waitFor({ state: 'visible' });
    const beforeUsable = [...scripts];
    // Anything fetched now, once the page is idle, is prefetching: reported, not counted.
    await page.waitForLoadState('networkidle');
    return { beforeUsable, afterUsable: scripts.slice(beforeUsable.length) };
  } finally {
    await browser.close();
    server.close();
  }
}
