// What issues 20 and 21 added, as a person sees it. In the console, as the demo superuser: the
// districts and schools, a school's page (its settings, a licence being edited, its sections and the
// section dialog), a district's licences, the people and a person's page with the deactivation
// question, the audit trail, rostering (the upload, a preview with refused rows, the roster APIs and
// one's edit page) and privacy (a district's retention, its deletion requests, a student's access
// log). In the web app: the district manager's privacy page, the teacher's students, a student's
// page and a session's transcript, student groups with their dialog, and the administrator's
// dashboard with its sections. Sets up a roster API, a deletion request and a student group: run it
// against a scratch server.
import { rosterFiles, smallDistrict, zipOf } from '../../../api/test/oneroster-fixtures.ts';
import { call, loaded, shoot, signIn, signInToConsole, tr, wanted } from './lib.mjs';

const CUSTOMERS = '/console/superuser/customers';
// The demo world's Maplewood High School and Riverside district.
const SCHOOL = 1;
const DISTRICT = 1;
// The demo world's other district, given a licence of its own.
const NORTHFIELD = 991;

const superuser = (page, path) =>
  signInToConsole(page, 'superuser', '/console/superuser').then(() => page.goto(path));
const heading = (page) =>
  page
    .getByRole('heading', { level: 1 })
    .waitFor()
    .then(() => loaded(page));

/** An export whose one student's e-mail is no e-mail: the preview refuses their rows. */
function brokenExport() {
  const district = smallDistrict(`shots${Date.now().toString(36)}`);
  const maya = district.people.find((person) => person.givenName === 'Maya');
  const files = rosterFiles(district);
  files['users.csv'] = files['users.csv'].replace(maya.email, 'maya-at-home');
  return zipOf(files);
}

async function consoleScreens() {
  await shoot('customers-schools', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/schools`);
      await page.getByRole('table').first().waitFor();
      await heading(page);
    },
  });
  await shoot('customers-school', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/schools/${SCHOOL}`);
      await page
        .getByRole('region', { name: tr('Sections') })
        .getByRole('table')
        .waitFor();
      await heading(page);
    },
  });
  await shoot('customers-licence-edit', {
    people: ['superuser'],
    fullPage: false,
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/schools/${SCHOOL}`);
      await heading(page);
      await page
        .getByRole('button', { name: tr('Edit the {{kind}} licence') })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  });
  await shoot('customers-section-dialog', {
    people: ['superuser'],
    fullPage: false,
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/schools/${SCHOOL}`);
      const panel = page.getByRole('region', { name: tr('Sections') });
      await panel.getByRole('table').waitFor();
      await panel.getByRole('button', { name: tr('New section') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(tr('Name'), { exact: true }).fill('Robotics — Period 6');
      await dialog.getByLabel(tr('Find a student of the school')).fill('a');
      await dialog
        .getByRole('button', { name: tr('Add {{name}}') })
        .first()
        .click();
    },
  });
  await shoot('customers-section-edit', {
    people: ['superuser'],
    fullPage: false,
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/schools/${SCHOOL}`);
      const panel = page.getByRole('region', { name: tr('Sections') });
      await panel.getByRole('table').waitFor();
      await panel
        .getByRole('button', { name: tr('Edit {{name}}') })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr('Remove {{name}}') })
        .first()
        .waitFor();
    },
  });
  await shoot('customers-district', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/districts/${DISTRICT}`);
      await heading(page);
    },
  });
  if (wanted('customers-district-licences')) {
    const held = await call('superuser', 'GET', `/licences?district_id=${NORTHFIELD}`);
    if (!(held.data ?? held).some((licence) => licence.district_id === NORTHFIELD))
      await call('superuser', 'POST', '/licences', {
        kind: 'READING',
        district_id: NORTHFIELD,
        starts_on: '2026-08-01',
        ends_on: '2027-07-31',
        seats: 2500,
      });
  }
  await shoot('customers-district-licences', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/districts/${NORTHFIELD}`);
      await page.getByRole('table').first().waitFor();
      await heading(page);
    },
  });
  await shoot('customers-people', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/people`);
      await page.getByRole('table').first().waitFor();
      await heading(page);
    },
  });
  const teacher = wanted('customers-person') ? (await call('teacher', 'GET', '/me')).id : 0;
  await shoot('customers-person', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/people/${teacher}`);
      await heading(page);
    },
  });
  await shoot('customers-person-deactivate', {
    people: ['superuser'],
    fullPage: false,
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/people/${teacher}`);
      await heading(page);
      await page.getByRole('button', { name: tr('Deactivate {{name}}') }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  });
  if (wanted('customers-roster')) {
    const syncs = await call('superuser', 'GET', '/rostering/syncs');
    if (!syncs.some((sync) => sync.name === 'Riverside SIS'))
      await call('superuser', 'POST', '/rostering/syncs', {
        name: 'Riverside SIS',
        kind: 'oneroster_rest',
        base_url: 'https://sis.riverside.example/ims/oneroster/v1p1',
        token_url: 'https://sis.riverside.example/oauth/token',
        client_id: 'lantern',
        secret: 'never-shown',
        interval_minutes: 24 * 60,
      });
  }
  await shoot('customers-rostering', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/rostering`);
      await heading(page);
    },
  });
  await shoot('customers-roster-preview', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/rostering`);
      await heading(page);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'riverside-export.zip',
        mimeType: 'application/zip',
        buffer: brokenExport(),
      });
      await page.getByRole('button', { name: tr('Read the export') }).click();
      await page.getByRole('region', { name: /refused|refus|rechaz/i }).waitFor({ timeout: 30_000 });
    },
  });
  await shoot('customers-roster-api', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/rostering`);
      await heading(page);
      await page.locator('a[href*="/rostering/syncs/"]').first().click();
      await page.getByRole('form').first().waitFor();
      await heading(page);
    },
  });

  if (wanted('customers-privacy')) {
    // A student made for the run and erased: the district's requests list has a finished one.
    const stamp = Date.now().toString(36);
    const leaving = await call('superuser', 'POST', '/users', {
      username: `shots.leaving.${stamp}`,
      first_name: 'Jamie',
      last_name: `Leaving ${stamp}`,
      roles: ['student'],
      school_id: SCHOOL,
      grade_id: 9,
    });
    await call('superuser', 'POST', '/privacy/deletions', { scope: 'student', target_id: leaving.id });
  }
  if (wanted('customers-privacy', 'web-district-privacy'))
    // The student's teacher opens their page: the student's access log has a line.
    await call('teacher', 'GET', `/teacher/students/${student()}`);
  await shoot('customers-privacy', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/privacy/${DISTRICT}`);
      await heading(page);
      await page.getByRole('textbox', { name: tr("Student's Lantern id") }).fill(String(student()));
      await page.getByRole('button', { name: tr('Open') }).click();
      await page.getByRole('heading', { name: tr('Student {{id}}') }).waitFor();
      await loaded(page);
    },
  });
  // Last: the run's own changes (the roster API, the erased student) are on it.
  await shoot('customers-audit', {
    people: ['superuser'],
    run: async (page) => {
      await superuser(page, `${CUSTOMERS}/audit`);
      await heading(page);
    },
  });
}

