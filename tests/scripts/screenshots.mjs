#!/usr/bin/env node
// Screenshots for a human look, each screen at desktop size (1280 × 800) and phone size
// (390 × 844, `-phone`): the web sign-in page (English and French, and with an empty password; with
// a school's single sign-on providers in English and Spanish, and a refused one in French),
// the 429 page, each web role's home (a student's in French too), the mobile menu open, the
// console's sign-in and each console role's home, and the tutor dashboard's punch clock and shifts;
// then the break flows (the planner brought forward by the tray's rest and meal items, a rest break
// booked, a meal request pending), the availability editor (as saved, and with an unsaved edit), the
// managers' shift schedule (day and week), the breaks center's meal, rest and bio tabs, the tutors
// list (also filtered), a refused new tutor, a tutor's teaching tab, the summary's people lists, the
// essays queue (an essay moved to the front, and the reassign dialog), the essay editor (desktop
// only) and a student's reviewed essay (a new French-only essay reviewer reviews `aria.lopez`'s
// essays for them). The break flows book a rest break and ask for a meal
// break on tutor.lucia's demo shift, and the bio tab puts her on a bio break for its shots: run it
// against a scratch server, not one someone works on.
// Needs a running server (BASE_URL, default :3000) and Debian's Chromium. PNGs land in
// tests/artifacts/screenshots/; SHOTS (name prefixes, comma-separated) takes only some.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { essayPages, textPdf } from '../load/lib/text-pdf.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const PASSWORD = 'Lantern#2026';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots');
mkdirSync(out, { recursive: true });

const SIZES = [
  { suffix: '', viewport: { width: 1280, height: 800 } },
  { suffix: '-phone', viewport: { width: 390, height: 844 } },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

// SHOTS=console-break,console-schedule takes only the screens whose names start so.
const ONLY = process.env.SHOTS?.split(',').filter(Boolean) ?? [];

/** One screen at every size; `sizes` narrows it (the mobile menu exists on phones only). */
async function shoot(name, { language, run, sizes = SIZES, fullPage = true }) {
  if (ONLY.length > 0 && !ONLY.some((prefix) => name.startsWith(prefix))) return;
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

/** The demo account's token, for the few steps the screenshots take through the API. */
async function tokenFor(username) {
  const response = await fetch(`${BASE_URL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status}`);
  return (await response.json()).data.access_token;
}

/** A shift action on the account's current shift; false when the server refuses it. */
async function shiftAction(username, action) {
  const headers = { authorization: `Bearer ${await tokenFor(username)}`, 'content-type': 'application/json' };
  const current = await (await fetch(`${BASE_URL}/api/schedules/shifts/current`, { headers })).json();
  const response = await fetch(`${BASE_URL}/api/schedules/shifts/${current.data.shift.id}/state`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action }),
  });
  return response.ok;
}

/** A JSON call to the API as a demo account; the answer's `data`. */
async function call(username, method, path, body) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenFor(username)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Says something in a chat through the person's own socket, as their app does. */
async function say(username, sessionId, text) {
  const socket = io(BASE_URL, {
    path: '/v4',
    transports: ['websocket'],
    auth: { token: await tokenFor(username) },
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const answer = await socket
      .timeout(5000)
      .emitWithAck('classroom.message.send', { session_id: sessionId, client_id: crypto.randomUUID(), text });
    if (!answer.ok) throw new Error(`${username} could not say "${text}": ${JSON.stringify(answer)}`);
  } finally {
    socket.close();
  }
}

/** "HH:MM" moved on by some minutes, around midnight. */
function later(value, minutes) {
  const [hours, mins] = value.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Until no part of the page is still loading (a page can load several parts at once). */
function loaded(page) {
  return page.waitForFunction(() => !globalThis.document.querySelector('.lt-state[role="status"]'));
}

/** A console page reached from the main navigation: a full load would sign the console out. */
async function openFromNav(page, link, path) {
  // On a phone the navigation is behind the menu button.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await loaded(page);
}

/** Books a break from the dashboard's planner, some minutes after the earliest start it offers. */
async function bookBreak(page, card, label, minutesLater, sent) {
  const field = card.getByLabel(label);
  if ((await field.count()) === 0) return;
  await field.fill(later(await field.inputValue(), minutesLater));
  await field.press('Enter');
  await card.getByText(sent).waitFor();
}

/** The smallest well-formed PDF, one empty page: what a student hands in for the review center's shots. */
function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Hands an essay in as the upload page does (multipart), through the API. */
async function handInEssay(username, title, details) {
  const form = new FormData();
  form.append('title', title);
  form.append('details', details);
  form.append('files', new Blob([onePagePdf()], { type: 'application/pdf' }), 'essay.pdf');
  const response = await fetch(`${BASE_URL}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(username)}`, origin: BASE_URL },
    body: form,
  });
  if (!response.ok) throw new Error(`essay upload: ${response.status} ${await response.text()}`);
}

