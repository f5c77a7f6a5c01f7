#!/usr/bin/env node
// Screenshots for a human look: every screen in English, French and Spanish (LANGS), at desktop
// size (1280 × 800) and phone size (390 × 844), written to
// tests/artifacts/screenshots/<language>/<width>x<height>/<name>.png. The web app and the console
// (its renderer served in the browser, as the journeys use it).
//
// Before each language the people on a screen are switched to it through the API their language
// menu uses (a signed-in page speaks its person's profile language, not the cookie's), and set back
// at the end. The screens: sign-in (also refused, single sign-on, the 429 page), each role's home,
// the mobile menu, the console's homes, the punch clock and the shift's break menu and planners,
// availability, the shift schedule, the action center, the tutors list and form, the summary's
// people, analytics, session reports and the superuser's pages; then what issue 18 touched, in
// screenshots/live-help.mjs (the break case, the queue's wait, AI unavailable, formulas, the board,
// canned replies, observing, away on the live tutors list and the schedule, transcripts),
// screenshots/writing-review.mjs (upload, review center, essay editor, reviewed essay, the essays
// queue's actions) and screenshots/shifts.mjs (the breaks center and its record).
//
// It books breaks, creates tutors and chats: run it against a scratch server, as the journeys'
// one: `PORT=3206 E2E_STATE_FILE=/tmp/shots.json node tests/e2e/support/start-server.mjs`, then
// `BASE_URL=http://localhost:3206 npm run screenshots`. NO_AI_BASE_URL (a second instance of the
// build over the same database without AI_BASE_URL) adds the "no AI provider" screens. Needs
// Debian's Chromium. SHOTS (name prefixes, comma-separated) takes only some screens; group names
// as arguments (`node tests/scripts/screenshots.mjs sign-in homes`) take only those groups.
import { customerScreens } from './screenshots/customers.mjs';
import { leaderStudentScreens } from './screenshots/leader-students.mjs';
import { liveHelpScreens } from './screenshots/live-help.mjs';
import {
  browser,
  loaded,
  openFromNav,
  PHONE,
  restoreLanguages,
  shoot,
  signIn,
  signInToConsole,
  tr,
} from './screenshots/lib.mjs';
import { shiftScreens } from './screenshots/shifts.mjs';
import { signInScreens } from './screenshots/sign-in.mjs';
import { writingReviewScreens } from './screenshots/writing-review.mjs';

const SUMMARY = '/console/tutor-manager/services/summary';
const manager = (page) => signInToConsole(page, 'manager', SUMMARY);

