// Writing review as issue 18 left it: the student's upload form and review center, the tutor's
// essay editor (with the AI's suggestions, and without a provider on NO_AI_BASE_URL), the reviewed
// essay the student reads back, and the managers' essays queue with its actions and reassign dialog.
import { essayPages, textPdf } from '../../load/lib/text-pdf.mjs';
import {
  call,
  loaded,
  newTutor,
  punchedInNow,
  shoot,
  signIn,
  signInToConsole,
  tr,
  until,
  wanted,
} from './lib.mjs';

const WRITER = 'ivy.king';
const FRENCH_WRITER = 'aria.lopez';
const MANAGER = 'manager';

/** The smallest well-formed PDF, one empty page: what a student hands in for the review center's shots. */
export function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Hands an essay in as the upload page does (multipart); its id. */
async function handIn(username, { title, details, pdf = onePagePdf(), languageId }) {
  const form = new FormData();
  form.append('title', title);
  form.append('details', details);
  if (languageId) form.append('language_id', String(languageId));
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'essay.pdf');
  return (await call(username, 'POST', '/essays', form)).id;
}

/**
 * A new essay reviewer (French only, so no demo essay reaches them) in a writing-review segment,
 * and `aria.lopez`'s two French essays, one reviewed and sent back to her, the other picked up
 * with a few comments on it. Returns the reviewer and both ids.
 */
async function essaysInReview() {
  const reviewer = await newTutor({ firstName: 'Camille', lastName: 'Durand', essayLanguages: [2] });
  await punchedInNow(reviewer, 'Writing Review');
  // A line of the essay as a highlight: the text starts 72 pt from the left, 13 pt high.
  const line = (index, width) => {
    const top = 730 - index * 22 + 12;
    return [
      [
        [72, top],
        [72 + width, top],
        [72, top - 16],
        [72 + width, top - 16],
      ],
    ];
  };
  const comments = [
    {
      category: 1,
      page_number: 1,
      quads: line(2, 330),
      x: null,
      y: null,
      comment: 'Which economy? Name it.',
    },
    {
      category: 4,
      page_number: 1,
      quads: line(5, 300),
      x: null,
      y: null,
      comment: 'Comma splice: split it.',
    },
    { category: 6, page_number: 1, quads: null, x: 470, y: 500, comment: 'A strong closing line.' },
    { category: 3, page_number: 2, quads: null, x: 470, y: 640, comment: 'Cite the source of this figure.' },
  ];
  const review = async (title, notes) => {
    const id = await handIn(FRENCH_WRITER, {
      title,
      details: 'Is my argument clear?',
      pdf: textPdf(essayPages(3)),
      languageId: 2,
    });
    await until(
      async () => (await call(FRENCH_WRITER, 'GET', `/essays/${id}`)).conversion.state === 'converted',
      'the essay to be converted',
    );
    await call(reviewer, 'POST', '/tutor/essays/next');
    await call(reviewer, 'POST', `/tutor/essays/${id}/pick-up`);
    for (const note of notes)
      await call(reviewer, 'PUT', `/tutor/essays/${id}/annotations/${crypto.randomUUID()}`, {
        hidden: false,
        revision: 1,
        ...note,
      });
    return id;
  };
  const reviewed = await review('La vallée et la rivière', comments);
  await call(reviewer, 'POST', `/tutor/essays/${reviewed}/submit`, {
    plagiarism_free: true,
    tutor_comment:
      'A clear argument about how the river shaped the town. Tighten the middle paragraphs and cite your sources; your conclusion is strong.',
  });
  const inReview = await review('Le marché sur la colline', comments.slice(0, 3));
  return { reviewer, reviewed, inReview };
}

