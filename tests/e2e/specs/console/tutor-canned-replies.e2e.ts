import { bearer, dataOf, endOpenSessions, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, journeyStudent, tutorTraits } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// The journey's own tutor teaches Philosophy, which no other journey asks about and no demo tutor
// teaches, and its own student asks: the question reaches this tutor and nobody else.
const PHILOSOPHY = 11;
let TUTOR = '';
let STUDENT = '';
test.beforeAll(() => {
  [TUTOR] = createPeople(
    [{ prefix: 'e2e.canned.rio', firstName: 'Rio', lastName: 'Okafor', ...tutorTraits([PHILOSOPHY]) }],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string];
  STUDENT = journeyStudent('e2e.canned.noa', 'Noa', 'Lindqvist');
});

test.describe('canned replies in the classroom', () => {
  test.describe.configure({ timeout: 90_000 });

  test('should insert the greeting a tutor finds with /greet, by keyboard, with the student’s name, and send it', async ({
    page,
    request,
  }) => {
    const { token } = await punchedInNow(request, TUTOR);
    await endOpenSessions(request, STUDENT);
    // The tutor starts with no snippets of their own, whatever an earlier attempt wrote.
    const earlier = await dataOf<{ id: number; scope: string }[]>(
      await request.get('/api/canned-replies', { headers: bearer(token) }),
      'the tutor’s canned replies',
    );
    for (const reply of earlier.filter((found) => found.scope === 'personal'))
      await request.delete(`/api/canned-replies/${reply.id}`, { headers: bearer(token) });
    await signInToConsole(page, TUTOR);
    await expect(page).toHaveURL(/\/console\/tutor$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /^Classroom/ }).click();
    await expect(page.getByRole('main')).toContainText('Taking new students');

    const asked = await dataOf<{ id: number }>(
      await request.post('/api/sessions', {
        headers: bearer(await tokenFor(request, STUDENT)),
        data: {
          chat_type: 'tutor',
          question: 'Is lying ever the right thing to do?',
          subject_id: PHILOSOPHY,
        },
      }),
      'the student asks',
    );
    await expect(page.getByRole('tab', { name: /^Noa Lindqvist/ })).toBeVisible();
    const reply = page.getByRole('textbox', { name: 'Reply to Noa' });
    await reply.focus();

    // `/` opens the list; typing narrows it, the session's language (English) first.
    await reply.pressSequentially('/gre');
    const list = page.getByRole('listbox', { name: 'Canned replies' });
    await expect(list.getByRole('option')).toHaveCount(3);
    await expect(list.getByRole('option').first()).toContainText('/greet');
    await expect(list.getByRole('option').first()).toContainText('EN');
    await reply.pressSequentially('et');
    await expectNoSeriousA11yViolations(page);

    // Down and up again by keyboard, then Enter puts the English greeting in with her name.
    await reply.press('ArrowDown');
    await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await reply.press('ArrowUp');
    const english = list.getByRole('option').first();
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await expect(reply).toHaveAttribute('aria-activedescendant', (await english.getAttribute('id'))!);
    await reply.press('Enter');
    const greeting = 'Hi Noa! I’m glad you’re here. What are you working on today?';
    await expect(reply).toHaveValue(greeting);
    await expect(list).toHaveCount(0);

    await reply.press('Enter');
    await expect(reply).toHaveValue('');
    const log = page.getByRole('log', { name: 'Conversation with Noa' });
    await expect(log.getByRole('listitem').filter({ hasText: greeting })).toContainText('Sent');

    // Escape closes the list and leaves what was typed to be sent as it is.
    await reply.pressSequentially('/nothing');
    await expect(page.getByText('No snippet matches /nothing.')).toBeVisible();
    await reply.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(reply).toHaveValue('/nothing');
    await reply.fill('');

    // From the list, the tutor's own snippets: a rule broken is named beside its field.
    await reply.pressSequentially('/');
    await page.getByRole('link', { name: 'Manage snippets' }).click();
    await expect(page).toHaveURL(/\/console\/tutor\/canned-replies$/);
    await expect(page.getByRole('heading', { name: 'No snippets yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New snippet' }).click();
    const form = page.getByRole('dialog', { name: 'New snippet' });
    await form.getByLabel('Shortcut').fill('sat time');
    await form.getByLabel('Title').fill('SAT timing');
    await form.getByLabel('Text').fill('{student_first_name}, the reading section is 64 minutes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Shortcut')).toHaveAccessibleDescription(
      'Shortcut may hold only letters a–z, digits, - and _.',
    );
    await form.getByLabel('Shortcut').fill('sat');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: '/sat' })).toContainText('SAT timing');
    await expectNoSeriousA11yViolations(page);

    // Back in the chat, it is behind / at once.
    await nav.getByRole('link', { name: /^Classroom/ }).click();
    // The `/` typed before leaving is still the chat's draft.
    await expect(reply).toHaveValue('/');
    await reply.press('End');
    await reply.pressSequentially('sa');
    await reply.press('Enter');
    await expect(reply).toHaveValue('Noa, the reading section is 64 minutes.');
    await request.post(`/api/sessions/${asked.id}/end`, {
      headers: bearer(await tokenFor(request, STUDENT)),
    });
  });

  test('should let a tutor manager write a snippet for the team from the services summary, and delete it', async ({
    page,
  }) => {
    await signInToConsole(page, 'manager');
    await expect(page).toHaveURL(/\/services\/summary$/);
    await page.getByRole('link', { name: 'Canned replies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Canned replies' })).toBeVisible();
    // The demo's global greetings are the managers' to change.
    await expect(page.getByRole('button', { name: 'Edit /greet (Saludo)' })).toBeVisible();

    const shortcut = `team-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New snippet' }).click();
    const form = page.getByRole('dialog', { name: 'New snippet' });
    await form.getByLabel('Shortcut').fill(shortcut);
    await form.getByLabel('Title').fill('Break reminder');
    await form.getByLabel('Language').selectOption('fr');
    await form.getByLabel('Who gets it').selectOption('team');
    await form.getByLabel('Text').fill('{student_first_name}, je reviens dans cinq minutes.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    const item = page.getByRole('listitem').filter({ hasText: `/${shortcut}` });
    await expect(item).toContainText('French');
    await expect(item).toContainText('Team');
    await expectNoSeriousA11yViolations(page);

    await item.getByRole('button', { name: `Delete /${shortcut} (Break reminder)` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this snippet?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(item).toHaveCount(0);
  });
});
