import { type Browser, expect, type Locator, type Page, test, type WebSocketRoute } from '@playwright/test';
import { expectNoSeriousA11yViolations, fillSignIn, signIn } from '../../fixtures/web.js';
import { desktopAlerts, recordDesktopAlerts } from '../console/console-fixtures.js';
import { endOpenSessions, scheduleNow } from '../../fixtures/api.js';
import { drawnPicture } from '../../fixtures/documents.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';

// Live help from the question to the history, with everyone in a browser of their own: a student
// in the web app, and two tutors in the console at /console. A manager schedules both tutors into a
// tutoring segment from two minutes ago (as the manager-schedule journey's form would), they punch
// in, and the student asks about Economics. The journey's own Theo (Economics and Music) and Iris
// (Economics) are the only tutors at work in those subjects, which no other journey asks about, so
// no other journey's question reaches them and none of theirs goes elsewhere. Theo takes the
// student and hands her to Iris; the student asks for a new tutor in Music, which the tutor she
// leaves does not get again, so Theo has her back. The journey's own Chloe and Lucas ask.

const ECONOMICS = 7;
const MUSIC = 8;
let STUDENT = '';
let NETWORK_STUDENT = '';
let TUTOR_A = '';
let TUTOR_B = '';
// The same people on a retry: a tutor the failed attempt left on shift is one of these, not a rival.
test.beforeAll(() => {
  const student = { ...STUDENT_TRAITS, grade: 11 };
  [STUDENT, NETWORK_STUDENT, TUTOR_A, TUTOR_B] = createPeople(
    [
      { prefix: 'e2e.live-help.chloe', firstName: 'Chloe', lastName: 'Bennett', ...student },
      { prefix: 'e2e.live-help.lucas', firstName: 'Lucas', lastName: 'Dunn', ...student },
      {
        prefix: 'e2e.live-help.theo',
        firstName: 'Theo',
        lastName: 'Winter',
        ...tutorTraits([ECONOMICS, MUSIC]),
      },
      { prefix: 'e2e.live-help.iris', firstName: 'Iris', lastName: 'Nakamura', ...tutorTraits([ECONOMICS]) },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string, string, string];
});

/**
 * The tutor's console in a browser context of its own (recording what its bridge notifies),
 * punched in from the dashboard and in the classroom.
 */
async function tutorInClassroom(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  await recordDesktopAlerts(context);
  const page = await context.newPage();
  await page.goto('/console/login');
  await fillSignIn(page, username);
  await expect(page).toHaveURL(/\/console\/tutor$/);
  const clock = page.getByRole('region', { name: 'Punch clock' });
  const punchIn = clock.getByRole('button', { name: 'Punch In' });
  // Punched in by an earlier test of this file, the button says the shift has started.
  await expect(clock.getByRole('button', { name: /^(Punch In|Shift Started)$/ })).toBeVisible();
  if (await punchIn.isVisible()) {
    await punchIn.click();
    await expect(page).toHaveURL(/\/console\/tutor\/classroom$/);
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Classroom/ })
      .click();
  }
  await expect(page.getByRole('main')).toContainText('Taking new students');
  return page;
}

