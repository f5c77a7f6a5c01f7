// Live help as issue 18 left it, in one scene: a student asks while the subject's only tutor is on
// a bio break (queued, with the wait), the tutor comes back and they chat with a formula and the
// whiteboard, the tutor opens the canned replies, a manager observes, the tutor's console goes away
// (live tutors list, the schedule's absence), then the session ends and both read its transcript
// with the board's replay. Also the start page, and the AI unavailable states (the provider failing
// here; no provider at all on NO_AI_BASE_URL, a second instance of the same build without one).
import {
  BASE_URL,
  browser,
  call,
  command,
  endOpenSessions,
  loaded,
  newTutor,
  openFromNav,
  PHONE,
  punchedInNow,
  say,
  shiftAction,
  shoot,
  signIn,
  signInToConsole,
  socketOf,
  tr,
  until,
  wanted,
} from './lib.mjs';

const ENGINEERING = 12;
const STUDENT = 'henry.adams';
const MANAGER = 'manager';
const SUMMARY = '/console/tutor-manager/services/summary';
// The tests' fake AI provider fails a request whose question holds this (api/test/fake-ai-server.ts).
const FAIL_MARKER = '(the model is down)';

const student = (page) => signIn(page, STUDENT, '/student/dashboard', '/login/student');

/** A line drawn on the open whiteboard's canvas with the pointer. */
async function drawOnBoard(page) {
  await page.getByRole('button', { name: tr('Whiteboard') }).click();
  const canvas = page.locator('.lt-whiteboard canvas').first();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 8 });
  await page.mouse.up();
}

