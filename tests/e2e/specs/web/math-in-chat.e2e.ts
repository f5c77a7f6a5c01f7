import { type Locator, type Page, expect, test } from '@playwright/test';
import { bearer, dataOf, endOpenSessions, punchedInNow, tokenFor } from '../../fixtures/api.js';
import { createPeople, STUDENT_TRAITS, tutorTraits } from '../../fixtures/people.js';
import { expectNoSeriousA11yViolations, signIn } from '../../fixtures/web.js';
import { signInToConsole } from '../console/console-fixtures.js';

// Formulas in the chat, by keyboard alone: the student writes one in the formula editor (Alt+=),
// the tutor sees it typeset in the console and answers with one of their own, a price stays words,
// and the transcript typesets them too. The journey's own tutor teaches Engineering, which no other
// journey asks about and no demo tutor teaches, so the question reaches him alone.

const ENGINEERING = 12;
const QUESTION = 'How do I find the moment of a force?';
let TUTOR = '';
let STUDENT = '';
test.beforeAll(() => {
  // The same people on a retry: new ones would find the first attempt's tutor still at work.
  [TUTOR, STUDENT] = createPeople(
    [
      { prefix: 'e2e.math.tutor', firstName: 'Omar', lastName: 'Haddad', ...tutorTraits([ENGINEERING]) },
      { prefix: 'e2e.math.student', firstName: 'Lena', lastName: 'Moreau', ...STUDENT_TRAITS },
    ],
    { sameOnRetry: true },
  ).map((person) => person.username) as [string, string];
});

/** The message in `log` holding `words`, and the TeX of each formula KaTeX drew in it. */
async function formulasIn(log: Locator, words: string): Promise<string[]> {
  const message = log.getByRole('listitem').filter({ hasText: words });
  await expect(message.locator('.katex').first()).toBeVisible();
  return message.locator('.katex annotation[encoding="application/x-tex"]').allTextContents();
}

/** Writes `keys` in the formula editor the composer opened, and puts the formula in the message. */
async function writeFormula(page: Page, keys: string, expected: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /formula/ });
  await expect(dialog).toBeVisible();
  const field = dialog.locator('math-field');
  await expect(field).toBeFocused();
  await page.keyboard.type(keys);
  await expect(dialog.getByText(expected, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test.describe('formulas in the chat', () => {
  test.describe.configure({ timeout: 120_000 });

  test('should let a student write a formula by keyboard that the tutor sees typeset, and the transcript too', async ({
    browser,
    request,
  }) => {
    await punchedInNow(request, TUTOR);
    await endOpenSessions(request, STUDENT);

    const tutorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await tutorContext.newPage();
    await signInToConsole(desk, TUTOR);
    await expect(desk).toHaveURL(/\/console\/tutor$/);
    await desk
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Classroom/ })
      .click();
    await expect(desk.getByRole('main')).toContainText('Taking new students');

    const studentContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await studentContext.newPage();
    // Anything the content security policy refuses (KaTeX's stylesheet and fonts, MathLive) is said here.
    const refusals: string[] = [];
    for (const tab of [page, desk])
      tab.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
      });
    await signIn(page, STUDENT);
    const asked = await dataOf<{ id: number }>(
      await request.post('/api/sessions', {
        headers: bearer(await tokenFor(request, STUDENT)),
        data: { chat_type: 'tutor', question: QUESTION, subject_id: ENGINEERING },
      }),
      'the student asks',
    );
    await page.goto('/student/classroom');
    const log = page.getByRole('log', { name: /^Conversation with/ });
    await expect(log).toContainText(/joined/);

    // The student: words, then Alt+= opens the editor at the caret; a formula typed as on a
    // calculator goes in between dollar signs, and the writing goes on after it.
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.focus();
    await page.keyboard.type('So it is');
    await page.keyboard.press('Alt+Equal');
    await writeFormula(page, 'M=F*d', 'In your message: $M=F\\cdot d$');
    await expect(composer).toBeFocused();
    await expect(composer).toHaveValue('So it is $M=F\\cdot d$');
    await page.keyboard.type(' with d in metres?');
    await page.keyboard.press('Enter');
    await expect(composer).toHaveValue('');
    expect(await formulasIn(log, 'So it is')).toEqual(['M=F\\cdot d']);
    await expect(log.getByRole('listitem').filter({ hasText: 'So it is' })).toContainText(
      'with d in metres?',
    );

    // Esc leaves the editor and the message as they were; the button names its shortcut.
    const button = page.getByRole('button', { name: 'Write a formula' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+=');
    await composer.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Write a formula (Alt+=)');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Alt+Equal');
    await expect(page.getByRole('dialog', { name: 'Write a formula' }).locator('math-field')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(composer).toBeFocused();
    await expect(composer).toHaveValue('');

    // The tutor sees it typeset, answers with a fraction from the editor and a price, by keyboard.
    const studentTab = desk.getByRole('tab', { name: /^Lena Moreau/ });
    await expect(studentTab).toBeVisible();
    // The list's one-line preview reads the formula as printed, not as its TeX source.
    await expect(studentTab).toContainText('So it is M=F·d with d in metres?');
    const tutorLog = desk.getByRole('log', { name: 'Conversation with Lena' });
    expect(await formulasIn(tutorLog, 'So it is')).toEqual(['M=F\\cdot d']);
    const reply = desk.getByRole('textbox', { name: 'Reply to Lena' });
    await reply.focus();
    await desk.keyboard.type('Yes. Half of it is');
    await desk.keyboard.press('Alt+Equal');
    await writeFormula(desk, '1/2', 'In the reply: $\\frac12$');
    await expect(reply).toHaveValue('Yes. Half of it is $\\frac12$');
    await desk.keyboard.press('Enter');
    await reply.fill('The kit costs $5 and $6 with shipping.');
    await reply.press('Enter');
    expect(await formulasIn(tutorLog, 'Half of it is')).toEqual(['\\frac12']);
    await expectNoSeriousA11yViolations(desk);

    expect(await formulasIn(log, 'Half of it is')).toEqual(['\\frac12']);
    const price = log.getByRole('listitem').filter({ hasText: 'The kit costs $5 and $6 with shipping.' });
    await expect(price).toBeVisible();
    await expect(price.locator('.katex')).toHaveCount(0);

    // The session ends; its transcript typesets the formulas for both of them.
    await dataOf(
      await request.post(`/api/sessions/${asked.id}/end`, {
        headers: bearer(await tokenFor(request, STUDENT)),
      }),
      'the student ends it',
    );
    await page.goto(`/student/classroom/history/${asked.id}`);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await formulasIn(conversation, 'So it is')).toEqual(['M=F\\cdot d']);
    expect(await formulasIn(conversation, 'Half of it is')).toEqual(['\\frac12']);
    await expect(conversation.getByText('The kit costs $5 and $6 with shipping.')).toBeVisible();

    await desk.goto(`/console/tutor/classroom/history/${asked.id}`);
    const tutorTranscript = desk.getByRole('region', { name: 'Conversation' });
    expect(await formulasIn(tutorTranscript, 'So it is')).toEqual(['M=F\\cdot d']);
    // KaTeX's fonts load (the apps' content security policy lets them).
    const loadedFonts = () =>
      [...document.fonts].filter((font) => font.family === 'KaTeX_Main' && font.status === 'loaded').length;
    expect(await desk.evaluate(loadedFonts)).toBeGreaterThan(0);
    expect(await page.evaluate(loadedFonts)).toBeGreaterThan(0);
    expect(refusals).toEqual([]);

    await tutorContext.close();
    await studentContext.close();
  });
});