/** The API as `token`'s owner: the JSON data of the answer, or an error naming the call. */
async function api(method, path, token, json) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * Writing review for its screens: a new essay reviewer (French only, so no demo essay reaches
 * them) in a writing-review segment, and `aria.lopez`'s two French essays, one reviewed and sent
 * back to her, the other picked up with a few comments on it. Returns the reviewer and both ids.
 */
async function essaysInReview() {
  const manager = await tokenFor('manager');
  const username = `shots.reviewer.${Date.now().toString(36)}`;
  const tutor = await api('POST', '/tutors', manager, {
    username,
    password: PASSWORD,
    first_name: 'Camille',
    last_name: 'Durand',
    email: null,
    role: 'tutor',
    status: 1,
    max_weekly_hours: 20,
    essay_review: true,
    high_impact_tutoring: false,
    languages: [1],
    essay_languages: [2],
    async_audio_session_languages: [],
    subjects: [],
    topics: [],
    concepts: [],
    adp_number: null,
    employment_country_code: 'US',
    employment_region_code: null,
    is_us_ca_fingerprinted: false,
  });
  const now = Math.floor(Date.now() / 1000);
  const span = { start_time: now - 120, end_time: now + 3600 };
  const shift = await api('POST', '/schedules/shifts', manager, {
    user_id: tutor.id,
    ...span,
    segments: [{ type: 'Writing Review', ...span }],
  });
  const reviewer = await tokenFor(username);
  await api('POST', '/me/accepted-agreement', reviewer);
  await api('POST', `/schedules/shifts/${shift.shift?.id ?? shift.id}/state`, reviewer, {
    action: 'punch_in',
    app: 'console',
  });
  const student = await tokenFor('aria.lopez');
  const review = async (title, comments) => {
    const form = new FormData();
    form.append('title', title);
    form.append('details', 'Is my argument clear?');
    form.append('language_id', '2');
    form.append('files', new Blob([textPdf(essayPages(3))], { type: 'application/pdf' }), 'essay.pdf');
    const response = await fetch(`${BASE_URL}/api/essays`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}`, origin: BASE_URL },
      body: form,
    });
    if (!response.ok) throw new Error(`essay upload: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()).data;
    while ((await api('GET', `/essays/${id}`, student)).conversion.state !== 'converted')
      await new Promise((resolve) => setTimeout(resolve, 300));
    await api('POST', '/tutor/essays/next', reviewer);
    await api('POST', `/tutor/essays/${id}/pick-up`, reviewer);
    for (const comment of comments)
      await api('PUT', `/tutor/essays/${id}/annotations/${crypto.randomUUID()}`, reviewer, {
        hidden: false,
        revision: 1,
        ...comment,
      });
    return id;
  };
  // A line of the essay as a highlight: the text starts 72 pt from the left, 13 pt high.
  const line = (index, width) => {
    const top = 730 - index * 22 + 12;
    return [
      [
        [72, top],
        [72 + width, top],
        [72, top - 16],
        [72 + width, top - 16],
      ],
    ];
  };
  const comments = [
    {
      category: 1,
      page_number: 1,
      quads: line(2, 330),
      x: null,
      y: null,
      comment: 'Which economy? Name it.',
    },
    {
      category: 4,
      page_number: 1,
      quads: line(5, 300),
      x: null,
      y: null,
      comment: 'Comma splice: split it.',
    },
    { category: 6, page_number: 1, quads: null, x: 470, y: 500, comment: 'A strong closing line.' },
    { category: 3, page_number: 2, quads: null, x: 470, y: 640, comment: 'Cite the source of this figure.' },
  ];
  const reviewed = await review('La vallée et la rivière', comments);
  await api('POST', `/tutor/essays/${reviewed}/submit`, reviewer, {
    plagiarism_free: true,
    tutor_comment:
      'A clear argument about how the river shaped the town. Tighten the middle paragraphs and cite your sources; your conclusion is strong.',
  });
  const inReview = await review('Le marché sur la colline', comments.slice(0, 3));
  return { username, reviewed, inReview };
}

