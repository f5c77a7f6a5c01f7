#!/usr/bin/env node
// Screenshots for a human look: the web sign-in page (English and French), each web role's home,
// the mobile menu open, and the console's sign-in and each console role's home. Needs a running server (BASE_URL, default :3000) and
// Debian's Chromium. PNGs land in tests/artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const PASSWORD = 'Lantern#2026';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function shoot(name, { viewport = { width: 1366, height: 900 }, language, run }) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  if (language) await context.addCookies([{ name: 'lantern_lang', value: language, url: BASE_URL }]);
  const page = await context.newPage();
  try {
    await run(page);
    // The open mobile menu locks page scrolling, so a full-page capture would misplace the header.
    await page.screenshot({ path: join(out, `${name}.png`), fullPage: !name.startsWith('mobile') });
    console.log(`saved ${name}.png`);
  } finally {
    await context.close();
  }
}

async function signIn(page, username, home, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/^password$/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${home}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.lt-state[role="status"]').waitFor({ state: 'detached' });
}

try {
  await shoot('sign-in', {
    run: async (page) => {
      await page.goto('/login/student/riverside-unified/maplewood-high');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  });
  await shoot('sign-in-fr', {
    language: 'fr',
    run: async (page) => {
      await page.goto('/login/student');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    },
  });
  const homes = [
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['admin', '/administrator/dashboard'],
    ['district', '/district-manager/dashboard'],
    ['superuser', '/superuser'],
  ];
  for (const [username, home] of homes) {
    await shoot(`home-${username}`, { run: (page) => signIn(page, username, home) });
  }
  await shoot('mobile-menu-open', {
    viewport: { width: 390, height: 844 },
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.lt-mobile-menu').waitFor();
    },
  });
  await shoot('console-sign-in', {
    run: async (page) => {
      await page.goto('/console/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    },
  });
  const consoleHomes = [
    ['tutor', '/console/tutor'],
    ['manager', '/console/tutor-manager/services/summary'],
    ['superuser', '/console/superuser'],
  ];
  for (const [username, home] of consoleHomes) {
    await shoot(`console-${username}`, { run: (page) => signIn(page, username, home, '/console/login') });
  }
} finally {
  await browser.close();
}
