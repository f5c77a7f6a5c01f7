// What every screenshot needs: the browser, `shoot` (a screen in each language at each size, the
// people on it speaking that language), words on the screen in the language being shot (`tr`), and
// the API and socket calls that set a scene up as the apps would.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';

export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
export const PASSWORD = 'Lantern#2026';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const out = join(root, 'tests', 'artifacts', 'screenshots');

export const LANGUAGES = (process.env.LANGS ?? 'en,fr,es').split(',').filter(Boolean);
export const DESKTOP = { dir: '1280x800', viewport: { width: 1280, height: 800 } };
export const PHONE = { dir: '390x844', viewport: { width: 390, height: 844 } };
export const SIZES = [DESKTOP, PHONE];

// SHOTS=console-break,web-transcript takes only the screens whose names start so.
const ONLY = process.env.SHOTS?.split(',').filter(Boolean) ?? [];
/**
 * Whether a run takes any of these screens (or names starting so): a scene's setup is skipped
 * when none is wanted.
 */
export const wanted = (...names) =>
  ONLY.length === 0 ||
  names.some((name) => ONLY.some((prefix) => name.startsWith(prefix) || prefix.startsWith(name)));

export const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});

// ---- Words in the language being shot --------------------------------------------------------

const locales = join(root, 'shared', 'src', 'i18n', 'locales');
/** Every string of a language's catalogues, by `namespace:dotted.key`. */
function catalogue(language) {
  const strings = new Map();
  const walk = (prefix, node) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') strings.set(path, value);
      else walk(path, value);
    }
  };
  for (const file of readdirSync(join(locales, language)).filter((name) => name.endsWith('.json')))
    walk(`${file.replace('.json', '')}:`, JSON.parse(readFileSync(join(locales, language, file), 'utf8')));
  return strings;
}
const catalogues = Object.fromEntries(
  LANGUAGES.concat('en').map((language) => [language, catalogue(language)]),
);

/** The language `shoot` is taking the screen in. */
export const current = { language: 'en' };

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text) => escape(text).replace(/\\\{\\\{[^}]*\\\}\\\}/g, '.*?');

/**
 * The words an English label has in the language being shot, as a pattern matching every key the
 * English catalogue spells so (`{{placeholders}}` match anything): the scripts find what a person
 * sees by its name, in any language, without knowing the catalogue's keys. `exact: false` matches
 * the start of a name only.
 */
export function tr(english, { exact = true } = {}) {
  const keys = [...catalogues.en].filter(([, value]) => value === english).map(([key]) => key);
  if (keys.length === 0) throw new Error(`no English string reads "${english}"`);
  const words = [...new Set(keys.map((key) => catalogues[current.language].get(key) ?? english))];
  return new RegExp(`^(?:${words.map(pattern).join('|')})${exact ? '$' : ''}`);
}

// ---- The API and the socket, as the apps use them --------------------------------------------

const tokens = new Map();
/** The account's token (one sign-in per account per run: signing in again does not end it). */
export async function tokenFor(username) {
  if (!tokens.has(username)) {
    const response = await fetch(`${BASE_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status}`);
    tokens.set(username, (await response.json()).data.access_token);
  }
  return tokens.get(username);
}

/** A JSON call to the API as an account; the answer's `data`, or an error naming the call. */
export async function call(username, method, path, body) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenFor(username)}`,
      origin: BASE_URL,
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} as ${username}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : (await response.json()).data;
}

/** The account's own socket, connected, as its app holds it; close it when done. */
export async function socketOf(username) {
  const socket = io(BASE_URL, {
    path: '/v4',
    transports: ['websocket'],
    auth: { token: await tokenFor(username) },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A socket command that must succeed. */
export async function command(socket, name, payload) {
  const answer = await socket.timeout(5000).emitWithAck(name, payload);
  if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Says something in a chat through the person's own socket, as their app does. */
export async function say(username, sessionId, text) {
  const socket = await socketOf(username);
  try {
    await command(socket, 'classroom.message.send', {
      session_id: sessionId,
      client_id: crypto.randomUUID(),
      text,
    });
  } finally {
    socket.close();
  }
}

/** Until `check` answers something truthy (every 300 ms, at most `seconds`). */
export async function until(check, what, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${seconds} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A shift for `username` from two minutes ago for some hours, punched in; its id. */
export async function punchedInNow(username, segment = 'Tutoring Session', hours = 1) {
  const userId = (await call(username, 'GET', '/me')).id;
  const now = Math.floor(Date.now() / 1000);
  const span = { start_time: now - 120, end_time: now + hours * 3600 };
  const created = await call('manager', 'POST', '/schedules/shifts', {
    user_id: userId,
    ...span,
    segments: [{ type: segment, ...span }],
  });
  const shiftId = created.shift?.id ?? created.id;
  await call(username, 'POST', '/me/accepted-agreement');
  await call(username, 'POST', `/schedules/shifts/${shiftId}/state`, { action: 'punch_in', app: 'console' });
  return shiftId;
}

/** A shift action on the account's current shift; false when the server refuses it. */
export async function shiftAction(username, action) {
  const shift = await call(username, 'GET', '/schedules/shifts/current');
  const response = await fetch(`${BASE_URL}/api/schedules/shifts/${shift.shift.id}/state`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(username)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (!response.ok) console.error(`${username}'s ${action} was refused: ${await response.text()}`);
  return response.ok;
}

