// Safety escalations (issue 21), in the console as the demo tutor manager: the drill dialog with a
// school chosen, and the classroom list with two drills, one escalated at once (its trail: raised,
// escalated, the consoles notified, the contacts e-mailed) and one counting down to its escalation.
// Adds a school with safety contacts and sends two drills: run it against a scratch server.
import { call, loaded, openFromNav, shoot, signInToConsole, tr } from './lib.mjs';

const SUMMARY = '/console/tutor-manager/services/summary';

const openCenter = async (page) => {
  await signInToConsole(page, 'manager', SUMMARY);
  await openFromNav(page, '/services/action-center', '/action-center/classroom');
};

export async function safetyScreens() {
  const suffix = Date.now().toString(36);
  const school = await call('superuser', 'POST', '/schools', {
    name: `Harbor View Middle School ${suffix}`,
    safety_contacts: [
      { name: 'Dana Whitfield', email: `dana.whitfield.${suffix}@harbor-view.test`, phone: '555-0142' },
      { name: 'Luis Ortega', email: `luis.ortega.${suffix}@harbor-view.test`, phone: '' },
    ],
  });
  const escalated = await call('manager', 'POST', '/safety-drills', {
    school_id: school.id,
    escalate: 'now',
  });
  // A run takes longer than the timer: each screen gets a drill of its own still counting down.
  const countingDown = async () => {
    const open = await call('manager', 'GET', '/platform-manager-action-items?type_id=2');
    for (const item of open.data.filter((row) => row.drill && row.id !== escalated.item.id))
      await call('manager', 'PUT', `/platform-manager-action-items/${item.id}`, {
        action: 'resolve',
        action_type_id: 6,
      });
    await call('manager', 'POST', '/safety-drills', { school_id: school.id, escalate: 'timer' });
  };

  await shoot('console-safety-drills', {
    people: ['manager'],
    run: async (page) => {
      await countingDown();
      await openCenter(page);
      await page.locator('.action-item--drill .escalation-trail__escalated').first().waitFor();
      await page.locator('.escalation-trail__waiting').first().waitFor();
      await loaded(page);
    },
  });
  await shoot('console-safety-drill-dialog', {
    people: ['manager'],
    fullPage: false,
    run: async (page) => {
      await openCenter(page);
      await page.getByRole('button', { name: tr('Send a drill…') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.console-select').click();
      await page.getByRole('option', { name: new RegExp(school.name) }).click();
      await dialog.locator('label.drill-radio').nth(1).click();
    },
  });
}
