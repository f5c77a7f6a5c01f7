import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bearer, dataOf, openSocket, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { essayPdf, handIn } from '../../fixtures/essay-review.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, fillSignIn, signIn } from '../../fixtures/web.js';
import { signInToConsole } from '../console/console-fixtures.js';

// A district manager answers a deletion request: the journey's own student has a session with a
// tutor (messages both ways) and an essay; a superuser reads the session's transcript, which the
// student's access log shows; the manager changes the district's retention, erases the student,
// downloads the certificate and the export, and nothing of the student is left to read or sign in
// with. The tutor teaches subject 26 alone, so the student's question reaches her and nobody else.

const SUBJECT = 26;
const QUESTION = 'Which data does the census keep about us?';
const SAID = 'My grandmother was counted in the 1950 census.';
const ESSAY = `Counting people: a short history ${Date.now().toString(36)}`;

interface World {
  student: { id: number; username: string };
  manager: string;
  superuser: string;
  tutorManager: string;
  tutor: string;
  sessionId: number;
}

async function makeWorld(request: APIRequestContext, baseURL: string): Promise<World> {
  const [manager, superuser, tutorManager, tutor, student] = createPeople([
    { prefix: 'e2e.privacy.manager', firstName: 'Dana', roles: ['district-manager'], district: 1 },
    { prefix: 'e2e.privacy.superuser', firstName: 'Sol', roles: ['superuser'] },
    { prefix: 'e2e.privacy.tutor-manager', firstName: 'Mina', roles: ['tutor-manager'] },
    { prefix: 'e2e.privacy.tutor', firstName: 'Tova', ...tutorTraits([SUBJECT]) },
    { prefix: 'e2e.privacy.student', firstName: 'Pia', lastName: 'Erasmus', ...STUDENT_TRAITS },
  ]);
  const tutorSession = await punchedInNow(request, tutor!.username);
  const studentToken = await tokenFor(request, student!.username);
  const asStudent = bearer(studentToken);
  const { id: sessionId } = await dataOf<{ id: number }>(
    await request.post('/api/sessions', {
      headers: asStudent,
      data: { chat_type: 'tutor', question: QUESTION, subject_id: SUBJECT },
    }),
    'the student asks',
  );
  await expect
    .poll(
      async () =>
        (
          await dataOf<{ status: string }>(
            await request.get(`/api/sessions/${sessionId}`, { headers: asStudent }),
            'the session',
          )
        ).status,
      { timeout: 30_000 },
    )
    .toBe('matched');
  const sockets = [await openSocket(baseURL, studentToken), await openSocket(baseURL, tutorSession.token)];
  for (const [socket, text] of [
    [sockets[0]!, SAID],
    [sockets[1]!, 'Let us look at what a census form asked then.'],
  ] as const) {
    const answer = (await socket.timeout(5000).emitWithAck('classroom.message.send', {
      session_id: sessionId,
      client_id: crypto.randomUUID(),
      text,
    })) as {
      ok: boolean;
    };
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
  }
  await dataOf(
    await request.post(`/api/sessions/${sessionId}/end`, { headers: asStudent }),
    'the student ends it',
  );
  for (const socket of sockets) socket.close();
  await handIn(request, student!.username, { title: ESSAY, pdf: essayPdf(1), languageId: 1 });
  return {
    student: { id: student!.id, username: student!.username },
    manager: manager!.username,
    superuser: superuser!.username,
    tutorManager: tutorManager!.username,
    tutor: tutor!.username,
    sessionId,
  };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, verbosity: VerbosityLevel.ERRORS }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return lines.join('\n');
}

async function agreeIfAsked(page: Page): Promise<void> {
  const agreement = page.getByRole('checkbox', { name: /I have read the code of conduct/ });
  if (await agreement.isVisible().catch(() => false)) {
    await agreement.check();
    await page.getByRole('button', { name: 'I Agree' }).click();
  }
}

