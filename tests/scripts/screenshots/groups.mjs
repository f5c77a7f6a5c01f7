// Student groups beyond the teacher's (issue 21): the administrator's groups page, a group's
// students being chosen by a search (the address `…/student-groups/edit/:id` opens the dialog), the
// dashboard filtered by that group, and the teacher's activity with its CSV export. Makes the
// demo administrator a group of Maplewood's students: run it against a scratch server.
import { call, loaded, shoot, signIn, tr, wanted } from './lib.mjs';

const GROUP = 'Reading circle';

/** The demo administrator's group of three students found by a search, made once. */
async function adminGroup() {
  const groups = await call('admin', 'GET', '/student-groups');
  const known = (groups.data ?? groups).find((group) => group.name === GROUP);
  if (known) return known.id;
  const made = await call('admin', 'POST', '/student-groups', { name: GROUP });
  const found = await call('admin', 'GET', '/student-groups/search_group_users/student?limit=3');
  const ids = (found.data ?? found).map((row) => row.id);
  await call('admin', 'PUT', `/student-groups/${made.id}/users`, { user_ids: ids });
  return made.id;
}

export async function groupScreens() {
  const id = wanted('web-admin-groups', 'web-admin-dashboard-group') ? await adminGroup() : 0;
  const heading = (page) =>
    page
      .getByRole('heading', { level: 1 })
      .waitFor()
      .then(() => loaded(page));
  await shoot('web-admin-groups', {
    people: ['admin'],
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto('/administrator/student-groups');
      await heading(page);
      await page.getByRole('heading', { level: 2, name: GROUP }).waitFor();
    },
  });
  await shoot('web-admin-groups-members', {
    people: ['admin'],
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto(`/administrator/student-groups/edit/${id}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('student');
      await dialog.getByRole('searchbox').press('Enter');
      await dialog.getByRole('checkbox').first().waitFor();
    },
  });
  await shoot('web-admin-groups-search-first', {
    people: ['admin'],
    fullPage: false,
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto(`/administrator/student-groups/edit/${id}`);
      await page.getByRole('dialog').getByRole('searchbox').waitFor();
      await loaded(page);
    },
  });
  await shoot('web-admin-dashboard-group', {
    people: ['admin'],
    run: async (page) => {
      await signIn(page, 'admin', '/administrator/dashboard');
      await page.goto(`/administrator/dashboard?groups=${id}`);
      await page.getByRole('region', { name: tr('Quick stats') }).waitFor();
      await loaded(page);
    },
  });
  await shoot('web-teacher-activity-export', {
    people: ['teacher'],
    run: async (page) => {
      await signIn(page, 'teacher', '/teacher/dashboard');
      await page.goto('/teacher/activity');
      await heading(page);
    },
  });
}