export async function liveHelpScreens() {
  await shoot('web-start-session', {
    people: [STUDENT],
    run: async (page) => {
      await student(page);
      await page.goto('/student/start-session');
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  });
  await aiUnavailable();
  if (
    !wanted(
      'web-queue',
      'console-tutor-on-break',
      'web-classroom',
      'console-classroom',
      'console-observe',
      'console-live-tutors',
      'console-schedule',
      'web-transcript',
      'console-transcript',
    )
  )
    return;

  // The session asks for the student's language, which the shots before left as the last one taken:
  // the tutor speaks all three, or the question would wait for a tutor who never comes.
  const tutor = await newTutor({
    firstName: 'Quinn',
    lastName: 'Harper',
    subjects: [ENGINEERING],
    languages: [1, 2, 4],
  });
  const tutorConsole = (page) => signInToConsole(page, tutor, '/console/tutor');
  await punchedInNow(tutor);
  await endOpenSessions(STUDENT);
  // The break case: the only Engineering tutor steps away, and the student is queued, not turned away.
  if (!(await shiftAction(tutor, 'start_bio_break')))
    throw new Error('the tutor could not start a bio break');
  const asked = await call(STUDENT, 'POST', '/sessions', {
    chat_type: 'tutor',
    question: 'How do I work out the moment of a force on a beam?',
    subject_id: ENGINEERING,
  });
  try {
    await shoot('web-queue-wait', {
      people: [STUDENT],
      run: async (page) => {
        await student(page);
        await page.goto('/student/classroom');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText(tr('Estimated wait: {{wait}}')).first().waitFor();
        await loaded(page);
      },
    });
    await shoot('console-tutor-on-break', {
      people: [tutor],
      run: async (page) => {
        await tutorConsole(page);
        await page.locator('.shift-card').first().waitFor();
      },
    });
    // The tutor's console stays connected from here on, as a tutor at work keeps it: with no
    // console left (the shots' pages closed) the server counts them away and offers them no one.
    const console_ = await socketOf(tutor);
    try {
      await command(console_, 'presence.state.report', { state: 'present' });
      if (!(await shiftAction(tutor, 'return_to_segment')))
        throw new Error('the tutor could not come back from the bio break');
      await until(
        async () => (await call(STUDENT, 'GET', `/sessions/${asked.id}`)).status === 'matched',
        'the tutor to take the question',
      );
      await chatScreens(tutor, tutorConsole, asked.id, console_);
    } finally {
      console_.close();
    }
  } finally {
    await endOpenSessions(STUDENT);
  }
  await shoot('web-transcript', {
    people: [STUDENT],
    run: async (page) => {
      await student(page);
      await page.goto(`/student/classroom/history/${asked.id}`);
      await page.getByRole('slider').waitFor();
      await loaded(page);
    },
  });
  await shoot('console-transcript', {
    people: [tutor],
    run: async (page) => {
      await tutorConsole(page);
      await page.goto(`/console/tutor/classroom/history/${asked.id}`);
      await page.getByRole('slider').waitFor();
      await loaded(page);
    },
  });
  await shiftAction(tutor, 'punch_out');
}

/** The chat under way: a formula each side, the board, canned replies, observed, the tutor away. */
async function chatScreens(tutor, tutorConsole, sessionId, presence) {
  await say(tutor, sessionId, 'Hi Henry! The moment is the force times its distance: $M = F \\cdot d$.');
  await say(STUDENT, sessionId, 'So with $F = 20\\,\\text{N}$ and $d = 3\\,\\text{m}$ it is $60$?');
  await say(
    tutor,
    sessionId,
    'Exactly: $M = 60\\,\\text{N·m}$. Now try $\\frac{F}{2}$ at twice the distance.',
  );
  const drawer = await socketOf(tutor);
  await command(drawer, 'classroom.whiteboard.draw', {
    session_id: sessionId,
    stroke_id: crypto.randomUUID(),
    colour: 'blue',
    size: 'medium',
    points: [
      [0.1, 0.6],
      [0.9, 0.6],
    ],
  });
  drawer.close();
  const openClassroom = async (page) => {
    await tutorConsole(page);
    await openFromNav(page, '/console/tutor/classroom');
    await page.locator('.katex').first().waitFor();
  };
  await shoot('web-classroom-formula', {
    people: [STUDENT],
    run: async (page) => {
      await student(page);
      await page.goto('/student/classroom');
      await page.locator('.katex').first().waitFor();
    },
  });
  await shoot('web-classroom-formula-editor', {
    people: [STUDENT],
    fullPage: false,
    run: async (page) => {
      await student(page);
      await page.goto('/student/classroom');
      await page.getByRole('button', { name: tr('Write a formula') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('math-field').waitFor();
      await page.keyboard.type('F*d/2');
    },
  });
  await shoot('web-classroom-board', {
    people: [STUDENT],
    fullPage: false,
    run: async (page) => {
      await student(page);
      await page.goto('/student/classroom');
      await page.locator('.katex').first().waitFor();
      await drawOnBoard(page);
    },
  });
  await shoot('console-classroom-canned-replies', {
    people: [tutor],
    fullPage: false,
    run: async (page) => {
      await openClassroom(page);
      await page.getByRole('textbox', { name: tr('Reply to {{name}}') }).focus();
      await page.keyboard.type('/');
      await page.getByRole('listbox', { name: tr('Canned replies') }).waitFor();
    },
  });
  await shoot('console-classroom-board', {
    people: [tutor],
    fullPage: false,
    run: async (page) => {
      await openClassroom(page);
      await drawOnBoard(page);
    },
  });
  // A manager observes from the live tutors list; the tutor is told so while it lasts.
  const observe = async (page) => {
    await signInToConsole(page, MANAGER, SUMMARY);
    // By its address: the watcher below opens it in whatever language the manager was last shot in.
    await page.locator('a[href*="/observe/"]').first().click();
    await page.waitForURL('**/observe/**');
    await page.locator('.katex').first().waitFor();
  };
  await shoot('console-observe', { people: [MANAGER], run: observe });
  // The manager's page stays open (observing) while the tutor's is shot.
  const watcher = await browser.newContext({ baseURL: BASE_URL });
  try {
    await observe(await watcher.newPage());
    await shoot('console-classroom-observed', {
      people: [tutor],
      run: async (page) => {
        await openClassroom(page);
        await page
          .getByRole('status')
          .filter({ hasText: tr('A manager is observing: {{names}}', { exact: false }) })
          .waitFor();
      },
    });
  } finally {
    await watcher.close();
  }
  // Away: the tutor's console reports its screen locked five minutes ago, as Electron's powerMonitor does.
  await command(presence, 'presence.state.report', { state: 'away', reason: 'locked', idle_seconds: 300 });
  try {
    await shoot('console-live-tutors-away', {
      people: [MANAGER],
      run: async (page) => {
        await signInToConsole(page, MANAGER, SUMMARY);
        const live = page.locator('table').filter({ hasText: 'Quinn Harper' }).first();
        await live.waitFor();
      },
    });
    await shoot('console-schedule-absence', {
      people: [MANAGER],
      run: async (page) => {
        await signInToConsole(page, MANAGER, SUMMARY);
        await openFromNav(page, '/services/schedule', '/shift-schedule');
        await page
          .getByRole('radio', { name: tr('Day') })
          .first()
          .click();
        await page
          .getByRole('button', { name: /^Quinn Harper/ })
          .first()
          .waitFor();
      },
    });
  } finally {
    await command(presence, 'presence.state.report', { state: 'present' });
  }
  await shoot('web-classroom-phone-chat', { people: [STUDENT], sizes: [PHONE], run: openWebClassroom });
}

async function openWebClassroom(page) {
  await student(page);
  await page.goto('/student/classroom');
  await page.locator('.katex').first().waitFor();
}

/**
 * The AI's two unavailable states: a provider that fails (the tests' fake provider, asked a
 * question that makes it fail), and no provider (the start page and the essay editor of a second
 * instance started without one, at NO_AI_BASE_URL).
 */
async function aiUnavailable() {
  if (!wanted('web-ai-unavailable', 'web-start-session-no-ai')) return;
  await endOpenSessions(STUDENT);
  await call(STUDENT, 'POST', '/sessions', {
    chat_type: 'ai',
    question: 'What is photosynthesis?',
    subject_id: 2,
  });
  try {
    // The student's next message meets a provider that fails: the offer of a live tutor instead.
    await shoot('web-ai-unavailable', {
      people: [STUDENT],
      fullPage: false,
      run: async (page) => {
        await student(page);
        await page.goto('/student/classroom');
        const composer = page.getByRole('textbox', { name: tr('Message') });
        await composer.fill(`And where does the oxygen go? ${FAIL_MARKER}`);
        await composer.press('Enter');
        await page.getByRole('dialog').waitFor({ timeout: 20_000 });
      },
    });
  } finally {
    await endOpenSessions(STUDENT);
  }
  const noAi = process.env.NO_AI_BASE_URL;
  if (!noAi) {
    console.log('NO_AI_BASE_URL is not set: no shots of Lantern without an AI provider');
    return;
  }
  await shoot('web-start-session-no-ai', {
    people: [STUDENT],
    baseUrl: noAi,
    run: async (page) => {
      await student(page);
      await page.goto('/student/start-session');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await loaded(page);
    },
  });
}