test.describe('a district’s privacy operations', () => {
  test('should erase a student on request, with a certificate, leaving nothing to read, download or sign in with', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const world = await makeWorld(request, baseURL!);
    const superuser = bearer(await tokenFor(request, world.superuser));
    // The superuser opens the session's transcript: the student's access log says so.
    await dataOf(
      await request.get(`/api/sessions/${world.sessionId}/transcript`, { headers: superuser }),
      'the superuser reads the transcript',
    );

    // The tutor manager's essays queue lists the essay until the student is erased.
    const consoleContext = await browser.newContext({ baseURL });
    const queue = await consoleContext.newPage();
    await signInToConsole(queue, world.tutorManager);
    await expect(queue).toHaveURL(/\/console\/tutor-manager/);
    await queue.goto('/console/tutor-manager/services/essays-queue');
    await expect(queue.getByRole('row').filter({ hasText: ESSAY })).toBeVisible();

    await signIn(page, world.manager);
    await agreeIfAsked(page);
    await expect(page).toHaveURL('/district-manager/dashboard');
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await expect(page).toHaveURL('/district-manager/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();

    // Retention: a period under a month is refused, naming the field and the rule; a year is kept.
    const chat = page.getByRole('textbox', { name: 'Chat messages' });
    const before = await chat.inputValue();
    await chat.fill('10');
    await expect(page.getByText('Chat messages must be at least 30 days')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save retention' })).toBeDisabled();
    await chat.fill('365');
    await page.getByRole('button', { name: 'Save retention' }).click();
    await expect(page.getByText('Retention saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Chat messages' })).toHaveValue('365');

    // The student: who opened their records, then their export while it still holds everything.
    await page.getByRole('textbox', { name: "Student's Lantern id" }).fill('pia');
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText('The Lantern id must be a whole number above 0')).toBeVisible();
    await page.getByRole('textbox', { name: "Student's Lantern id" }).fill(String(world.student.id));
    await page.keyboard.press('Enter');
    const log = page.getByRole('table', {
      name: `Who opened student ${world.student.id}'s records, newest first`,
    });
    await expect(log.getByRole('row', { name: /Session transcript/ })).toContainText('Superuser');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('district-privacy-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('district-privacy-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data export' }).click();
    const beforeErasure = unzipSync(new Uint8Array(await readFile(await (await exported).path())));
    expect(Buffer.from(beforeErasure['records.json']!).toString()).toContain(SAID);

    // The erasure: the dialog says what goes; the keyboard can answer it.
    await page.getByRole('button', { name: 'Request deletion' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Erase student ${world.student.id}?` });
    await expect(dialog).toContainText(
      'essays with their files, review comments and plagiarism index entries',
    );
    await expect(dialog).toContainText('It cannot be undone.');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('district-privacy-confirm.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Request deletion' })).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(page.getByText(/is done: this student's data is gone/)).toBeVisible({ timeout: 60_000 });

    const certificate = page.waitForEvent('download');
    await page
      .getByRole('status')
      .getByRole('button', { name: /Download certificate/ })
      .click();
    const bytes = new Uint8Array(await readFile(await (await certificate).path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(`Student: Lantern id ${world.student.id}`);
    expect(text).not.toContain('Erasmus');
    const requests = page.getByRole('table', { name: "The district's deletion requests, newest first" });
    await expect(requests.getByRole('row', { name: `Student ${world.student.id}` })).toContainText('Done');
    // The erasure took the student's access log with it.
    await expect(
      page.getByRole('heading', { name: "Nobody has opened this student's records yet" }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('district-privacy-done.png'), fullPage: true });

    // Gone: from the export, the tutor's and the superuser's reads, and the sign-in page.
    const after = await request.get(`/api/privacy/students/${world.student.id}/export`, {
      headers: superuser,
    });
    expect(after.ok()).toBe(true);
    const records = Buffer.from(unzipSync(new Uint8Array(await after.body()))['records.json']!).toString();
    expect(records).not.toContain(SAID);
    expect(records).not.toContain(ESSAY);
    expect(records).not.toContain('Erasmus');
    const tutor = bearer(await tokenFor(request, world.tutor));
    for (const [path, headers] of [
      [`/api/sessions/${world.sessionId}/transcript`, tutor],
      [`/api/sessions/${world.sessionId}/transcript`, superuser],
    ] as const)
      expect((await request.get(path, { headers })).status(), path).toBe(404);
    await queue.reload();
    await expect(queue.getByRole('heading', { level: 1, name: 'Essays queue' })).toBeVisible();
    await expect(queue.getByRole('row').filter({ hasText: ESSAY })).toHaveCount(0);
    await consoleContext.close();
    const login = await request.post('/api/login', {
      data: { username: world.student.username, password: DEMO_PASSWORD },
    });
    expect(login.ok()).toBe(false);

    const studentContext = await browser.newContext({ baseURL });
    const studentPage = await studentContext.newPage();
    await studentPage.goto('/login/student');
    await fillSignIn(studentPage, world.student.username);
    await expect(studentPage.getByRole('alert')).toContainText('Your username or password is incorrect.');
    await studentContext.close();

    // A link naming the student opens them with the page.
    await page.goto(`/district-manager/privacy?student=${world.student.id}`);
    await expect(page.getByRole('heading', { name: `Student ${world.student.id}` })).toBeVisible();
    await expect(page.getByText(/is done: this student's data is gone/)).toBeVisible();

    // The retention goes back as it was, for the journeys after this one.
    await page.getByRole('textbox', { name: 'Chat messages' }).fill(before);
    await page.getByRole('button', { name: 'Save retention' }).click();
    await expect(page.getByText('Retention saved.')).toBeVisible();
  });
});
