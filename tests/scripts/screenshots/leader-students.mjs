// What the administrator's and district manager's students added, as they see it: the student
// accounts with their counts, student analytics over the last year sorted by sessions, a student's
// page and one of their sessions read back, and the district manager's analytics of the district.
// Reads only: any server with the demo world will do.
import { loaded, shoot, signIn } from './lib.mjs';

const admin = (page, path) => signIn(page, 'admin', '/administrator/dashboard').then(() => page.goto(path));
const ready = async (page) => {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await loaded(page);
};

/** The last 366 days, New York's calendar aside: the demo world's sessions fall in it. */
function lastYear() {
  const day = (date) => date.toISOString().slice(0, 10);
  const end = new Date();
  return `start=${day(new Date(end.getTime() - 365 * 86_400_000))}&end=${day(end)}`;
}
const ANALYTICS = `/administrator/students/analytics?${lastYear()}&sort=sessions&dir=desc`;

export async function leaderStudentScreens() {
  await shoot('leader-students', {
    people: ['admin'],
    run: async (page) => {
      await admin(page, '/administrator/students');
      await page.getByRole('table').waitFor();
      await ready(page);
    },
  });
  await shoot('leader-student-analytics', {
    people: ['admin'],
    run: async (page) => {
      await admin(page, ANALYTICS);
      await page.getByRole('grid').waitFor();
      await ready(page);
    },
  });
  await shoot('leader-student-page', {
    people: ['admin'],
    run: async (page) => {
      await admin(page, ANALYTICS);
      await page.getByRole('grid').getByRole('link').first().click();
      await page.waitForURL(/\/administrator\/students\/\d+$/);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await ready(page);
    },
  });
  await shoot('leader-student-transcript', {
    people: ['admin'],
    run: async (page) => {
      await admin(page, ANALYTICS);
      await page.getByRole('grid').getByRole('link').first().click();
      await page.waitForURL(/\/administrator\/students\/\d+$/);
      await page.locator('a[href*="/sessions/"]').first().click();
      await page.waitForURL(/\/sessions\/\d+$/);
      await ready(page);
    },
  });
  await shoot('leader-district-analytics', {
    people: ['district'],
    run: async (page) => {
      await signIn(page, 'district', '/district-manager/dashboard');
      await page.goto(`/district-manager/students/analytics?${lastYear()}`);
      await page.getByRole('grid').waitFor();
      await ready(page);
    },
  });
}
