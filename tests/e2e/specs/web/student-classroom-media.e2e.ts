import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { bearer, dataOf, openSocket, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { drawnPicture } from '../../fixtures/documents.js';
import { createPeople, journeyStudent, tutorTraits } from '../../fixtures/people.js';

// The student's chat beyond words, with a tutor at the other end: a picture sent and seen with
// its thumbnail, the lightbox (zoom and a quarter turn, from the keyboard), reactions (the tutor's
// arriving live), a bookmark found again in the Bookmarks tab, an mp3 refused before it is sent,
// a camera photo held until its three confirmations, a voice note and a drawing, and the transfer
// modal's validation texts.
//
// Who: the journey's own Mason (a student has one open session at a time) asks about Drama, which
// only the journey's own tutor Lucía teaches (no demo tutor, no other journey); she is put on a shift
// under way and punched in, and answers through the API and the socket, as her console would,
// within the two minutes after which a silent tutor loses the student. The e2e server has no AI
// provider. Then the start page's "tutor unavailable until", a shared-session link that leads
// nowhere, and the dashboard's recognitions, still empty.

const DRAMA = 13;
let STUDENT = '';
let TUTOR = '';
test.beforeAll(() => {
  STUDENT = journeyStudent('e2e.classroom-media.mason', 'Mason', 'Sterling');
  // The same tutor on a retry: a new one would compete with the first attempt's, still on shift.
  TUTOR = createPeople(
    [
      {
        prefix: 'e2e.classroom-media.tutor',
        firstName: 'Lucía',
        lastName: 'García',
        ...tutorTraits([DRAMA]),
      },
    ],
    { sameOnRetry: true },
  )[0]!.username;
});

interface Tutor {
  sessionId: number;
  say(text: string): Promise<{ id: number }>;
  react(messageId: number, emoji: string): Promise<void>;
  /** Closes the tutor's socket and ends the session if it is still open, freeing her seat. */
  close(): Promise<void>;
}

/**
 * The student's open sessions are ended, the question is asked (as the start page asks it), and
 * once the tutor has it she says hello through her own socket.
 */
async function matchedSession(request: APIRequestContext, baseURL: string, question: string): Promise<Tutor> {
  const student = bearer(await tokenFor(request, STUDENT));
  const open = await dataOf<{ data: { id: number }[] }>(
    await request.get('/api/sessions', { headers: student, params: { scope: 'open' } }),
    "the student's open sessions",
  );
  for (const session of open.data)
    await request.post(`/api/sessions/${session.id}/end`, { headers: student });
  const { token } = await punchedInNow(request, TUTOR);
  const availability = await dataOf<{ available_now: boolean }>(
    await request.get(`/api/subjects/${DRAMA}/availability`, { headers: student }),
    'Drama availability',
  );
  expect(availability.available_now, `${TUTOR} is at work`).toBe(true);
  const asked = await dataOf<{ id: number }>(
    await request.post('/api/sessions', {
      headers: student,
      data: { chat_type: 'tutor', question, subject_id: DRAMA },
    }),
    'the student asks',
  );

  await expect
    .poll(
      async () => {
        const session = await request.get(`/api/sessions/${asked.id}`, { headers: student });
        return ((await session.json()) as { data: { status: string } }).data.status;
      },
      { message: 'the tutor takes the question', timeout: 45_000 },
    )
    .toBe('matched');
  const socket = await openSocket(baseURL, token);
  const command = async (name: string, payload: object) => {
    const answer = (await socket.timeout(5000).emitWithAck(name, payload)) as { ok: boolean; data?: unknown };
    expect(answer.ok, `${name}: ${JSON.stringify(answer)}`).toBe(true);
    return answer.data;
  };
  return {
    sessionId: asked.id,
    say: async (text) =>
      (await command('classroom.message.send', {
        session_id: asked.id,
        client_id: crypto.randomUUID(),
        text,
      })) as { id: number },
    react: async (messageId, emoji) => {
      await command('classroom.reaction.set', {
        session_id: asked.id,
        message_id: messageId,
        emoji,
        on: true,
      });
    },
    close: async () => {
      socket.close();
      await request.post(`/api/sessions/${asked.id}/end`, { headers: student });
    },
  };
}

test.describe('pictures, reactions and bookmarks in the student classroom', () => {
  test.describe.configure({ mode: 'serial' });

  test('should send a picture with its thumbnail, show it in the lightbox, react, bookmark, and refuse an mp3', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tutor = await matchedSession(request, baseURL!, 'How do I learn my lines faster?');
    try {
      await tutor.say('¡Hola Mason! Soy Lucía. Show me what you have so far?');
      await signIn(page, STUDENT);
      await page.goto('/student/classroom');
      await expect(page.getByRole('heading', { name: 'Chat with Lucía G.' })).toBeVisible();

      // The limits are written where the file is chosen.
      await page.getByRole('button', { name: 'Send a picture or file' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toContainText('Pictures up to 10 MB, PDF or Word files up to 20 MB. No audio.');
      await expect(menu.getByRole('menuitem', { name: 'Take a photo' })).toBeVisible();
      await page.keyboard.press('Escape');

      // A picture: shown by its thumbnail once stored.
      const picture = await drawnPicture(page, 'conjugation.png');
      await page.locator('input[type="file"]:not([capture])').setInputFiles(picture);
      const thumbnail = page.getByRole('button', { name: 'Open picture: conjugation.png' });
      await expect(thumbnail).toBeVisible({ timeout: 15_000 });
      await expect(thumbnail.getByRole('img', { name: 'Picture: conjugation.png' })).toHaveAttribute(
        'src',
        /variant=thumbnail/,
      );
      await expect
        .poll(() => thumbnail.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      // The tutor reacts to it: the student sees it without a reload.
      const stored = await dataOf<{ data: { id: number; kind: string }[] }>(
        await request.get(`/api/sessions/${tutor.sessionId}/messages`, {
          headers: bearer(await tokenFor(request, TUTOR)),
        }),
        'the messages',
      );
      const pictureId = stored.data.find((message) => message.kind === 'media')!.id;
      await tutor.react(pictureId, '🎉');
      const pictureItem = page.getByRole('listitem').filter({ has: thumbnail });
      await expect(pictureItem.getByRole('button', { name: 'Party: 1' })).toBeVisible();

      // The lightbox, from the keyboard: a quarter turn, zoom, Escape back to the picture.
      await thumbnail.click();
      const lightbox = page.getByRole('dialog', { name: 'conjugation.png' });
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      const full = lightbox.getByRole('img', { name: 'Picture: conjugation.png' });
      await expect(full).toHaveAttribute('data-turns', '0');
      await page.keyboard.press('r');
      await expect(full).toHaveAttribute('data-turns', '1');
      await expect(lightbox.locator('output')).toHaveText('100%');
      await page.keyboard.press('+');
      await expect(lightbox.locator('output')).toHaveText('150%');
      await page.keyboard.press('-');
      await page.keyboard.press('-');
      await expect(lightbox.locator('output')).toHaveText('75%');
      await lightbox.getByRole('button', { name: 'Turn' }).click();
      await expect(full).toHaveAttribute('data-turns', '2');
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(thumbnail).toBeFocused();

      // A reaction of the student's own, and a bookmark, on the tutor's question.
      // A retry keeps the first attempt's bookmark: the question names its attempt to stay apart.
      const tutorQuestion = `Which form goes with "yo"? (attempt ${test.info().retry + 1})`;
      await tutor.say(`Great picture! ${tutorQuestion}`);
      const question = page.getByRole('listitem').filter({ hasText: tutorQuestion });
      await question.hover();
      await question.getByRole('button', { name: 'Add a reaction' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a reaction' });
      await expect(picker.getByRole('button')).toHaveCount(6);
      await picker.getByRole('button', { name: 'Thumbs up' }).click();
      await expect(picker).toHaveCount(0);
      await expect(question.getByRole('button', { name: 'Thumbs up: 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await question.getByRole('button', { name: 'Bookmark' }).click();
      await expect(question.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoSeriousA11yViolations(page);

      // The shared whiteboard opens from the chat header, beside the conversation, and hides again.
      const boardToggle = page.getByRole('button', { name: 'Whiteboard', exact: true });
      await boardToggle.click();
      await expect(page.getByRole('img', { name: 'Whiteboard: nothing drawn yet' })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Pen colour' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Hide whiteboard', expanded: true }).click();
      await expect(page.getByRole('img', { name: 'Whiteboard: nothing drawn yet' })).toHaveCount(0);

      // An mp3 is refused in words, and nothing is sent.
      await page.locator('input[type="file"]:not([capture])').setInputFiles({
        name: 'pronunciation.mp3',
        mimeType: 'audio/mpeg',
        buffer: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(1024)]),
      });
      await expect(page.getByRole('alert').filter({ hasText: 'pronunciation.mp3' })).toContainText(
        'Audio files cannot be sent in chat.',
      );
      await page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(page.getByRole('button', { name: /^Open picture/ })).toHaveCount(1);

      // A camera photo waits for all three confirmations.
      await page.locator('input[type="file"][capture]').setInputFiles({
        ...picture,
        name: 'photo.png',
      });
      const camera = page.getByRole('dialog', { name: 'Before you send this photo' });
      await expect(camera.getByRole('img', { name: 'The photo you just took' })).toBeVisible();
      await camera.getByText('No faces', { exact: false }).click();
      await camera.getByRole('button', { name: 'Send photo' }).click();
      await expect(camera).toContainText('Tick all three boxes before you send the photo.');
      await expectNoSeriousA11yViolations(page);
      await camera.getByText('No personal information', { exact: false }).click();
      await camera.getByText('Nothing inappropriate').click();
      await camera.getByRole('button', { name: 'Send photo' }).click();
      await expect(camera).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open picture: photo.png' })).toBeVisible({
        timeout: 15_000,
      });

      // A voice note from the microphone (Chromium's fake one): recorded, listened to, sent, and
      // played where it lands, its length read by the server.
      await page.getByRole('button', { name: 'Send a picture or file' }).click();
      await page.getByRole('menuitem', { name: 'Record a voice note' }).click();
      const recorder = page.getByRole('dialog', { name: 'Record a voice note' });
      await recorder.getByRole('button', { name: 'Start recording' }).click();
      await expect(recorder.getByRole('timer')).toContainText('Recording 0:02 of 5:00', { timeout: 8000 });
      await recorder.getByRole('button', { name: 'Stop' }).click();
      await expect(recorder.getByLabel('Your voice note')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await recorder.getByRole('button', { name: 'Send voice note' }).click();
      await expect(recorder).toHaveCount(0);
      const voiceNote = page.getByRole('figure').filter({ hasText: /^Voice note, 0:0[2-4]$/ });
      await expect(voiceNote).toBeVisible({ timeout: 15_000 });
      await expect(voiceNote.getByLabel(/^Voice note/)).toHaveAttribute('src', /\/media\?variant=original/);

      // A drawing: two strokes, one undone, sent as a picture.
      await page.getByRole('button', { name: 'Send a picture or file' }).click();
      await page.getByRole('menuitem', { name: 'Draw a picture' }).click();
      const pad = page.getByRole('dialog', { name: 'Draw a picture' });
      await pad.getByRole('button', { name: 'Send drawing' }).click();
      await expect(pad.getByRole('alert')).toHaveText('Draw something first.');
      const sheet = pad.getByRole('img', { name: 'Drawing area' });
      const box = (await sheet.boundingBox())!;
      for (const [from, to] of [
        [0.2, 0.8],
        [0.5, 0.3],
      ] as const) {
        await page.mouse.move(box.x + box.width * from, box.y + box.height * to);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5, { steps: 8 });
        await page.mouse.up();
      }
      // The pens from the keyboard: the arrows move along the colours.
      await pad.getByRole('radio', { name: 'Black' }).focus();
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
      await expect(pad.getByRole('radio', { name: 'Red' })).toBeChecked();
      await pad.getByRole('button', { name: 'Undo' }).click();
      await pad.getByRole('button', { name: 'Send drawing' }).click();
      await expect(pad).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open picture: drawing.png' })).toBeVisible({
        timeout: 15_000,
      });

      // The bookmark, in the Bookmarks tab beside the history.
      await page.getByRole('tab', { name: 'Bookmarks' }).click();
      await expect(page).toHaveURL('/student/classroom?tab=bookmarks');
      const bookmarks = page.getByRole('tabpanel', { name: 'Bookmarks' });
      const kept = bookmarks.getByRole('listitem').filter({ hasText: tutorQuestion });
      await expect(kept).toHaveCount(1);
      await expect(kept).toContainText('Your tutor wrote');
      await expect(kept).toContainText('Drama');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await tutor.close();
    }
  });

  test("should walk the transfer modal's validation texts to a new tutor's waiting room", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tutor = await matchedSession(request, baseURL!, '¿Cómo proyecto la voz en el escenario?');
    try {
      await tutor.say('¡Hola! Let’s warm up your voice together.');
      await signIn(page, STUDENT);
      await page.goto('/student/classroom');
      await page.getByRole('button', { name: 'Ask for a new tutor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask for a new tutor' });
      await expect(dialog).toContainText('Step 1 of 2');

      // Step one: a reason is required, and "Something else" needs words.
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog).toContainText(
        'You must select a reason for requesting a new tutor. This is required.',
      );
      await expectNoSeriousA11yViolations(page);
      await dialog.getByText('Something else').click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog).toContainText(
        'Please enter a reason for requesting a new tutor. This is required.',
      );
      const why = dialog.getByRole('textbox', { name: 'Tell us what happened' });
      await expect(why).toBeFocused();
      await why.fill('   ');
      await why.blur();
      await expect(dialog).toContainText('Whoops! This field cannot be empty.');
      await why.fill('I need someone who speaks French too.');
      await dialog.getByRole('button', { name: 'Next' }).click();

      // Step two: a subject is required.
      await expect(dialog).toContainText('Step 2 of 2');
      await dialog.getByRole('button', { name: 'Find a new tutor' }).click();
      await expect(dialog).toContainText('You must select a subject to transfer yourself to a new tutor.');
      await expectNoSeriousA11yViolations(page);
      // The same subject: a transfer never goes back to the tutor left, and she is its only tutor.
      await dialog.getByRole('button', { name: /Which subject should your new tutor help with/ }).click();
      await page.getByRole('option', { name: 'Drama' }).click();
      await dialog.getByRole('button', { name: 'Find a new tutor' }).click();

      // The new session waits for another tutor; the one left is closed as transferred.
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Finding you a tutor…' })).toBeVisible();
      await expect(page.getByText('¿Cómo proyecto la voz en el escenario?')).toBeVisible();
      const previous = await dataOf<{ status: string }>(
        await request.get(`/api/sessions/${tutor.sessionId}`, {
          headers: bearer(await tokenFor(request, STUDENT)),
        }),
        'the session left',
      );
      expect(previous.status).toBe('transferred');
      await page.getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByRole('link', { name: 'Start a new session' })).toBeVisible();
    } finally {
      await tutor.close();
    }
  });

  test('should say when no tutor of the subject is on, offering the AI tutor or another subject', async ({
    page,
    request,
  }) => {
    const student = bearer(await tokenFor(request, STUDENT));
    const openCount = async () =>
      (
        await dataOf<{ data: unknown[] }>(
          await request.get('/api/sessions', { headers: student, params: { scope: 'open' } }),
          'open sessions',
        )
      ).data.length;
    expect(await openCount(), 'the earlier journeys left nothing open').toBe(0);
    // Whether a Social Studies tutor is on depends on the other journeys running meanwhile (one
    // schedules tutor.noor): the answer is fixed here, two hours ahead; the rest is the server's.
    const nextAt = Math.floor(Date.now() / 1000) + 2 * 3600;
    await page.route('**/api/subjects/*/availability', (route) =>
      route.fulfill({
        json: { data: { subject_id: 4, available_now: false, next_available_at: nextAt } },
      }),
    );
    // Said in the student's own time zone, not the browser's.
    const { timezone } = await dataOf<{ timezone: string }>(
      await request.get('/api/me', { headers: student }),
      'who the student is',
    );
    const time = new Intl.DateTimeFormat('en', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: timezone,
    }).format(nextAt * 1000);
    await signIn(page, STUDENT);
    await page.goto('/student/start-session');
    await page.getByRole('radio', { name: /A live tutor/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Your question' }).fill('What caused World War I?');
    await page.getByRole('button', { name: 'Yes, that’s it' }).click();
    await page.getByRole('button', { name: 'Ask a tutor' }).click();

    const heading = page.getByRole('heading', { name: 'No Social Studies tutor is on right now' });
    await expect(heading).toBeVisible();
    await expect(
      page.getByText(/^The next Social Studies tutor starts (at .+ today|tomorrow at .+)\.$/),
    ).toContainText(time);
    await expectNoSeriousA11yViolations(page);
    expect(await openCount(), 'nothing was asked for').toBe(0);

    // A server with no AI provider refuses the AI tutor with this answer (the sessions integration
    // tests hold it to that): the offer is withdrawn, in words.
    await page.route('**/api/sessions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            json: {
              error: {
                code: 'ai_tutor_unavailable',
                message: 'The AI tutor is not available: ask a live tutor',
              },
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Ask the AI tutor' }).click();
    await expect(
      page.getByText('The AI tutor isn’t available right now either.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask the AI tutor' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Choose another subject' }).click();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(
      'What caused World War I?',
    );
    await expect(page.getByRole('button', { name: /Subject$/ })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Yes, that’s it' })).toHaveCount(0);
  });

  test('should tell a link that leads to no shared session apart, and show no recognitions yet', async ({
    page,
  }) => {
    await signIn(page, STUDENT);
    await expect(page.getByRole('heading', { name: 'Recognitions', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No recognitions yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/shared-session/no-such-shared-session-key');
    await expect(page.getByText('This link doesn’t lead to a session')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my home page' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