/** The student in the web app, in a browser context of its own. */
async function studentPage(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

/**
 * Asks through the start page, as a student would: the question, the matcher's subject, a live
 * tutor (chosen after the subject, or first, then the question sent from the keyboard).
 */
async function askOnStartPage(
  page: Page,
  question: string,
  proposal: string,
  tutorChosen: 'after' | 'first',
): Promise<void> {
  await page.getByRole('link', { name: 'Get live help' }).click();
  await expect(page).toHaveURL('/student/start-session');
  const liveTutor = page.getByRole('radio', { name: /A live tutor/ });
  if (tutorChosen === 'first') await liveTutor.check({ force: true });
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await expect(page.getByText(proposal)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, that’s it' }).click();
  await expect(page.getByText(/^Great! We’ll look for an? .+ tutor\.$/)).toBeVisible();
  // The yes button goes with the proposal; focus moves on to what is left to do, not to the page.
  const ask = page.getByRole('button', { name: 'Ask a tutor' });
  if (tutorChosen === 'first') {
    await expect(ask).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await expect(
      page.getByRole('radiogroup', { name: 'Who would you like to chat with?' }).getByRole('radio').first(),
    ).toBeFocused();
    await liveTutor.check({ force: true });
    await ask.click();
  }
  await expect(page).toHaveURL('/student/classroom');
}

/** One stroke across the board with the mouse's main button, as a person draws. */
async function drawStroke(page: Page, board: Locator): Promise<void> {
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * (0.3 + step * 0.03));
  await page.mouse.up();
}

test.describe('live help from the question to the history', () => {
  // No retry: an attempt leaves the tutors started shifts, which are pay data and stay.
  test.describe.configure({ mode: 'serial', retries: 0 });

  test('should ask, match, chat with pictures and a whiteboard, react, bookmark, hand off, transfer, end, give feedback, assess, and list it in the history', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await scheduleNow(request, TUTOR_A, { unlessScheduled: true });
    await scheduleNow(request, TUTOR_B, { unlessScheduled: true });
    await endOpenSessions(request, STUDENT);
    const theo = await tutorInClassroom(browser, TUTOR_A);
    const student = await studentPage(browser, STUDENT);

    // Ask: the matcher proposes Economics from the question; Theo, the one Economics tutor at work, takes it.
    const question = 'What does supply and demand mean for the price of concert tickets?';
    await askOnStartPage(student, question, 'Is this about Economics (Microeconomics)?', 'after');
    await expect(student.getByRole('heading', { name: 'Chat with Theo W.' })).toBeVisible({
      timeout: 15_000,
    });
    const chloeTab = theo.getByRole('tab', { name: /^Chloe Bennett/ });
    await expect(chloeTab).toBeVisible();
    const theoLog = theo.getByRole('log', { name: 'Conversation with Chloe' });
    await expect(theoLog).toContainText(question);
    await expect(theo.getByRole('article')).toContainText('Economics · Microeconomics');

    // Text both ways.
    const theoReply = theo.getByRole('textbox', { name: 'Reply to Chloe' });
    await theoReply.fill(
      'Hi Chloe! I’m Theo. When more people want tickets than there are seats, prices rise.',
    );
    await theoReply.press('Enter');
    const studentLog = student.getByRole('log', { name: 'Conversation with Theo W.' });
    await expect(studentLog).toContainText('When more people want tickets than there are seats');
    const composer = student.getByRole('textbox', { name: 'Message' });
    await composer.fill('So if a band gets famous, tickets cost more?');
    await composer.press('Enter');
    await expect(theoLog).toContainText('So if a band gets famous, tickets cost more?');

    // A picture each way: the student's thumbnail reaches Theo, Theo's reaches the student.
    await student
      .locator('input[type="file"]:not([capture])')
      .setInputFiles(await drawnPicture(student, 'my-graph.png'));
    await expect(student.getByRole('button', { name: 'Open picture: my-graph.png' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(theoLog.getByRole('img', { name: 'my-graph.png' })).toBeVisible();
    await theo
      .getByLabel('Send a picture or file')
      .setInputFiles(await drawnPicture(theo, 'supply-curve.png'));
    await expect(theoLog.getByRole('img', { name: 'supply-curve.png' })).toBeVisible({ timeout: 15_000 });
    await expect(chloeTab).toContainText('You: supply-curve.png');
    const theirPicture = student.getByRole('button', { name: 'Open picture: supply-curve.png' });
    await expect(theirPicture).toBeVisible();
    await expect
      .poll(() => theirPicture.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Theo's side panel lists both, newest first, with who sent them.
    await theo.getByRole('tab', { name: 'Shared Files' }).click();
    const shared = theo.getByRole('tabpanel', { name: 'Shared Files' }).getByRole('listitem');
    await expect(shared).toHaveCount(2);
    await expect(shared.first()).toContainText('supply-curve.png');
    await expect(shared.first()).toContainText('You ·');
    await expect(shared.last()).toContainText('my-graph.png');
    await expect(shared.last()).toContainText('Chloe ·');
    await theo.getByRole('tab', { name: 'Student Profile' }).click();

    // The whiteboard, opened from the keyboard: on Theo's wide window a pane of its own beside the
    // chat (not in the conversation's scroll, so its tools stay in view), the focus on its title.
    const theoToggle = theo.getByRole('button', { name: 'Whiteboard', exact: true });
    await theoToggle.focus();
    await theo.keyboard.press('Enter');
    const theoPane = theo.getByRole('region', { name: 'Whiteboard' });
    await expect(theoPane.getByRole('heading', { name: 'Whiteboard' })).toBeFocused();
    const chatBox = (await theo.getByRole('article').boundingBox())!;
    expect((await theoPane.boundingBox())!.x).toBeGreaterThanOrEqual(chatBox.x + chatBox.width);
    await expect(theoPane.getByRole('group', { name: 'Whiteboard tools' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(theo);
    // Tab goes on from the reply box into the board, Shift+Tab back; Escape hides it, the focus
    // back on the toggle.
    const theoHide = theoPane.getByRole('button', { name: 'Hide whiteboard' });
    await theoReply.focus();
    await theo.keyboard.press('Tab');
    await expect(theoHide).toBeFocused();
    await theo.keyboard.press('Shift+Tab');
    await expect(theoReply).toBeFocused();
    await theo.keyboard.press('Tab');
    await theo.keyboard.press('Escape');
    await expect(theoPane).toHaveCount(0);
    await expect(theoToggle).toBeFocused();
    await expect(theoToggle).toHaveAttribute('aria-expanded', 'false');
    // A stroke drawn by one is seen by the other, both ways.
    await theo.keyboard.press('Enter');
    const theoBoard = theoPane.getByRole('img', { name: /^Whiteboard/ });
    await expect(theoBoard).toHaveAccessibleName('Whiteboard: empty');
    await drawStroke(theo, theoBoard);
    await expect(theoBoard).toHaveAccessibleName('Whiteboard: 1 stroke, last by you');
    // On Chloe's phone the board is a sheet over the whole screen, opened and hidden by keyboard.
    await student.setViewportSize({ width: 390, height: 844 });
    const studentToggle = student.getByRole('button', { name: 'Whiteboard', exact: true });
    await studentToggle.focus();
    await student.keyboard.press('Enter');
    const sheet = student.getByRole('dialog', { name: 'Whiteboard' });
    await expect(sheet).toBeVisible();
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const studentBoard = sheet.getByRole('img', { name: /^Whiteboard/ });
    await expect(studentBoard).toHaveAccessibleName('Whiteboard: 1 stroke, last by Theo');
    await expect(sheet.getByRole('group', { name: 'Drawing tools' })).toBeInViewport({ ratio: 1 });
    await expect(studentBoard).toBeInViewport({ ratio: 1 });
    await drawStroke(student, studentBoard);
    await expect(studentBoard).toHaveAccessibleName('Whiteboard: 2 strokes, last by you');
    await expect(theoBoard).toHaveAccessibleName('Whiteboard: 2 strokes, last by Chloe');
    await expectNoSeriousA11yViolations(student);
    await student.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(studentToggle).toBeFocused();
    await student.setViewportSize({ width: 1280, height: 720 });
    await theo.getByRole('button', { name: 'Hide whiteboard', expanded: true }).click();

    // A reaction and a bookmark on Theo's answer; Theo sees the reaction arrive.
    const answer = studentLog.getByRole('listitem').filter({ hasText: 'When more people want tickets' });
    await answer.hover();
    await answer.getByRole('button', { name: 'Add a reaction' }).click();
    await student
      .getByRole('dialog', { name: 'Choose a reaction' })
      .getByRole('button', { name: 'Thumbs up' })
      .click();
    await expect(answer.getByRole('button', { name: 'Thumbs up: 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await answer.getByRole('button', { name: 'Bookmark' }).click();
    await expect(answer.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      theoLog
        .getByRole('listitem')
        .filter({ hasText: 'When more people want tickets' })
        .getByRole('button', { name: /^Thumbs up: 1/ }),
    ).toBeVisible();

    // Theo hands Chloe to Iris, who has just punched in: the chat leaves his list and is live in hers.
    const iris = await tutorInClassroom(browser, TUTOR_B);
    await theo.getByRole('button', { name: 'Hand off' }).click();
    const handoff = theo.getByRole('dialog', { name: 'Hand off Chloe to a colleague' });
    await handoff.getByText('Iris Nakamura (0 open sessions)').click();
    await handoff.getByText('My shift is ending').click();
    await expectNoSeriousA11yViolations(theo);
    await handoff.getByRole('button', { name: 'Hand off' }).click();
    await expect(handoff).toHaveCount(0);
    await expect(chloeTab).toHaveCount(0);
    const irisLog = iris.getByRole('log', { name: 'Conversation with Chloe' });
    await expect
      .poll(async () => (await desktopAlerts(iris)).notifications)
      .toContain('New student: Chloe — Economics');
    await expect(iris.getByRole('tab', { name: /^Chloe Bennett/ })).toBeVisible();
    await expect(irisLog).toContainText('So if a band gets famous, tickets cost more?');
    await expect(irisLog.getByRole('img', { name: 'my-graph.png' })).toBeVisible();
    await expect(student.getByRole('heading', { name: 'Chat with Iris N.' })).toBeVisible();
    // Theo's words stay his on both sides of the handoff.
    const irisChat = student.getByRole('log', { name: 'Conversation with Iris N.' });
    await expect(irisChat).toContainText('Iris N. took over the chat');
    await expect(
      irisChat.getByRole('listitem').filter({ hasText: 'When more people want tickets' }),
    ).toContainText('Theo W.');
    await expect(
      irisLog.getByRole('listitem').filter({ hasText: 'When more people want tickets' }),
    ).toContainText('Previous tutor');
    const irisReply = iris.getByRole('textbox', { name: 'Reply to Chloe' });
    await irisReply.fill('Hi Chloe, Iris here. Theo told me about the tickets.');
    await irisReply.press('Enter');
    await expect(irisChat).toContainText('Iris here. Theo told me about the tickets.');

    // The student asks for a new tutor, in Music: the two steps, then a new session in Music's queue,
    // which Iris (left) does not get; Theo, who teaches Music, does.
    await student.getByRole('button', { name: 'Ask for a new tutor' }).click();
    const transfer = student.getByRole('dialog', { name: 'Ask for a new tutor' });
    await expect(transfer).toContainText('Step 1 of 2');
    await transfer.getByText('Something else').click();
    await transfer.getByRole('textbox', { name: 'Tell us what happened' }).fill('It is really about music.');
    await transfer.getByRole('button', { name: 'Next' }).click();
    await expect(transfer).toContainText('Step 2 of 2');
    await transfer.getByRole('button', { name: /Which subject should your new tutor help with/ }).click();
    await student.getByRole('option', { name: 'Music' }).click();
    await transfer.getByRole('button', { name: 'Find a new tutor' }).click();
    await expect(transfer).toHaveCount(0);
    await expect(irisLog).toContainText('Chloe moved to a new tutor');
    await expect(iris.getByText('This session has ended.')).toBeVisible();
    await expect(student.getByRole('heading', { name: 'Chat with Theo W.' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(student.getByRole('region', { name: 'Chat with Theo W.' })).toContainText('Music');
    await expect(chloeTab).toBeVisible();
    await expect
      .poll(async () => (await desktopAlerts(theo)).notifications)
      .toContain('New student: Chloe — Music');
    const musicLog = theo.getByRole('log', { name: 'Conversation with Chloe' });
    await expect(theo.getByRole('article')).toContainText('Music');
    await expect(musicLog).toContainText(question);
    await theoReply.fill('Back again! Let’s talk about why famous bands can charge more.');
    await theoReply.press('Enter');
    const musicStudentLog = student.getByRole('log', { name: 'Conversation with Theo W.' });
    await expect(musicStudentLog).toContainText('Let’s talk about why famous bands can charge more.');
    await composer.fill('Thanks, I get it now!');
    await composer.press('Enter');
    await expect(musicLog).toContainText('Thanks, I get it now!');

    // The student ends the session and says how it went.
    await student.getByRole('button', { name: 'End session' }).click();
    await student
      .getByRole('alertdialog', { name: 'End this session?' })
      .getByRole('button', { name: 'End session' })
      .click();
    const feedback = student.getByRole('dialog', { name: 'How did it go?' });
    await expect(feedback).toBeVisible();
    await expectNoSeriousA11yViolations(student);
    await feedback.getByText('It went well').click();
    await feedback.getByText('Yes', { exact: true }).click();
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback).toHaveCount(0);
    // The button that ended the session went with it: focus goes to what comes next, in the group
    // that says the session ended.
    const ended = student.getByRole('group', { name: /^Nice work today!/ });
    await expect(ended.getByRole('link', { name: 'Start a new session' })).toBeFocused();
    await expect(
      student.getByRole('tabpanel', { name: 'Session' }).getByText('Thanks for telling us how it went!'),
    ).toBeVisible();
    await expect(musicLog).toContainText('Chloe ended the session');
    // The ended session adds an assessment to Theo's count.
    await expect(theo.getByRole('main')).toContainText('1 assessment to complete');

    // Theo's assessment, every step to the end: the button goes once it is submitted.
    await theo.getByRole('button', { name: 'Complete assessment' }).click();
    const assessment = theo.getByRole('dialog', { name: 'Assessment of the session with Chloe' });
    await expect(assessment).toContainText('Step 1 of 6: Recognitions');
    await assessment.getByText('Perseverance').click();
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 2 of 6: Question');
    await assessment
      .getByRole('textbox', { name: 'What did Chloe want to learn?' })
      .fill('Why concert tickets get expensive');
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 3 of 6: Topics');
    await assessment.getByText('Music theory').click();
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 4 of 6: Beyond the subject');
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 5 of 6: Feedback');
    await assessment
      .getByRole('textbox', { name: 'Your feedback to Chloe' })
      .fill('Great questions, Chloe. You connected prices to demand on your own.');
    await assessment.getByRole('button', { name: 'Save and continue' }).click();
    await expect(assessment).toContainText('Step 6 of 6: Submit');
    await assessment.getByRole('button', { name: 'Submit assessment' }).click();
    await expect(assessment).toHaveCount(0);
    await expect(theo.getByRole('button', { name: 'Complete assessment' })).toHaveCount(0);
    await expect(theo.getByRole('main')).not.toContainText('assessment to complete');

    // The history has both sessions: the one moved to a new tutor, and the one she ended.
    await student.getByRole('tab', { name: 'Chat history' }).click();
    const history = student.getByRole('tabpanel', { name: 'Chat history' });
    const sessions = history.getByRole('listitem').filter({ hasText: question });
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'Music' })).toContainText('with Theo W. · Ended by you');
    await expect(sessions.filter({ hasText: 'Economics' })).toContainText(
      'with Iris N. · Moved to a new tutor',
    );
    await expectNoSeriousA11yViolations(student);

    // The bookmark outlives the handoff and the transfer.
    await student.getByRole('tab', { name: 'Bookmarks' }).click();
    const kept = student
      .getByRole('tabpanel', { name: 'Bookmarks' })
      .getByRole('listitem')
      .filter({ hasText: 'When more people want tickets' });
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText('Economics');

    // Theo's recognition is on Chloe's home page.
    await student.getByRole('link', { name: 'Home', exact: true }).click();
    const recognitions = student.getByRole('region', { name: 'Recognitions' });
    await expect(recognitions).toContainText('Perseverance');
    await expect(recognitions).toContainText('From Theo · Music');

    await student.context().close();
    await theo.context().close();
    await iris.context().close();
  });

  test('should lose and double nothing when the student is offline for a few seconds mid-chat, offering a reload meanwhile', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await scheduleNow(request, TUTOR_A, { unlessScheduled: true });
    await endOpenSessions(request, NETWORK_STUDENT);
    const theo = await tutorInClassroom(browser, TUTOR_A);

    const context = await browser.newContext();
    const student = await context.newPage();
    // Every socket the page opens passes through here, so the test can drop it and refuse new ones
    // while the network is down.
    let cut = false;
    const open = new Set<WebSocketRoute>();
    await student.routeWebSocket(/\/v4\//, async (ws) => {
      // A socket opened while the network is down reaches the server only once it is back.
      while (cut) await new Promise((done) => setTimeout(done, 100));
      ws.connectToServer();
      open.add(ws);
    });
    await signIn(student, NETWORK_STUDENT);
    const question = 'How do I count a rhythm in six eight time?';
    await askOnStartPage(student, question, 'Is this about Music (Music theory)?', 'first');
    await expect(student.getByRole('heading', { name: 'Chat with Theo W.' })).toBeVisible({
      timeout: 15_000,
    });
    const studentLog = student.getByRole('log', { name: 'Conversation with Theo W.' });
    const theoLog = theo.getByRole('log', { name: 'Conversation with Lucas' });
    await expect(theoLog).toContainText(question);
    const theoReply = theo.getByRole('textbox', { name: 'Reply to Lucas' });
    const theoSays = async (text: string) => {
      await theoReply.fill(text);
      await theoReply.press('Enter');
      await expect(theoLog.getByRole('listitem').filter({ hasText: text })).toContainText(/Sent|Read/);
    };
    const composer = student.getByRole('textbox', { name: 'Message' });
    const studentSays = async (text: string) => {
      await composer.fill(text);
      await composer.press('Enter');
    };

    await theoSays('Hi Lucas! Count it in two groups of three.');
    await expect(studentLog).toContainText('Count it in two groups of three.');
    await studentSays('Like ONE two three FOUR five six?');
    await expect(theoLog).toContainText('Like ONE two three FOUR five six?');

    // The student's network goes: the socket is dropped and refused, HTTP fails; both go on writing.
    cut = true;
    await context.setOffline(true);
    for (const ws of open) await ws.close({ code: 1001, reason: 'network down' });
    open.clear();
    await studentSays('Is the accent always on one and four?');
    await expect(
      studentLog.getByRole('listitem').filter({ hasText: 'Is the accent always on one and four?' }),
    ).toContainText('Not sent.');
    await studentSays('And what about slow songs?');
    await student
      .locator('input[type="file"]:not([capture])')
      .setInputFiles(await drawnPicture(student, 'my-clapping.png'));
    await expect(
      studentLog
        .getByRole('listitem')
        .filter({ has: student.getByRole('img', { name: 'Picture: my-clapping.png' }) }),
    ).toContainText('Not sent: the connection dropped.');
    await theoSays('Exactly, ONE and FOUR are the strong beats.');
    await theoSays('Try clapping it with a metronome.');
    // Five seconds without the chat's connection: the chat-disabled modal offers a reload.
    const disconnected = student.getByRole('alertdialog', { name: 'The chat lost its connection' });
    await expect(disconnected).toBeVisible({ timeout: 10_000 });
    await expect(disconnected.getByRole('button', { name: 'Reload the page' })).toBeFocused();
    await expectNoSeriousA11yViolations(student);

    // It comes back: the app reconnects, catches up and sends what waited.
    cut = false;
    await context.setOffline(false);
    await expect(disconnected).toHaveCount(0, { timeout: 15_000 });
    for (const text of ['Exactly, ONE and FOUR are the strong beats.', 'Try clapping it with a metronome.'])
      await expect(studentLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1, {
        timeout: 15_000,
      });
    for (const text of ['Is the accent always on one and four?', 'And what about slow songs?']) {
      await expect(theoLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1, {
        timeout: 15_000,
      });
      await expect(studentLog.getByRole('listitem').filter({ hasText: text })).not.toContainText('Not sent.');
    }
    // The picture goes by itself too, once.
    await expect(theoLog.getByRole('img', { name: 'my-clapping.png' })).toHaveCount(1, { timeout: 15_000 });
    await expect(student.getByRole('button', { name: 'Open picture: my-clapping.png' })).toHaveCount(1);
    await theoSays('Slow songs use the same count, just slower.');
    await expect(studentLog).toContainText('Slow songs use the same count, just slower.');

    // Every message once on each side.
    const all = [
      'Hi Lucas! Count it in two groups of three.',
      'Like ONE two three FOUR five six?',
      'Is the accent always on one and four?',
      'And what about slow songs?',
      'Exactly, ONE and FOUR are the strong beats.',
      'Try clapping it with a metronome.',
      'Slow songs use the same count, just slower.',
    ];
    for (const text of all) {
      await expect(studentLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
      await expect(theoLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    }
    // And after a reload, from the server's copy.
    await student.reload();
    await expect(studentLog.getByRole('listitem').filter({ hasText: all.at(-1)! })).toHaveCount(1);
    for (const text of all)
      await expect(studentLog.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
    await expect(student.getByRole('button', { name: 'Open picture: my-clapping.png' })).toHaveCount(1);

    await student.getByRole('button', { name: 'End session' }).click();
    await student
      .getByRole('alertdialog', { name: 'End this session?' })
      .getByRole('button', { name: 'End session' })
      .click();
    await expect(theoLog).toContainText('Lucas ended the session');
    // Feedback skipped from the keyboard: focus goes on to what comes next here too.
    const feedback = student.getByRole('dialog', { name: 'How did it go?' });
    await expect(feedback).toBeVisible();
    await student.keyboard.press('Escape');
    await expect(feedback).toHaveCount(0);
    await expect(
      student
        .getByRole('group', { name: /^Nice work today!/ })
        .getByRole('link', { name: 'Start a new session' }),
    ).toBeFocused();
    await context.close();
    await theo.context().close();
  });
});