async function signIn(page, username, home, loginPath = '/login', submit = 'Sign in') {
  await page.goto(loginPath);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: submit }).click();
  await page.waitForURL(`**${home}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await loaded(page);
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
  // Needs a server with single sign-on configured (the e2e server's own provider, start-server.mjs):
  // Maplewood High's link offers Google, Clever and ClassLink under the form.
  for (const [name, language] of [
    ['sign-in-sso', undefined],
    ['sign-in-sso-es', 'es'],
  ])
    await shoot(name, {
      language,
      run: async (page) => {
        await page.goto('/login/student/riverside-unified-school-district/maplewood-high-school');
        await page.locator('.sso a').first().waitFor();
      },
    });
  await shoot('error-sso-forbidden', {
    language: 'fr',
    run: async (page) => {
      await page.goto('/error/google?error=forbidden&provider=clever&code=sso_no_account');
      await page.getByRole('heading', { level: 1 }).waitFor();
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

  // Break flows on tutor.lucia's shift under way. The tray's items bring the planner's card to the
  // middle of the screen with its start time focused: what the tutor sees, so not the full page.
  const planners = [
    ['rest', 'Book a rest break…', 'Rest break start time'],
    ['meal', 'Ask for a meal break…', 'Meal break start time'],
  ];
  for (const [kind, item, label] of planners) {
    await shoot(`console-break-${kind}-planner`, {
      fullPage: false,
      run: async (page) => {
        await signIn(page, 'tutor.lucia', '/console/tutor', '/console/login');
        await page.getByRole('region', { name: 'Clock and shift status' }).getByRole('button').click();
        await page.getByRole('menuitem', { name: item }).click();
        await page.getByLabel(label).and(page.locator(':focus')).waitFor();
      },
    });
  }
  // Booked and asked for: at desktop size just sent, with the confirmation; on the phone as it stands.
  await shoot('console-break-rest-booked', {
    run: async (page) => {
      await signIn(page, 'tutor.lucia', '/console/tutor', '/console/login');
      const rest = page.getByRole('region', { name: 'Rest break (10 min, paid)' });
      await bookBreak(page, rest, 'Rest break start time', 5, 'Your rest break is scheduled.');
      await rest.locator('.break-phase').waitFor();
    },
  });
  await shoot('console-break-meal-pending', {
    run: async (page) => {
      await signIn(page, 'tutor.lucia', '/console/tutor', '/console/login');
      const meal = page.getByRole('region', { name: 'Meal break (30 min, unpaid)' });
      await bookBreak(page, meal, 'Meal break start time', 30, 'Your meal break request was sent.');
      await meal.getByText('Waiting for approval').waitFor();
    },
  });

  // The availability editor: the demo week as saved, then with an hour added and not yet saved.
  await shoot('console-availability', {
    run: async (page) => {
      await signIn(page, 'tutor', '/console/tutor', '/console/login');
      await openFromNav(page, 'Availability', '/console/tutor/availability');
      await page.getByTestId('availability-total').waitFor();
    },
  });
  await shoot('console-availability-unsaved', {
    run: async (page) => {
      await signIn(page, 'tutor', '/console/tutor', '/console/login');
      await openFromNav(page, 'Availability', '/console/tutor/availability');
      await page.getByRole('button', { name: /^Saturday, .* 9:00 PM$/ }).click();
      await page.getByText('You have unsaved changes.').waitFor();
    },
  });

  // The managers' shift schedule, by day and by week.
  for (const view of ['Day', 'Week']) {
    await shoot(`console-schedule-${view.toLowerCase()}`, {
      run: async (page) => {
        await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
        await openFromNav(page, 'Shift schedule', '/console/tutor-manager/services/schedule/shift-schedule');
        await page.getByRole('radio', { name: view }).click();
        await page.getByRole('rowheader').first().waitFor();
      },
    });
  }

  // The breaks center's tabs: the meal request and rest break above are listed; for the bio tab,
  // tutor.lucia is on a bio break while it is shot.
  const bioBreak = await shiftAction('tutor.lucia', 'start_bio_break');
  try {
    for (const [tab, path] of [
      ['Meal breaks', 'meal-breaks'],
      ['Rest breaks', 'rest-breaks'],
      ['Bio breaks', 'bio-breaks'],
    ]) {
      await shoot(`console-breaks-center-${path}`, {
        run: async (page) => {
          await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
          await openFromNav(page, 'Breaks center', '/breaks-center/meal-breaks');
          await page.getByRole('tab', { name: tab }).click();
          await page.waitForURL(`**/breaks-center/${path}`);
          const panel = page.getByRole('region', { name: tab });
          await panel.waitFor();
          await panel.getByText('Loading…').first().waitFor({ state: 'detached' });
        },
      });
    }
  } finally {
    if (bioBreak) await shiftAction('tutor.lucia', 'return_to_segment');
  }
  // Live help. A student who is signed in nowhere else asks: first about Social Studies, which
  // nobody teaching is at work (the waiting room), then about World Languages, which tutor.lucia
  // takes in the demo world's first half hour; the chat is shot from both sides, and a worrying
  // message raises the action center's item.
  const STUDENT = 'henry.adams';
  for (const session of (await call(STUDENT, 'GET', '/sessions?scope=open')).data)
    await call(STUDENT, 'POST', `/sessions/${session.id}/end`);
  await shoot('web-start-session', {
    run: async (page) => {
      await signIn(page, STUDENT, '/student/dashboard', '/login/student');
      await page.goto('/student/start-session');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  });
  const waiting = await call(STUDENT, 'POST', '/sessions', {
    chat_type: 'tutor',
    question: 'Why did the Roman Empire fall?',
    subject_id: 4,
  });
  await shoot('web-waiting-room', {
    run: async (page) => {
      await signIn(page, STUDENT, '/student/dashboard', '/login/student');
      await page.goto('/student/classroom');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  });
  await call(STUDENT, 'POST', `/sessions/${waiting.id}/end`);
  const chat = await call(STUDENT, 'POST', '/sessions', {
    chat_type: 'tutor',
    question: '¿Cómo se conjuga el verbo tener en presente?',
    subject_id: 5,
  });
  if (chat.status === 'matched') {
    try {
      await say(
        'tutor.lucia',
        chat.id,
        '¡Hola Henry! Soy Lucía. Let us start with "yo tengo". What comes next?',
      );
      await say(STUDENT, chat.id, 'tú tienes? and then él tiene?');
      await say('tutor.lucia', chat.id, 'Exactly! Now try the plural: nosotros…');
      await shoot('web-classroom', {
        run: async (page) => {
          await signIn(page, STUDENT, '/student/dashboard', '/login/student');
          await page.goto('/student/classroom');
          await page.getByText('Now try the plural').first().waitFor();
        },
      });
      await shoot('console-tutor-classroom', {
        run: async (page) => {
          await signIn(page, 'tutor.lucia', '/console/tutor', '/console/login');
          await openFromNav(page, 'Classroom', '/console/tutor/classroom');
          await page.getByText('Now try the plural').first().waitFor();
        },
      });
      // The shared whiteboard opened beside the chat (a sheet over it on a phone), a line drawn on it.
      const drawOnBoard = async (page) => {
        await page.getByRole('button', { name: 'Whiteboard', exact: true }).click();
        const canvas = page.locator('.lt-whiteboard canvas').first();
        await canvas.waitFor();
        const box = await canvas.boundingBox();
        await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 8 });
        await page.mouse.up();
      };
      await shoot('web-classroom-board', {
        fullPage: false,
        run: async (page) => {
          await signIn(page, STUDENT, '/student/dashboard', '/login/student');
          await page.goto('/student/classroom');
          await page.getByText('Now try the plural').first().waitFor();
          await drawOnBoard(page);
        },
      });
      await shoot('console-tutor-classroom-board', {
        fullPage: false,
        run: async (page) => {
          await signIn(page, 'tutor.lucia', '/console/tutor', '/console/login');
          await openFromNav(page, 'Classroom', '/console/tutor/classroom');
          await page.getByText('Now try the plural').first().waitFor();
          await drawOnBoard(page);
        },
      });
      await say(STUDENT, chat.id, 'Honestly I feel like hurting myself when I get things wrong');
      await shoot('console-action-center', {
        run: async (page) => {
          await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
          await openFromNav(page, 'Action center', '/action-center/classroom');
          await page.getByText('I feel like hurting myself').first().waitFor();
        },
      });
    } finally {
      await call(STUDENT, 'POST', `/sessions/${chat.id}/end`);
    }
  } else {
    console.log(
      'tutor.lucia is not at work (the demo world puts her on for the first half hour): no chat shots',
    );
  }
  // The action center's Coverage tab: the demo world's tutor.ben is late for his shift.
  await shoot('console-action-center-coverage', {
    run: async (page) => {
      await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
      await openFromNav(page, 'Action center', '/action-center/classroom');
      await page.getByRole('tab', { name: /Coverage/ }).click();
      await page.getByText('Ben Okafor').first().waitFor();
    },
  });
  // The managers' tutors: the list, narrowed to those who hold sessions in Spanish, a new tutor's
  // form refused with every rule named, one tutor's teaching tab; and the summary's people lists.
  const openTutors = async (page) => {
    await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
    await page.getByRole('link', { name: 'Tutors', exact: true }).click();
    await page.waitForURL('**/services/tutors/list');
    await page.locator('.tutors-list__name').first().waitFor();
  };
  await shoot('console-tutors', { run: openTutors });
  await shoot('console-tutors-filtered', {
    run: async (page) => {
      await openTutors(page);
      await page.getByRole('button', { name: /Session language/ }).click();
      await page.getByRole('option', { name: 'Español' }).click();
      await page.getByText(/^\d+ tutors?$/).waitFor();
    },
  });
  await shoot('console-tutor-create-refused', {
    run: async (page) => {
      await openTutors(page);
      await page.getByRole('link', { name: 'New tutor' }).click();
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Create tutor' }).click();
      await page.getByRole('alert').waitFor();
      // The refusal's summary took the focus; the full-page shot starts from the top.
      await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  });
  await shoot('console-tutor-edit-teaching', {
    run: async (page) => {
      await openTutors(page);
      await page.locator('.tutors-list__name', { hasText: 'Lucía' }).first().click();
      await page.getByRole('tab', { name: 'Teaching' }).click();
      await page.getByRole('group', { name: 'Subjects' }).waitFor();
    },
  });
  await shoot('console-tutor-edit', {
    run: async (page) => {
      await openTutors(page);
      await page.locator('.tutors-list__name', { hasText: 'Lucía' }).first().click();
      await page.getByRole('tab', { name: 'Profile' }).waitFor();
      await loaded(page);
    },
  });
  await shoot('console-summary-people', {
    // The people lists sit below the fold: the shot scrolls to them rather than capturing the whole
    // page, which would paint the fixed status bar across its middle.
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
      const live = page.getByRole('heading', { name: /Live tutors/ });
      await live.waitFor();
      await live.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    },
  });
  // The managers' essays queue: the essay due last moved to the front (through the API, and back
  // afterwards), who has each essay, its actions, and the reassign dialog with the tutors who may
  // have it; on a phone each essay is a card that keeps who has it.
  const wantsQueue = ['console-essays-queue'].some(
    (name) => ONLY.length === 0 || ONLY.some((prefix) => name.startsWith(prefix)),
  );
  const queued = wantsQueue
    ? (await call('manager', 'GET', '/service/essays')).data.filter(
        (essay) => essay.status === 0 && essay.ready,
      )
    : [];
  const front = queued.at(-1);
  if (front) await call('manager', 'PUT', `/service/essays/${front.id}/priority`);
  const openQueue = async (page) => {
    await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
    await page.goto('/console/tutor-manager/services/essays-queue');
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
  };
  await shoot('console-essays-queue', { run: openQueue });
  await shoot('console-essays-queue-reassign', {
    fullPage: false,
    run: async (page) => {
      await openQueue(page);
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Reassign…' }).click();
      await page.getByRole('radiogroup').waitFor();
    },
  });
  if (front) await call('manager', 'DELETE', `/service/essays/${front.id}/priority`);
  // Writing review, as a student nobody else signs in sees it: the upload form refused for want of
  // details, then the review center with two essays handed in through the API.
  const WRITER = 'ivy.king';
  await shoot('web-upload-work', {
    run: async (page) => {
      await signIn(page, WRITER, '/student/dashboard', '/login/student');
      await page.goto('/student/upload-work');
      await page.getByLabel('Title', { exact: true }).fill('The causes of the French Revolution');
      await page
        .getByLabel('Your work', { exact: true })
        .setInputFiles({ name: 'revolution.pdf', mimeType: 'application/pdf', buffer: onePagePdf() });
      await page.getByRole('button', { name: 'Hand in for review' }).click();
      await page.getByText('Please fill this in.').waitFor();
      // The refusal moved the focus down the form; the full-page shot starts from the top.
      await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  });
  if (ONLY.length === 0 || ONLY.some((prefix) => 'web-review-center'.startsWith(prefix)))
    for (const [title, details] of [
      ['The causes of the French Revolution', 'Is my thesis clear enough?'],
      ['Lab report: the period of a pendulum', 'Please check my method section.'],
    ])
      await handInEssay(WRITER, title, details);
  await shoot('web-review-center', {
    run: async (page) => {
      await signIn(page, WRITER, '/student/dashboard', '/login/student');
      await page.goto('/student/review-center');
      await page.getByRole('heading', { name: 'Lab report: the period of a pendulum' }).first().waitFor();
    },
  });
  const wantsEssays = ['console-essay-editor', 'web-reviewed-essay'].some(
    (name) => ONLY.length === 0 || ONLY.some((prefix) => name.startsWith(prefix)),
  );
  const essays = wantsEssays ? await essaysInReview() : null;
  await shoot('console-essay-editor', {
    sizes: [SIZES[0]],
    fullPage: false,
    run: async (page) => {
      await signIn(page, essays.username, '/console/tutor', '/console/login');
      await page.goto(`/console/tutor/review-center/essays/${essays.inReview}`);
      await page.locator('.lt-pdf-mark').first().waitFor();
      await page.getByRole('button', { name: /^Comment 1, / }).click();
    },
  });
  await shoot('web-reviewed-essay', {
    run: async (page) => {
      await signIn(page, 'aria.lopez', '/student/dashboard', '/login/student');
      await page.goto(`/student/review-center/${essays.reviewed}`);
      await page.locator('.lt-pdf-mark').first().waitFor();
      // Pages are drawn as they near the screen: a full-page shot shows them all once each has been.
      for (const sheet of await page.locator('.lt-pdf-page').all()) await sheet.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  });
  // Analytics, the GROW session reports and the superuser's customers and settings, over the demo
  // world's month of live-help history. The settings shot hides one past session for its holds
  // list and puts it back afterwards.
  await shoot('console-analytics', {
    run: async (page) => {
      await signIn(page, 'manager', '/console/tutor-manager/services/summary', '/console/login');
      await openFromNav(page, 'Analytics', '/services/analytics');
      // It opens on the riskiest subject, whose only tutor is inactive in the demo world: Math has a board.
      await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Math' });
      await page.getByRole('table', { name: 'Top tutors in Math' }).waitFor();
    },
  });
  const openReports = async (page) => {
    await signIn(page, 'superuser', '/console/superuser', '/console/login');
    await openFromNav(page, 'Session reports', '/grow/session-reports');
    await page.getByRole('table', { name: /session feedback reports?$/ }).waitFor();
  };
  await shoot('console-session-reports', { run: openReports });
  await shoot('console-session-report', {
    run: async (page) => {
      await openReports(page);
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByRole('heading', { name: 'The session' }).waitFor();
    },
  });
  await shoot('console-session-feedback-refused', {
    run: async (page) => {
      await openReports(page);
      await page
        .getByRole('navigation', { name: 'Session feedback' })
        .getByRole('link', { name: 'Write session feedback' })
        .click();
      await page.getByRole('button', { name: 'Save feedback' }).click();
      await page.getByRole('alert').waitFor();
    },
  });
  await shoot('console-incidents', {
    run: async (page) => {
      await openReports(page);
      await page
        .getByRole('navigation', { name: 'Session feedback' })
        .getByRole('link', { name: 'Incidents' })
        .click();
      await page.getByRole('table', { name: /incidents?$/ }).waitFor();
    },
  });
  await shoot('console-superuser-customers', {
    run: async (page) => {
      await signIn(page, 'superuser', '/console/superuser', '/console/login');
      await openFromNav(page, 'Customers', '/superuser/customers');
      await page.getByRole('searchbox', { name: 'Name or username' }).fill('ra');
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('table', { name: /^Students matching/ }).waitFor();
    },
  });
  if (ONLY.length === 0 || ONLY.some((prefix) => 'console-superuser-settings'.startsWith(prefix))) {
    const reports = await call('superuser', 'GET', '/session-feedback-reports');
    const sessionId = reports.data[0]?.session_id;
    if (sessionId)
      await call('superuser', 'PUT', `/content-holds/session/${sessionId}`, {
        state: 'hidden',
        reason: 'Shared a phone number',
      });
    try {
      await shoot('console-superuser-settings', {
        run: async (page) => {
          await signIn(page, 'superuser', '/console/superuser', '/console/login');
          await openFromNav(page, 'Settings', '/superuser/settings');
          await page.getByRole('switch').first().waitFor();
          if (sessionId) await page.getByRole('table', { name: /^Hidden and quarantined/ }).waitFor();
        },
      });
    } finally {
      if (sessionId) await call('superuser', 'DELETE', `/content-holds/session/${sessionId}`);
    }
  }
} finally {
  await browser.close();
}
