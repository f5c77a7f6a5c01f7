// Signing in as issue 19 left it: the sign-in page with its school's providers and the single
// sign-on error pages, the forgotten-password request and the reset link's page (a real link from
// the outbox, and one that no longer works), every tab of a student's settings with the avatar
// picker, a teacher's settings, onboarding, the leaders' sections, and the console's settings and
// the superuser's "reset onboarding". Needs a scratch server with single sign-on configured and its outbox on disk
// (start-server.mjs: E2E_STATE_FILE names its data folder).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, call, loaded, shoot, signIn, signInToConsole, tr, until, wanted } from './lib.mjs';

const MAPLEWOOD_LOGIN = '/login/student/riverside-unified-school-district/maplewood-high-school';

const SSO_ERRORS = {
  forbidden: 'error=forbidden&provider=clever&code=sso_no_account',
  'identity-provider': 'error=identity_provider&provider=google',
  'not-configured': 'error=not_configured&provider=auth0&code=sso_not_configured',
};

const SETTINGS_TABS = ['account', 'notifications', 'features', 'sections', 'hit_reports'];

/** A password link for `email`, asked for as the trouble page asks, read from the server's outbox. */
async function resetLinkFor(email) {
  const state = process.env.E2E_STATE_FILE;
  if (!state) throw new Error('E2E_STATE_FILE (the scratch server’s) is needed to read its outbox');
  const outbox = join(JSON.parse(readFileSync(state, 'utf8')).dataDir, 'outbox');
  const files = () => (existsSync(outbox) ? readdirSync(outbox) : []);
  const before = new Set(files());
  const asked = await fetch(`${BASE_URL}/api/passwords.reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ login: email }),
  });
  if (!asked.ok) throw new Error(`asking for a password link: ${asked.status} ${await asked.text()}`);
  return until(() => {
    for (const name of files().filter((file) => !before.has(file))) {
      // Quoted-printable folds long lines with a trailing "="; unfolded, the link is whole.
      const text = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '');
      const path = /\/password\/reset\/[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (path) return path;
    }
    return null;
  }, `a password link for ${email}`);
}

export async function signInScreens() {
  await shoot('signin-page', {
    run: async (page) => {
      await page.goto(MAPLEWOOD_LOGIN);
      await page.locator('.sso a').first().waitFor();
    },
  });
  for (const [name, query] of Object.entries(SSO_ERRORS))
    await shoot(`signin-sso-error-${name}`, {
      run: async (page) => {
        await page.goto(`/error/google?${query}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
      },
    });
  await shoot('signin-trouble-sent', {
    run: async (page) => {
      await page.goto('/trouble-logging-in');
      await page.getByLabel(tr('Username or e-mail')).fill('someone@example.org');
      await page.getByRole('button', { name: tr('Send me a link') }).click();
      await page.getByRole('status').or(page.getByRole('alert')).first().waitFor();
    },
  });
  if (wanted('signin-reset-form')) {
    const link = await resetLinkFor('noah.kim@maplewood.example');
    await shoot('signin-reset-form', {
      run: async (page) => {
        await page.goto(link);
        await page.getByLabel(tr('New password')).waitFor();
      },
    });
  }
  await shoot('signin-reset-link-spent', {
    run: async (page) => {
      await page.goto('/password/reset/this-link-was-never-sent');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await loaded(page);
    },
  });

  for (const tab of SETTINGS_TABS)
    await shoot(`signin-settings-student-${tab}`, {
      people: ['student'],
      run: async (page) => {
        await signIn(page, 'student', '/student/dashboard');
        await page.goto(tab === 'account' ? '/student/settings' : `/student/settings?tab=${tab}`);
        await page.getByRole('tabpanel').waitFor();
        await loaded(page);
      },
    });
  await shoot('signin-settings-avatar-picked', {
    people: ['student'],
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'student', '/student/dashboard');
      await page.goto('/student/settings');
      await loaded(page);
      const picker = page.locator('.avatar-picker, [role="radiogroup"]').first();
      await picker.scrollIntoViewIfNeeded();
      await picker.getByRole('radio').nth(1).click({ force: true });
    },
  });
  await shoot('signin-settings-teacher', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/settings');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await loaded(page);
    },
  });

  if (wanted('signin-onboarding')) {
    // Noah (newstudent) agrees to the code of conduct (which ends a new student's newness), then
    // his onboarding is relaunched: he lands in it. The screens do not walk it.
    const noah = await call('newstudent', 'POST', '/me/accepted-agreement');
    await call('superuser', 'POST', '/student-learner-profile/reset', { student_id: noah.id });
    await shoot('signin-onboarding-welcome', {
      people: ['newstudent'],
      run: (page) => signIn(page, 'newstudent', '/student/onboarding'),
    });
    await shoot('signin-onboarding-interests', {
      people: ['newstudent'],
      run: async (page) => {
        await signIn(page, 'newstudent', '/student/onboarding');
        await page.getByRole('button', { name: tr('Let’s start') }).click();
        await page.getByRole('checkbox').first().waitFor();
      },
    });
  }

  // The leaders' way to a section's students (where onboarding is relaunched too).
  for (const [username, home] of [
    ['admin', '/administrator/dashboard'],
    ['district', '/district-manager/dashboard'],
  ])
    await shoot(`signin-sections-${username}`, {
      people: [username],
      run: (page) => signIn(page, username, home),
    });
  await shoot('signin-console-settings-tutor', {
    people: ['tutor'],
    run: async (page) => {
      await signInToConsole(page, 'tutor', '/console/tutor');
      // Settings are in the person's menu, not the main navigation.
      await page.goto('/console/tutor/settings');
      await page.getByRole('region', { name: tr('Single sign-on') }).waitFor();
      await loaded(page);
    },
  });
  await shoot('signin-console-reset-onboarding', {
    people: ['superuser'],
    fullPage: false,
    run: async (page) => {
      await signInToConsole(page, 'superuser', '/console/superuser');
      await page.goto('/console/superuser/customers');
      const search = page.getByRole('searchbox');
      await search.fill('Kim');
      await search.press('Enter');
      await page.getByRole('table').waitFor();
      await page
        .getByRole('button', { name: tr('Reset onboarding for {{name}}', { exact: false }) })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
    },
  });
}