async function signedOutScreens() {
  await shoot('sign-in', {
    run: async (page) => {
      await page.goto('/login/student/riverside-unified/maplewood-high');
      await page.locator('button[type="submit"]').waitFor();
    },
  });
  await shoot('sign-in-empty-password', {
    run: async (page) => {
      await page.goto('/login/student');
      await page.locator('input[name="username"]').fill('student');
      await page.locator('button[type="submit"]').click();
      await page.locator('.lt-field-error').waitFor();
    },
  });
  // Needs a server with single sign-on configured (the e2e server's own provider, start-server.mjs).
  await shoot('sign-in-sso', {
    run: async (page) => {
      await page.goto('/login/student/riverside-unified-school-district/maplewood-high-school');
      await page.locator('.sso a').first().waitFor();
    },
  });
  await shoot('error-sso-forbidden', {
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
  await shoot('console-sign-in', {
    run: async (page) => {
      await page.goto('/console/login');
      await page.locator('button[type="submit"]').waitFor();
    },
  });
}

async function homeScreens() {
  for (const [username, home] of [
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['admin', '/administrator/dashboard'],
    ['district', '/district-manager/dashboard'],
    ['superuser', '/superuser'],
  ])
    await shoot(`home-${username}`, { people: [username], run: (page) => signIn(page, username, home) });
  await shoot('mobile-menu-open', {
    people: ['teacher'],
    sizes: [PHONE],
    // The open menu locks page scrolling, so a full-page capture would misplace the header.
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.getByRole('button', { name: tr('Open menu') }).click();
      await page.locator('.lt-mobile-menu').waitFor();
    },
  });
  for (const [username, home] of [
    ['tutor', '/console/tutor'],
    ['manager', SUMMARY],
    ['superuser', '/console/superuser'],
  ])
    await shoot(`console-${username}`, {
      people: [username],
      run: (page) => signInToConsole(page, username, home),
    });
}

async function tutorScreens() {
  // The punch clock: tutor's punch window open, tutor.lucia's shift under way (the demo world's
  // first half hour), and her shift-actions menu open.
  for (const username of ['tutor', 'tutor.lucia'])
    await shoot(`console-${username.replace('.', '-')}-punch-clock`, {
      people: [username],
      run: async (page) => {
        await signInToConsole(page, username, '/console/tutor');
        await page.locator('.shift-card').first().waitFor();
      },
    });
  await shoot('console-shift-actions-menu', {
    people: ['tutor.lucia'],
    fullPage: false,
    run: async (page) => {
      await signInToConsole(page, 'tutor.lucia', '/console/tutor');
      await page
        .getByRole('region', { name: tr('Clock and shift status') })
        .getByRole('button')
        .click();
      await page.getByRole('menu').waitFor();
    },
  });
  // The tray's item brings the planner's card to the middle of the screen with its start time focused.
  await shoot('console-break-rest-planner', {
    people: ['tutor.lucia'],
    fullPage: false,
    run: async (page) => {
      await signInToConsole(page, 'tutor.lucia', '/console/tutor');
      await page
        .getByRole('region', { name: tr('Clock and shift status') })
        .getByRole('button')
        .click();
      await page.getByRole('menuitem', { name: tr('Book a rest break…') }).click();
      await page.getByLabel(tr('Rest break start time')).and(page.locator(':focus')).waitFor();
    },
  });
  await shoot('console-availability', {
    people: ['tutor'],
    run: async (page) => {
      await signInToConsole(page, 'tutor', '/console/tutor');
      await openFromNav(page, '/console/tutor/availability');
      await page.getByTestId('availability-total').waitFor();
    },
  });
}

async function managerScreens() {
  for (const view of ['Day', 'Week'])
    await shoot(`console-schedule-${view.toLowerCase()}`, {
      people: ['manager'],
      run: async (page) => {
        await manager(page);
        await openFromNav(page, '/services/schedule', '/shift-schedule');
        await page.getByRole('radio', { name: tr(view) }).click();
        await page.getByRole('rowheader').first().waitFor();
      },
    });
  await shoot('console-action-center-coverage', {
    people: ['manager'],
    run: async (page) => {
      await manager(page);
      await openFromNav(page, '/services/action-center', '/action-center/classroom');
      await page.getByRole('tab', { name: tr('Coverage', { exact: false }) }).click();
      await page.getByText('Ben Okafor').first().waitFor();
    },
  });
  const openTutors = async (page) => {
    await manager(page);
    // A tutor manager reaches the tutors list from the summary's header, not the navigation.
    await page.locator('main a[href$="/services/tutors"]').click();
    await page.waitForURL('**/services/tutors/list');
    await page.locator('.tutors-list__name').first().waitFor();
  };
  await shoot('console-tutors', { people: ['manager'], run: openTutors });
  await shoot('console-tutor-create-refused', {
    people: ['manager'],
    run: async (page) => {
      await openTutors(page);
      await page.locator('a[href$="/services/tutors/create"]').first().click();
      await page.locator('input[type="password"]').first().fill('abc');
      await page.getByRole('button', { name: tr('Create tutor') }).click();
      await page.getByRole('alert').first().waitFor();
      // The refusal's summary took the focus; the full-page shot starts from the top.
      await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  });
  await shoot('console-tutor-edit-teaching', {
    people: ['manager'],
    run: async (page) => {
      await openTutors(page);
      await page.locator('.tutors-list__name', { hasText: 'Lucía' }).first().click();
      await page.getByRole('tab', { name: tr('Teaching') }).click();
      await page.getByRole('group', { name: tr('Subjects') }).waitFor();
    },
  });
  await shoot('console-summary-people', {
    people: ['manager'],
    // Below the fold: the shot scrolls to the lists rather than capturing the whole page, which
    // would paint the fixed status bar across its middle.
    fullPage: false,
    run: async (page) => {
      await manager(page);
      const live = page.getByRole('heading', { name: tr('Live tutors', { exact: false }) });
      await live.waitFor();
      await live.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    },
  });
  await shoot('console-analytics', {
    people: ['manager'],
    run: async (page) => {
      await manager(page);
      await openFromNav(page, '/services/analytics');
      // It opens on the riskiest subject, whose only tutor is inactive in the demo world: Math has a board.
      await page.getByRole('combobox', { name: tr('Subject') }).selectOption({ value: '1' });
      await page.getByRole('table').first().waitFor();
      await loaded(page);
    },
  });
}

async function superuserScreens() {
  const openReports = async (page) => {
    await signInToConsole(page, 'superuser', '/console/superuser');
    await openFromNav(page, '/grow/session-reports');
    await page.getByRole('table').first().waitFor();
  };
  await shoot('console-session-reports', { people: ['superuser'], run: openReports });
  await shoot('console-session-report', {
    people: ['superuser'],
    run: async (page) => {
      await openReports(page);
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByRole('heading', { name: tr('The session') }).waitFor();
    },
  });
  await shoot('console-superuser-settings', {
    people: ['superuser'],
    run: async (page) => {
      await signInToConsole(page, 'superuser', '/console/superuser');
      await openFromNav(page, '/superuser/settings');
      await page.getByRole('switch').first().waitFor();
    },
  });
}

/**
 * One group of screens. A group whose set-up fails (a tutor who never takes the question, say) is
 * reported and fails the run, and the groups after it are still taken: one stuck scene must not
 * hide every screen behind it.
 */
async function group(scenes) {
  try {
    await scenes();
  } catch (error) {
    process.exitCode = 1;
    console.error(`FAILED ${scenes.name}: ${error.message.split('\n')[0]}`);
  }
}

// tutor.lucia's shift first: the demo world has her at work for its first half hour only.
const GROUPS = {
  tutor: tutorScreens,
  'live-help': liveHelpScreens,
  'writing-review': writingReviewScreens,
  shifts: shiftScreens,
  manager: managerScreens,
  'signed-out': signedOutScreens,
  homes: homeScreens,
  superuser: superuserScreens,
  'sign-in': signInScreens,
  customers: customerScreens,
  students: leaderStudentScreens,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`No screenshot group ${unknown.join(', ')}; the groups: ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}

try {
  for (const [name, scenes] of Object.entries(GROUPS))
    if (asked.length === 0 || asked.includes(name)) await group(scenes);
} finally {
  await restoreLanguages().catch((error) => console.error(`could not restore languages: ${error.message}`));
  await browser.close();
}
