import type { Page } from '@playwright/test';
import { bearer, dataOf, endOpenSessions, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, journeyStudent, tutorTraits } from '../../fixtures/people.js';
import { expect, expectNoSeriousA11yViolations, signInToConsole, test } from './console-fixtures.js';

// Three people at once. The journey's own Tove teaches Earth Science, which no other journey asks
// about and no demo tutor teaches, so only she could take the question of the journey's own Eli.
// Her console runs in a browser, where the page's input stands for the machine's idle time, on a
// clock the journey moves on: five minutes without input and she is away. The journey's own
// manager, Mira, sees her away on the live tutors list and on the schedule; Eli's question waits
// for her, and reaches her the moment she is back.

const EARTH_SCIENCE = 18;
let TUTOR = '';
let MANAGER = '';
let STUDENT = '';
// The same people on a retry: a tutor the failed attempt left on shift is this one, not a rival.
test.beforeAll(() => {
  [TUTOR, MANAGER] = createPeople(
    [
      {
        prefix: 'e2e.presence.tove',
        firstName: 'Tove',
        lastName: 'Lindahl',
        ...tutorTraits([EARTH_SCIENCE]),
      },
      { prefix: 'e2e.presence.mira', firstName: 'Mira', lastName: 'Castell', roles: ['tutor-manager'] },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string];
  STUDENT = journeyStudent('e2e.presence.eli', 'Eli', 'Moreau');
});

const QUESTION = 'Why do volcanoes happen where the plates meet?';

test.describe('a tutor away from the console', () => {
  test.describe.configure({ timeout: 120_000 });

  test('should stop offering her students while she is away, show managers since when, and offer the waiting student once she is back', async ({
    browser,
    request,
  }) => {
    await punchedInNow(request, TUTOR);
    await endOpenSessions(request, STUDENT);

    // Tove's console, on a clock the journey can move on (it runs in real time until then).
    const tutorContext = await browser.newContext();
    await tutorContext.clock.install();
    const tutor = await tutorContext.newPage();
    await signInToConsole(tutor, TUTOR);
    await expect(tutor).toHaveURL(/\/console\/tutor$/);
    await tutor
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Classroom/ })
      .click();
    const taking = tutor.getByRole('main').getByText(/^Taking new students/);
    await expect(taking).toBeVisible();

    const manager: Page = await (await browser.newContext()).newPage();
    await signInToConsole(manager, MANAGER);
    await expect(manager).toHaveURL(/\/console\/tutor-manager\/services\/summary$/);
    const toveRow = manager
      .getByRole('table', { name: 'Live tutors' })
      .getByRole('row')
      .filter({ hasText: 'Tove Lindahl' });
    await expect(toveRow).toContainText('Working');
    await expect(toveRow).not.toContainText('Away');

    // Six minutes without a key or a pointer on her page: she is away, and Mira sees it live.
    await tutor.clock.fastForward('06:00');
    await expect(tutor.getByRole('main').getByText(/^Not taking new students/)).toBeVisible();
    await expect(tutor.getByRole('main')).toContainText(
      'You are away from your console: new students go to other tutors until you are back.',
    );
    await expect(toveRow).toContainText('Away');
    await expect(toveRow).toContainText(/since \d{1,2}:\d{2}\s?[AP]M · no input/);
    await expectNoSeriousA11yViolations(manager);

    // Eli asks: nobody who teaches Earth Science is at a console, so the question waits.
    const studentToken = await tokenFor(request, STUDENT);
    const asked = await dataOf<{ id: number; status: string; tutor: { id: number } | null }>(
      await request.post('/api/sessions', {
        headers: bearer(studentToken),
        data: { chat_type: 'tutor', question: QUESTION, subject_id: EARTH_SCIENCE },
      }),
      'the student asks',
    );
    expect(asked).toMatchObject({ status: 'waiting', tutor: null });
    await expect(tutor.getByRole('tab', { name: /^Eli Moreau/ })).toHaveCount(0);

    // Back at her page: the first movement makes her present, and Eli is hers at once.
    await tutor.mouse.move(200, 200);
    await tutor.mouse.move(240, 260);
    await expect(taking).toBeVisible();
    await expect(tutor.getByRole('tab', { name: /^Eli Moreau/ })).toBeVisible();
    await expect(toveRow).not.toContainText('Away');
    await expect
      .poll(async () => {
        const session = await dataOf<{ status: string }>(
          await request.get(`/api/sessions/${asked.id}`, { headers: bearer(studentToken) }),
          "the student's session",
        );
        return session.status;
      })
      .toBe('matched');
    await expect(toveRow).toContainText('Eli');

    // The schedule keeps the absence on her shift.
    await manager
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Shift schedule' })
      .click();
    await expect(manager).toHaveURL(/\/services\/schedule\/shift-schedule$/);
    await expect(
      manager.getByRole('button', { name: /^Tove Lindahl: Tutoring Session, .*; away (once|\d+ times)$/ }),
    ).toBeVisible();

    await request.post(`/api/sessions/${asked.id}/end`, { headers: bearer(studentToken) });
    await tutorContext.close();
    await manager.context().close();
  });
});
