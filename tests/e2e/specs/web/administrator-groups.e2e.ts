import { expect, type Page, test } from '@playwright/test';
import { onePagePdf } from '../../fixtures/documents.js';
import { handIn } from '../../fixtures/essay-review.js';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../../fixtures/layout.js';
import { createPeople, STUDENT_TRAITS } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';

// An administrator of Maplewood High School makes a student group by searching for a student of
// their school, then filters their dashboard by it: every widget counts that student alone. The
// student is new on each attempt and hands in one essay today, and nothing else, so the filtered
// numbers are known exactly. Keyboard only, but for the navbar link.

const SHOTS = 'artifacts/screens/administrator-groups';

let people: { admin: string; manager: string; student: string; lastName: string; fullName: string };
test.beforeAll(async ({ request }) => {
  const [student, admin, manager] = createPeople([
    { prefix: 'e2e.grp.student', firstName: 'Quill', ...STUDENT_TRAITS, sections: [] },
    { prefix: 'e2e.grp.admin', firstName: 'Odette', roles: ['administrator'], school: 1, schools: [1] },
    { prefix: 'e2e.grp.manager', firstName: 'Mateo', roles: ['district-manager'], district: 1 },
  ]);
  people = {
    admin: admin!.username,
    manager: manager!.username,
    student: student!.username,
    lastName: student!.lastName,
    fullName: `${student!.firstName} ${student!.lastName}`,
  };
  await handIn(request, people.student, {
    title: `Tides and the moon ${Date.now().toString(36)}`,
    pdf: onePagePdf(),
    languageId: 1,
  });
});

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The quick stats' four numbers, as the widget shows them. */
async function quickStats(page: Page): Promise<string[]> {
  const widget = page.getByRole('region', { name: 'Quick stats' });
  await expect(widget.getByRole('definition').first()).toBeVisible();
  return widget.getByRole('definition').allInnerTexts();
}

test.describe('student groups of administrators and district managers', () => {
  test('should make a group by searching students, then filter the dashboard by it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.admin);
    await page.goto('/administrator/dashboard');
    const before = await quickStats(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
    await expect(page).toHaveURL('/administrator/student-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Student groups' })).toBeVisible();

    // A new group, named with the keyboard: the address names the dialog (spec: student-groups/create).
    const name = `Tide watchers ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New group' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/administrator/student-groups/create');
    const naming = page.getByRole('dialog', { name: 'New group' });
    await expect(naming.getByLabel('Group name')).toBeFocused();
    // An empty name is refused on the field, with the server's words (the 422's body).
    await page.keyboard.press('Enter');
    await expect(naming.getByRole('alert')).toHaveText('a group needs a name');
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(naming).toBeHidden();
    await expect(page).toHaveURL('/administrator/student-groups');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('No students yet');

    // Its students: only its members listed before a search (a school is too many), then the one
    // searched for.
    await card.getByRole('button', { name: `Choose the students of ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/administrator\/student-groups\/edit\/\d+$/);
    const groupId = Number(page.url().split('/').at(-1));
    const members = page.getByRole('dialog', { name: `Students of “${name}”` });
    await expect(members).toContainText('Only the students of your schools can join a group.');
    await expect(members).toContainText('Type at least two letters of a name to find students to add.');
    await expect(members.getByRole('checkbox')).toHaveCount(0);
    await members.getByRole('searchbox', { name: 'Find a student' }).focus();
    await page.keyboard.type(people.lastName);
    await page.keyboard.press('Enter');
    const choice = members.getByRole('checkbox', { name: new RegExp(people.fullName) });
    await expect(choice).toBeVisible();
    await expect(members.getByRole('checkbox')).toHaveCount(1);
    await expect(members).toContainText('Maplewood High School');
    await choice.focus();
    await page.keyboard.press('Space');
    await expect(choice).toBeChecked();
    await expect(members.getByRole('status')).toHaveText('1 student');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'members-1280');
    await members.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(members).toBeHidden();
    await expect(page).toHaveURL('/administrator/student-groups');
    await expect(card).toContainText('1 student');
    await expect(card).toContainText(people.lastName);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'groups-1280');

    // The dashboard by the group: one essay, no session, one active student.
    await page.goto('/administrator/dashboard');
    const filters = page.getByRole('form', { name: 'Dashboard filters' });
    const groups = filters.getByRole('group', { name: 'Only the students of these groups' });
    const mine = groups.getByRole('checkbox', { name: `${name} 1 student` });
    await mine.focus();
    await page.keyboard.press('Space');
    await expect(mine).toBeChecked();
    await filters.getByRole('button', { name: 'Show' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`groups=${groupId}`));
    await expect.poll(() => quickStats(page)).toEqual(['0', '1', '1', '1']);
    expect(before).not.toEqual(['0', '1', '1', '1']);
    const bySchool = page.getByRole('region', { name: 'Usage by school' });
    await expect(bySchool.getByRole('row').filter({ hasText: 'Maplewood High School' })).toContainText('1');
    // The view is in the address: a reload keeps the group chosen.
    await page.reload();
    await expect(mine).toBeChecked();
    await expect.poll(() => quickStats(page)).toEqual(['0', '1', '1', '1']);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'dashboard-by-group-1280');

    // The edit address opens the group's students on its own, and on a phone.
    await page.setViewportSize(PHONE);
    await page.goto(`/administrator/student-groups/edit/${groupId}`);
    const again = page.getByRole('dialog', { name: `Students of “${name}”` });
    // Before any search, the group's own members, chosen, so one can be taken out.
    await expect(again.getByRole('checkbox', { name: new RegExp(people.fullName) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/administrator/student-groups');
    await shoot(page, 'groups-390');
    // Another's group, or none, is said plainly.
    await page.goto('/administrator/student-groups/edit/999999999');
    await expect(page.getByText('This group is not one of yours, or it was deleted.')).toBeVisible();
  });

  test('should give a district manager groups of their district’s students, at their own address', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, people.manager);
    await page.goto('/district-manager/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Groups' }).click();
    await expect(page).toHaveURL('/district-manager/student-groups');
    await page.goto('/district-manager/student-groups/create');
    await page.getByRole('dialog', { name: 'New group' }).getByLabel('Group name').fill('District readers');
    await page.keyboard.press('Enter');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'District readers' }) });
    await card.getByRole('button', { name: 'Choose the students of District readers' }).click();
    const members = page.getByRole('dialog', { name: 'Students of “District readers”' });
    await expect(members).toContainText('Only the students of your district can join a group.');
    await members.getByRole('searchbox', { name: 'Find a student' }).fill(people.lastName);
    await page.keyboard.press('Enter');
    await expect(members.getByRole('checkbox', { name: new RegExp(people.fullName) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
