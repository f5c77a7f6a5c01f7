import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { askedAndMatched, bearer, dataOf, openSocket, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { drawnPicture } from '../../fixtures/documents.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { signInToConsole } from '../console/console-fixtures.js';

// A session that has ended opens again, read-only, for both its people: the student from the
// classroom's history in the web app, the tutor from their past sessions in the console. The
// journey's own tutor teaches Art, which no other journey asks about (and no demo tutor teaches), so
// the question reaches her alone; the two chat, send a picture and draw on the board through the API and the socket as
// the apps do, then the student ends the session.

const ART = 10;
const QUESTION = 'How did the Impressionists paint light?';
let TUTOR = '';
let STUDENT = '';
test.beforeAll(() => {
  // The same people on a retry: new ones would find the first attempt's tutor still at work,
  // taking their question.
  [TUTOR, STUDENT] = createPeople(
    [
      { prefix: 'e2e.transcript.tutor', firstName: 'Tess', lastName: 'Okafor', ...tutorTraits([ART]) },
      { prefix: 'e2e.transcript.student', firstName: 'Iris', lastName: 'Novak', ...STUDENT_TRAITS },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string];
});

let ended: Promise<number> | null = null;

/** The session, once: matched, chatted in, drawn on, a picture sent, then ended by the student. */
function pastSession(request: APIRequestContext, page: Page, baseURL: string): Promise<number> {
  ended ??= (async () => {
    const tutor = await punchedInNow(request, TUTOR);
    const studentToken = await tokenFor(request, STUDENT);
    const student = bearer(studentToken);
    const id = await askedAndMatched(request, studentToken, { question: QUESTION, subjectId: ART });
    const sockets = [await openSocket(baseURL, studentToken), await openSocket(baseURL, tutor.token)];
    const [asStudent, asTutor] = sockets.map((socket) => async (name: string, payload: object) => {
      const answer = (await socket.timeout(5000).emitWithAck(name, { session_id: id, ...payload })) as {
        ok: boolean;
      };
      expect(answer.ok, `${name}: ${JSON.stringify(answer)}`).toBe(true);
    }) as [
      (name: string, payload: object) => Promise<void>,
      (name: string, payload: object) => Promise<void>,
    ];
    const say = (as: typeof asStudent, text: string) =>
      as('classroom.message.send', { client_id: crypto.randomUUID(), text });
    await say(asStudent, 'I cannot see how they painted the shadows.');
    await say(asTutor, 'Let us look at one painting together.');
    const draw = (as: typeof asStudent, points: [number, number][]) =>
      as('classroom.whiteboard.draw', {
        stroke_id: crypto.randomUUID(),
        colour: 'blue',
        size: 'medium',
        points,
      });
    await draw(asTutor, [
      [0.1, 0.2],
      [0.8, 0.2],
    ]);
    await draw(asStudent, [
      [0.2, 0.7],
      [0.5, 0.4],
      [0.8, 0.7],
    ]);
    await dataOf(
      await request.post(`/api/sessions/${id}/attachments`, {
        headers: student,
        multipart: { client_id: crypto.randomUUID(), file: await drawnPicture(page, 'painting.png') },
      }),
      'the student sends a picture',
    );
    await dataOf(await request.post(`/api/sessions/${id}/end`, { headers: student }), 'the student ends it');
    for (const socket of sockets) socket.close();
    return id;
  })();
  return ended;
}

/** The board's replay, stepped through with the keyboard alone. */
async function replayByKeyboard(page: Page): Promise<void> {
  const board = page.getByRole('img', { name: /^The whiteboard with/ });
  await expect(board).toHaveAccessibleName('The whiteboard with 2 of 2 strokes drawn');
  const scrubber = page.getByRole('slider', { name: 'Whiteboard replay position' });
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(board).toHaveAccessibleName('The whiteboard with 0 of 2 strokes drawn');
  await page.keyboard.press('ArrowRight');
  await expect(board).toHaveAccessibleName('The whiteboard with 1 of 2 strokes drawn');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Play' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // It plays on to the end by itself, then offers to play again.
  await expect(board).toHaveAccessibleName('The whiteboard with 2 of 2 strokes drawn', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
}

/** This attempt's session in a list: a retry's people also have the first attempt's, same question. */
function thisSession(within: Page | Locator, id: number): Locator {
  return within.getByRole('link', { name: QUESTION }).and(within.locator(`[href$="/${id}"]`));
}

test.describe('a past session, read back', () => {
  test('should open from the student’s history with its messages, picture and whiteboard, read-only', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await pastSession(request, page, baseURL!);
    await signIn(page, STUDENT);
    await page.goto('/student/classroom?tab=history');
    await thisSession(page, id).click();
    await expect(page).toHaveURL(`/student/classroom/history/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Art session' })).toBeVisible();
    await expect(page).toHaveTitle('Past session | Lantern');

    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByRole('listitem').filter({ hasText: 'I cannot see how' })).toContainText(
      'You',
    );
    await expect(
      conversation.getByRole('listitem').filter({ hasText: 'Let us look at one painting together.' }),
    ).toContainText(/Tess O\.\s*Tutor/);
    await conversation.getByRole('button', { name: 'Open picture: painting.png' }).click();
    await expect(page.getByRole('dialog', { name: 'painting.png' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Nothing to write with: the session is over.
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await replayByKeyboard(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to past sessions' }).click();
    await expect(page).toHaveURL('/student/classroom?tab=history');
  });

  test('should open from the tutor’s past sessions in the console the same way', async ({
    page,
    request,
    baseURL,
  }) => {
    const id = await pastSession(request, page, baseURL!);
    await signInToConsole(page, TUTOR);
    await expect(page).toHaveURL(/\/console\/tutor$/);
    await page.goto('/console/tutor/classroom');
    const past = page.getByRole('region', { name: 'Your past sessions' });
    await thisSession(past, id).click();
    await expect(page).toHaveURL(`/console/tutor/classroom/history/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Art session' })).toBeVisible();

    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(
      conversation.getByRole('listitem').filter({ hasText: 'Let us look at one painting' }),
    ).toContainText('You');
    await expect(conversation.getByRole('listitem').filter({ hasText: 'I cannot see how' })).toContainText(
      /Iris N\.\s*Student/,
    );
    await expect(conversation.getByRole('img', { name: 'painting.png' })).toBeVisible();
    await replayByKeyboard(page);
    await expectNoSeriousA11yViolations(page);
  });
});