// ---- Pages --------------------------------------------------------------------------------------

/** Until no part of the page is still loading (a page can load several parts at once). */
export function loaded(page) {
  return page.waitForFunction(() => !globalThis.document.querySelector('.lt-state[role="status"]'));
}

/** Signs in through the page's own form and waits for the home page to settle. */
export async function signIn(page, username, home, loginPath = '/login') {
  await page.goto(loginPath);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`**${home}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await loaded(page);
}

export const signInToConsole = (page, username, home) => signIn(page, username, home, '/console/login');

/**
 * A console page reached from the main navigation by its link's address (`path`), landing on
 * `landing` (a section's link redirects to its first page).
 */
export async function openFromNav(page, path, landing = path) {
  // On a phone the navigation is behind the menu button.
  const menuButton = page.getByRole('button', { name: tr('Open menu') });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.locator(`nav a[href$="${path}"]:visible`).first().click();
  await page.waitForURL(`**${landing}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await loaded(page);
}

// ---- Shooting -----------------------------------------------------------------------------------

const spoken = new Map();
/** Sets the account's interface language, as its language menu does; the first language is kept. */
async function speak(username, language) {
  if (!spoken.has(username)) spoken.set(username, (await call(username, 'GET', '/me')).preferred_language);
  await call(username, 'POST', '/me/preferred-language', { preferred_language: language });
}

/** Gives every account the language it had before the run. */
export async function restoreLanguages() {
  for (const [username, language] of spoken) await speak(username, language);
}

/**
 * One screen in every language at every size, written to <language>/<width>x<height>/<name>.png.
 * A signed-in page speaks its person's profile language, so `people` (the accounts the screen
 * signs in as, or shows the words of) are switched to each language first; the cookie does it for
 * the pages before sign-in. `sizes` narrows the sizes, `languages` the languages; `baseUrl` is
 * another instance of the same build (one without an AI provider).
 */
export async function shoot(
  name,
  { people = [], run, sizes = SIZES, languages = LANGUAGES, fullPage = true, baseUrl = BASE_URL },
) {
  if (ONLY.length > 0 && !ONLY.some((prefix) => name.startsWith(prefix))) return;
  for (const language of languages) {
    current.language = language;
    for (const username of people) await speak(username, language);
    for (const { dir, viewport } of sizes) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: language });
      await context.addCookies([{ name: 'lantern_lang', value: language, url: baseUrl }]);
      const page = await context.newPage();
      const path = join(out, language, dir, `${name}.png`);
      mkdirSync(dirname(path), { recursive: true });
      try {
        await run(page);
        if (fullPage) {
          // A taller window rather than Playwright's full-page capture, which paints the console's
          // fixed status bar where the window's bottom was, across the middle of the page.
          const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
          await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
          await page.waitForTimeout(200);
        }
        await page.screenshot({ path });
        console.log(`saved ${language}/${dir}/${name}.png`);
      } catch (error) {
        // One screen that cannot be reached leaves the others to be taken; the run fails at the end.
        process.exitCode = 1;
        console.error(`FAILED ${language}/${dir}/${name}: ${error.message.split('\n')[0]}`);
        // What the page showed instead, beside the screens, to see why.
        await page.screenshot({ path: path.replace(/\.png$/, '.FAILED.png') }).catch(() => {});
      } finally {
        await context.close();
      }
    }
  }
  current.language = 'en';
}

/** A new active tutor made by the manager, as the tutors form does; their username. */
export async function newTutor({ firstName, lastName, subjects = [], essayLanguages = [], languages = [1] }) {
  const username = `shots.${firstName.toLowerCase()}.${Date.now().toString(36)}`;
  await call('manager', 'POST', '/tutors', {
    username,
    password: PASSWORD,
    first_name: firstName,
    last_name: lastName,
    email: null,
    role: 'tutor',
    status: 1,
    max_weekly_hours: 20,
    essay_review: essayLanguages.length > 0,
    high_impact_tutoring: false,
    languages,
    essay_languages: essayLanguages,
    async_audio_session_languages: [],
    subjects,
    topics: [],
    concepts: [],
    adp_number: null,
    employment_country_code: 'US',
    employment_region_code: null,
    is_us_ca_fingerprinted: false,
  });
  return username;
}

/** Ends every open session of a student, so a new question starts a new one. */
export async function endOpenSessions(username) {
  for (const session of (await call(username, 'GET', '/sessions?scope=open')).data)
    await call(username, 'POST', `/sessions/${session.id}/end`);
}
