#!/usr/bin/env node
// Screenshots for a human look, each screen at desktop size (1280 × 800) and phone size
// (390 × 844, `-phone`): the web sign-in page (English and French, and with an empty password),
// the 429 page, each web role's home (a student's in French too), the mobile menu open, the
// console's sign-in and each console role's home, and the tutor dashboard's punch clock and shifts.
// Needs a running server (BASE_URL, default :3000) and Debian's Chromium. PNGs land in
// tests/artifacts/screenshots/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const PASSWORD = 'Lantern#2026';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

const SIZES = [
  { suffix: '', viewport: { width: 1280, height: 800 } },
  { suffix: '-phone', viewport: { width: 390, height: 844 } },
];

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

/** One screen at every size; `sizes` narrows it (the mobile menu exists on phones only). */
async function shoot(name, { language, run, sizes = SIZES, fullPage = true }) {
  for (const { suffix, viewport } of sizes) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL });
    if (language) await context.addCookies([{ name: 'lantern_lang', value: language, url: BASE_URL }]);
    const page = await context.newPage();
    try {
      await run(page);
      await page.screenshot({ path: join(out, `${name}${suffix}.png`), fullPage });
      console.log(`saved ${name}${suffix}.png`);
    } finally {
      await context.close();
    }
  }
}

async function signIn(page, username, home, loginPath = '/login', submit = 'Sign in') {
  await page.goto(loginPath);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: submit }).click();
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
  await shoot('sign-in-empty-password', {
    run: async (page) => {
      await page.goto('/login/student');
      await page.locator('input[name="username"]').fill('student');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('.lt-field-error').waitFor();
    },
  });
  await shoot('error-429', {
    run: async (page) => {
      await page.goto('/error/429');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  });
  // A signed-in page speaks the profile's language: this student's is French.
  await shoot('home-student-fr', {
    run: (page) => signIn(page, 'canadastudent', '/student/dashboard'),
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
    sizes: SIZES.filter((size) => size.suffix === '-phone'),
    // The open menu locks page scrolling, so a full-page capture would misplace the header.
    fullPage: false,
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
  // The tutor dashboard with shifts: tutor's punch window open, tutor.lucia's shift under way.
  for (const username of ['tutor', 'tutor.lucia']) {
    await shoot(`console-${username.replace('.', '-')}-punch-clock`, {
      run: async (page) => {
        await signIn(page, username, '/console/tutor', '/console/login');
        await page.locator('.shift-card').first().waitFor();
      },
    });
  }
} finally {
  await browser.close();
}