async function webScreens() {
  await shoot('web-district-privacy', {
    people: ['district'],
    run: async (page) => {
      await signIn(page, 'district', '/district-manager/dashboard');
      await page.goto(`/district-manager/privacy?student=${student()}`);
      await page.getByRole('heading', { name: tr('Student {{id}}') }).waitFor();
      await loaded(page);
    },
  });
  await shoot('web-teacher-students', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/students');
      await page.getByRole('table').first().waitFor();
      await heading(page);
    },
  });
  const students = wanted('web-teacher-student', 'web-teacher-transcript')
    ? (await call('teacher', 'GET', '/teacher/students')).data
    : [];
  // A student with a session the transcript can show, else the first.
  const withSession = students.find((row) => (row.sessions_count ?? row.sessions ?? 0) > 0) ?? students[0];
  await shoot('web-teacher-student', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto(`/teacher/students/${withSession.id}`);
      await heading(page);
    },
  });
  await shoot('web-teacher-transcript', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto(`/teacher/students/${withSession.id}`);
      await heading(page);
      await page.locator(`a[href*="/teacher/students/${withSession.id}/sessions/"]`).first().click();
      await page.waitForURL('**/sessions/*');
      await heading(page);
    },
  });
  if (wanted('web-teacher-groups')) {
    const groups = await call('teacher', 'GET', '/student-groups');
    if (!(groups.data ?? groups).some((group) => group.name === 'Debate team')) {
      const made = await call('teacher', 'POST', '/student-groups', { name: 'Debate team' });
      const ids = (await call('teacher', 'GET', '/teacher/students')).data.slice(0, 3).map((row) => row.id);
      await call('teacher', 'PUT', `/student-groups/${made.id}/users`, { user_ids: ids });
    }
  }
  await shoot('web-teacher-groups', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/user-groups');
      await heading(page);
    },
  });
  await shoot('web-teacher-groups-members', {
    people: ['teacher'],
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/user-groups');
      await heading(page);
      await page
        .getByRole('button', { name: tr('Choose the students of {{name}}') })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
    },
  });
  await shoot('web-teacher-groups-new', {
    people: ['teacher'],
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/user-groups');
      await heading(page);
      await page.getByRole('button', { name: tr('New group') }).click();
      await page.getByRole('dialog').getByRole('textbox').waitFor();
    },
  });
  await shoot('web-admin-dashboard', {
    people: ['admin'],
    run: (page) => signIn(page, 'admin', '/administrator/dashboard'),
  });
}

let studentId = 0;
const student = () => studentId;

export async function customerScreens() {
  // One of the demo teacher's students, in the Riverside district.
  if (wanted('customers-privacy', 'web-district-privacy'))
    studentId = (await call('teacher', 'GET', '/teacher/students?search=Adams')).data[0].id;
  await consoleScreens();
  await webScreens();
}