export async function writingReviewScreens() {
  const writer = (page) => signIn(page, WRITER, '/student/dashboard', '/login/student');
  await shoot('web-upload-work', {
    people: [WRITER],
    run: async (page) => {
      await writer(page);
      await page.goto('/student/upload-work');
      await page.locator('form').waitFor();
      await loaded(page);
    },
  });
  if (wanted('web-review-center'))
    for (const [title, details] of [
      ['The causes of the French Revolution', 'Is my thesis clear enough?'],
      ['Lab report: the period of a pendulum', 'Please check my method section.'],
    ])
      await handIn(WRITER, { title, details });
  await shoot('web-review-center', {
    people: [WRITER],
    run: async (page) => {
      await writer(page);
      await page.goto('/student/review-center');
      await page.getByRole('heading', { name: 'Lab report: the period of a pendulum' }).first().waitFor();
      await loaded(page);
    },
  });
  if (wanted('console-essay-editor', 'web-reviewed-essay')) {
    const essays = await essaysInReview();
    const editor = (baseUrl) => ({
      people: [essays.reviewer],
      fullPage: false,
      baseUrl,
      run: async (page) => {
        await signInToConsole(page, essays.reviewer, '/console/tutor');
        await page.goto(`/console/tutor/review-center/essays/${essays.inReview}`);
        await page.locator('.lt-pdf-mark').first().waitFor();
        await page
          .getByRole('button', { name: tr('Comment {{number}}, {{category}}') })
          .first()
          .click();
      },
    });
    await shoot('console-essay-editor', editor());
    if (process.env.NO_AI_BASE_URL)
      await shoot('console-essay-editor-no-ai', editor(process.env.NO_AI_BASE_URL));
    await shoot('web-reviewed-essay', {
      people: [FRENCH_WRITER],
      run: async (page) => {
        await signIn(page, FRENCH_WRITER, '/student/dashboard', '/login/student');
        await page.goto(`/student/review-center/${essays.reviewed}`);
        await page.locator('.lt-pdf-mark').first().waitFor();
        // Pages are drawn as they near the screen: a full-page shot shows them all once each has been.
        for (const sheet of await page.locator('.lt-pdf-page').all()) await sheet.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.evaluate(() => globalThis.scrollTo(0, 0));
      },
    });
  }
  await essaysQueue();
}

/** The managers' essays queue: the essay due last moved to the front, an essay's actions, reassigning. */
async function essaysQueue() {
  if (!wanted('console-essays-queue')) return;
  const waiting = async () =>
    (await call(MANAGER, 'GET', '/service/essays')).data.filter((essay) => essay.status === 0 && essay.ready);
  // The demo world's queue may have been reviewed already: two essays of the student's, then.
  if ((await waiting()).length < 2) {
    for (const title of ['The water cycle in three paragraphs', 'Why the Roman Republic fell'])
      await handIn(WRITER, { title, details: 'Please check my structure.', pdf: textPdf(essayPages(2)) });
    await until(async () => (await waiting()).length >= 2, 'the essays to be ready for review');
  }
  const queued = await waiting();
  const front = queued.at(-1);
  if (front) await call(MANAGER, 'PUT', `/service/essays/${front.id}/priority`);
  const openQueue = async (page) => {
    await signInToConsole(page, MANAGER, '/console/tutor-manager/services/summary');
    await page.goto('/console/tutor-manager/services/essays-queue');
    await page
      .getByRole('button', { name: tr('Actions for “{{title}}”') })
      .first()
      .waitFor();
    await loaded(page);
  };
  const openActions = async (page) => {
    await openQueue(page);
    await page
      .getByRole('button', { name: tr('Actions for “{{title}}”') })
      .first()
      .click();
    await page.getByRole('menu').waitFor();
  };
  try {
    await shoot('console-essays-queue', { people: [MANAGER], run: openQueue });
    await shoot('console-essays-queue-actions', { people: [MANAGER], fullPage: false, run: openActions });
    await shoot('console-essays-queue-reassign', {
      people: [MANAGER],
      fullPage: false,
      run: async (page) => {
        await openActions(page);
        await page.getByRole('menuitem', { name: tr('Reassign…') }).click();
        await page.getByRole('radiogroup').waitFor();
      },
    });
  } finally {
    if (front) await call(MANAGER, 'DELETE', `/service/essays/${front.id}/priority`);
  }
}
