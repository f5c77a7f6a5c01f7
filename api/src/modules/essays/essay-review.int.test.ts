import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import type { EssayView } from '@lantern/shared/contracts/essays';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiServer, startFakeAiServer } from '../../../test/fake-ai-server.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { createSocketKit, nextEvent, ready, signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { FileStorage } from '../files/file-storage.js';
import { Essay } from './entities/essay.entity.js';
import { extractPdfText } from './pdf/pdf-text.js';
import { withPdf } from './pdf/pdfjs.js';

let t: TestApp;
let ai: FakeAiServer;
const sockets = createSocketKit(() => t.baseUrl);

beforeAll(async () => {
  ai = await startFakeAiServer();
  t = await startTestApp({ AI_BASE_URL: ai.baseUrl, AI_MODEL: 'review-model', JOBS_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
  await ai?.close();
});

async function sql<Row>(query: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.app.get(MikroORM).em.fork().getConnection().execute(query, values)) as Row[];
}

/** A PDF with these paragraphs of text, one page each, in a standard font pdf.js can read back. */
async function textPdf(pages: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([612, 792]);
    const words = text.split(' ');
    let y = 720;
    for (let index = 0; index < words.length; index += 12) {
      page.drawText(words.slice(index, index + 12).join(' '), { x: 72, y, size: 11, font });
      y -= 16;
    }
  }
  return Buffer.from(await doc.save());
}

const ESSAY_TEXT =
  'The First World War began in 1914 after the assassination of Archduke Franz Ferdinand in Sarajevo. ' +
  'A web of alliances pulled the great powers of Europe into the conflict within a few weeks. ' +
  'Nationalism, militarism and imperial rivalry had made the continent ready for war long before.';

/** An essay of `student` assigned to `tutor` (picked up now), its PDF stored. */
async function assignedEssay(tutor: string, student = 'student', text = ESSAY_TEXT): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into essays (status, student_id, tutor_id, picked_up_at, language_id, submission_type, title, details,
                         created_at, due_at, source_files, instruction_files, conversion_state, conversion_progress)
     values (1, (select id from users where username = ?), (select id from users where username = ?), ?, 1, 'essay',
             'The causes of the First World War', 'Is my thesis clear enough', ?, ?, '[]', '[]', 'converted', 100)
     returning id`,
    [student, tutor, t.clock.date(), t.clock.date(), new Date(t.clock.nowMs() + 86_400_000)],
  );
  const key = `essays/${row!.id}/essay.pdf`;
  await t.app.get(FileStorage).put(key, await textPdf([text, 'Works cited: none yet.']), 'application/pdf');
  await sql(`update essays set pdf_key = ? where id = ?`, [key, row!.id]);
  return row!.id;
}

const pinned = (comment: string, category: AnnotationCategoryId = 1) => ({
  category,
  comment,
  page_number: 1,
  x: 100,
  y: 600,
});

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const readySuggestions = (tutor: HttpSession, id: number) =>
  until(async () => {
    const list = await tutor.api.call('essaySuggestions', { params: { id } });
    return list.state === 'generating' ? undefined : list;
  }, 'the AI suggestions');

describe('essay review: annotations', () => {
  it('should save each annotation once by its id, keep the newest revision, and forget a deleted one', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const noteId = randomUUID();
    const saved = await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: { ...pinned('Clear opening'), revision: 1 },
    });
    expect(saved).toMatchObject({
      id: noteId,
      category: 1,
      x: 100,
      y: 600,
      quads: null,
      hidden: false,
      revision: 1,
    });
    // A retry after a lost answer, then a newer edit, then the old retry arriving late.
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: { ...pinned('Clear opening'), revision: 1 },
    });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: { ...pinned('Clear opening, but name the war', 4), revision: 2 },
    });
    const late = await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: { ...pinned('Clear opening'), revision: 1 },
    });
    expect(late).toMatchObject({ comment: 'Clear opening, but name the war', category: 4, revision: 2 });

    const quads = [
      [
        [72, 731],
        [300, 731],
        [72, 717],
        [300, 717],
      ],
    ] as [[number, number], [number, number], [number, number], [number, number]][];
    const highlightId = randomUUID();
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: highlightId },
      body: { category: 6, comment: 'Great detail', page_number: 1, quads },
    });
    expect(await sam.api.call('essayAnnotations', { params: { id } })).toHaveLength(2);

    expect(
      await sam.api.call('deleteEssayAnnotation', { params: { id, annotationId: highlightId } }),
    ).toEqual({
      ok: true,
    });
    expect(
      await sam.api.call('deleteEssayAnnotation', { params: { id, annotationId: highlightId } }),
    ).toEqual({
      ok: true,
    });
    const revived = await failure(
      sam.api.call('saveEssayAnnotation', {
        params: { id, annotationId: highlightId },
        body: { category: 6, comment: 'Great detail', page_number: 1, quads },
      }),
    );
    expect([revived.status, revived.code]).toEqual([409, 'essay_annotation_deleted']);
    expect((await sam.api.call('essayAnnotations', { params: { id } })).map((note) => note.id)).toEqual([
      noteId,
    ]);
  });

  it('should refuse an annotation with neither quads nor a point, naming the field', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const refused = await failure(
      sam.api.call('saveEssayAnnotation', {
        params: { id, annotationId: randomUUID() },
        body: { category: 2, comment: 'Margins', page_number: 1 },
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.details)).toContain('quads');
    const badCategory = await failure(
      sam.api.call('saveEssayAnnotation', {
        params: { id, annotationId: randomUUID() },
        // @ts-expect-error: 7 is no category, which is the point
        body: { ...pinned('Margins'), category: 7 },
      }),
    );
    expect(JSON.stringify(badCategory.details)).toContain('category');
  });

  it('should let only the tutor holding the essay read or change its review', async () => {
    const id = await assignedEssay('tutor');
    const lucia = await signIn(t, 'tutor.lucia');
    for (const attempt of [
      () => lucia.api.call('essayReview', { params: { id } }),
      () => lucia.api.call('essayAnnotations', { params: { id } }),
      () =>
        lucia.api.call('saveEssayAnnotation', {
          params: { id, annotationId: randomUUID() },
          body: pinned('Mine now'),
        }),
      () => lucia.api.call('submitEssayReview', { params: { id }, body: { plagiarism_free: true } }),
    ]) {
      // Another tutor's essay is as unknown to them as one that does not exist.
      const refused = await failure(attempt());
      expect([refused.status, refused.code]).toEqual([404, 'not_found']);
    }
    const student = await signIn(t, 'student');
    const asStudent = await failure(student.api.call('essayAnnotations', { params: { id } }));
    expect(asStudent.status).toBe(403);
    const missing = await failure(lucia.api.call('essayReview', { params: { id: 999_999 } }));
    expect(missing.status).toBe(404);
  });

  it('should restore the whole review when the editor opens again, with the timer and the settings', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const noteId = randomUUID();
    await sam.api.call('saveEssayAnnotation', { params: { id, annotationId: noteId }, body: pinned('Good') });
    await sam.api.call('saveEssaySummaryComment', {
      params: { id },
      body: { summary_comment: 'Solid start.' },
    });
    await sam.api.call('saveTutorReviewSettings', { body: { zoom_preferred_level: 2 } });
    t.clock.advanceSeconds(90);
    const review = await sam.api.call('essayReview', { params: { id } });
    expect(review).toMatchObject({
      essay: { id, status: 1 },
      pdf_url: `/api/tutor/essays/${id}/file`,
      annotations: [{ id: noteId, comment: 'Good' }],
      summary_comment: 'Solid start.',
      settings: { zoom_preferred_level: 2, summary_ai_hint_hidden: false },
      plagiarism: { state: 'pending' },
    });
    expect(review.timer.now - review.timer.picked_up_at).toBe(90);
    const file = await sam.fetch(`${t.baseUrl}${review.pdf_url}`, {
      headers: { authorization: `Bearer ${sam.accessToken}` },
    });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await sam.api.call('tutorReviewSettings')).zoom_preferred_level).toBe(2);
  });
});

describe('essay review: XFDF', () => {
  it('should export the visible annotations as XFDF and take back only what Lantern wrote', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const noteId = randomUUID();
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: pinned('Name the war.', 4),
    });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: randomUUID() },
      body: { ...pinned('Note to self'), hidden: true },
    });
    const { xfdf } = await sam.api.call('essayReviewXfdf', { params: { id } });
    expect(xfdf).toContain('Name the war.');
    expect(xfdf).not.toContain('Note to self');

    const edited = xfdf.replace('Name the war.', 'Name the war in your first sentence.');
    const back = await sam.api.call('importEssayReviewXfdf', { params: { id }, body: { xfdf: edited } });
    expect(back.find((note) => note.id === noteId)?.comment).toBe('Name the war in your first sentence.');

    const foreign = xfdf.replace(`lantern:${noteId}`, 'acrobat-annotation-1');
    const refused = await failure(
      sam.api.call('importEssayReviewXfdf', { params: { id }, body: { xfdf: foreign } }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      422,
      'pdf_annotation_source_unknown',
      'Unknown PDF annotation source',
    ]);
  });
});

describe('essay review: submission', () => {
  it('should refuse a submission with an empty comment, an unprocessed suggestion or a blank summary', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    await readySuggestions(sam, id);
    const emptyId = randomUUID();
    await sam.api.call('saveEssayAnnotation', { params: { id, annotationId: emptyId }, body: pinned('  ') });
    const refused = await failure(
      sam.api.call('submitEssayReview', { params: { id }, body: { plagiarism_free: true } }),
    );
    expect([refused.status, refused.code]).toEqual([422, 'essay_review_incomplete']);
    expect(refused.details).toMatchObject({
      errors: ['empty_comments', 'unprocessed_suggestions', 'empty_summary'],
      empty_comment_ids: [emptyId],
      summary_empty: true,
      show_suggestions_panel: true,
    });
    expect(
      (refused.details as { unprocessed_suggestion_ids: number[] }).unprocessed_suggestion_ids,
    ).toHaveLength(2);
  });

  it('should refuse to submit a comment on a page the essay does not have, naming it', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    for (const suggestion of (await readySuggestions(sam, id)).suggestions)
      await sam.api.call('rejectEssaySuggestion', {
        params: { id, suggestionId: suggestion.id },
        body: { reason_type: 'deletion' },
      });
    const noteId = randomUUID();
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: noteId },
      body: { ...pinned('Lost page'), page_number: 9 },
    });
    const refused = await failure(
      sam.api.call('submitEssayReview', {
        params: { id },
        body: { plagiarism_free: true, tutor_comment: 'Good.' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.details)).toContain(`annotations.${noteId}`);
  });

  it('should write the annotated PDF, hand the essay back to its student and show them the visible comments', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const ava = await signIn(t, 'student');
    const avaSocket = sockets.connect(ava.accessToken);
    await ready(avaSocket);
    for (const suggestion of (await readySuggestions(sam, id)).suggestions)
      await sam.api.call('rejectEssaySuggestion', {
        params: { id, suggestionId: suggestion.id },
        body: { reason_type: 'issue_detection', status_change_reason: 'Not an issue here' },
      });
    const shown = [randomUUID(), randomUUID()];
    const hidden = randomUUID();
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: shown[0]! },
      body: pinned('Name the war in your first sentence.', 4),
    });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: shown[1]! },
      body: {
        category: 6,
        comment: 'Vivid detail.',
        page_number: 1,
        quads: [
          [
            [72, 731],
            [300, 731],
            [72, 717],
            [300, 717],
          ],
        ],
      },
    });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: hidden },
      body: { ...pinned('Note to self'), hidden: true },
    });

    const reviewedHeard = nextEvent(avaSocket, 'essays.essay.updated', (event) => event.cause === 'reviewed');
    const badgeHeard = nextEvent(avaSocket, 'essays.navbar-notifications.updated', () => true);
    const submitted = await sam.api.call('submitEssayReview', {
      params: { id },
      body: { plagiarism_free: true, tutor_comment: 'A clear essay; back each claim with a source.' },
    });
    expect(submitted).toMatchObject({ id, status: 2, reviewed_at: t.clock.now() });
    expect((await reviewedHeard).essay).toMatchObject({ id, status: 2 });
    expect((await badgeHeard).reviewed_essays).toBeGreaterThanOrEqual(1);

    const essay = await t.app.get(MikroORM).em.fork().findOneOrFail(Essay, { id });
    expect([essay.plagiarismFree, essay.summaryComment]).toEqual([
      true,
      'A clear essay; back each claim with a source.',
    ]);
    // Read back with pdf.js, not the library that wrote it.
    const written = await t.app.get(FileStorage).get(essay.reviewedPdfKey!);
    const annotations = await withPdf(written, async (pdf) => (await pdf.getPage(1)).getAnnotations());
    const ours = annotations.filter((annotation) => annotation.subtype !== 'Popup');
    expect(ours.map((annotation) => annotation.subtype).sort()).toEqual(['Highlight', 'Text']);
    expect(ours.map((annotation) => annotation.contentsObj.str).sort()).toEqual([
      'Praise: Vivid detail.',
      'Sentence style and rules: Name the war in your first sentence.',
    ]);
    expect(JSON.stringify(ours)).not.toContain('Note to self');

    const again = await failure(
      sam.api.call('submitEssayReview', { params: { id }, body: { plagiarism_free: true } }),
    );
    expect([again.status, again.code]).toEqual([409, 'essay_review_closed']);

    const view = await ava.api.call('reviewedEssay', { params: { id } });
    expect(view).toMatchObject({
      essay: { id, status: 2 },
      summary_comment: 'A clear essay; back each claim with a source.',
      download_url: `/api/essays/${id}/download`,
    });
    expect(view.annotations.map((note) => note.id).sort()).toEqual([...shown].sort());
    const rated = await ava.api.call('rateEssay', { params: { id }, body: { comments_rating: 5 } });
    expect(rated.feedback).toEqual({ summary_rating: null, comments_rating: 5 });
    const download = await ava.fetch(`${t.baseUrl}/api/essays/${id}/download`, {
      headers: { authorization: `Bearer ${ava.accessToken}` },
    });
    expect(download.status).toBe(200);
    expect((await ava.api.call('essay', { params: { id } })).downloaded_at).toBe(t.clock.now());
    const other = await signIn(t, 'student134');
    expect((await failure(other.api.call('reviewedEssay', { params: { id } }))).status).toBe(404);
  });
  it('should name each comment’s category in the student’s language in the annotated PDF', async () => {
    await sql(`update users set preferred_language = 'es' where username = 'northfieldstudent'`);
    const id = await assignedEssay('tutor', 'northfieldstudent');
    const sam = await signIn(t, 'tutor');
    for (const suggestion of (await readySuggestions(sam, id)).suggestions)
      await sam.api.call('rejectEssaySuggestion', {
        params: { id, suggestionId: suggestion.id },
        body: { reason_type: 'issue_detection', status_change_reason: 'Not an issue here' },
      });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: randomUUID() },
      body: pinned('Cita el libro de texto.', 3),
    });
    await sam.api.call('submitEssayReview', {
      params: { id },
      body: { plagiarism_free: true, tutor_comment: 'Buen ensayo.' },
    });

    const essay = await t.app.get(MikroORM).em.fork().findOneOrFail(Essay, { id });
    const written = await t.app.get(FileStorage).get(essay.reviewedPdfKey!);
    const annotations = await withPdf(written, async (pdf) => (await pdf.getPage(1)).getAnnotations());
    const note = annotations.find((annotation) => annotation.subtype === 'Text');
    expect(note?.contentsObj.str).toBe('Citar tus fuentes: Cita el libro de texto.');
    expect(note?.titleObj.str).toBe('Lantern');
  });

  it('should put the summary and every comment, numbered as its mark and with its category, on review pages of the downloaded PDF, keeping the annotations', async () => {
    await sql(`update users set preferred_language = 'fr' where username = 'student134'`);
    const id = await assignedEssay('tutor', 'student134');
    const sam = await signIn(t, 'tutor');
    for (const suggestion of (await readySuggestions(sam, id)).suggestions)
      await sam.api.call('rejectEssaySuggestion', {
        params: { id, suggestionId: suggestion.id },
        body: { reason_type: 'issue_detection', status_change_reason: 'Not an issue here' },
      });
    // Written bottom first, so the numbers follow the page (top down), not the writing order.
    const long = `Développez : ${'chaque paragraphe mérite une preuve précise. '.repeat(60).trim()}`;
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: randomUUID() },
      body: { ...pinned(long, 5), y: 400 },
    });
    await sam.api.call('saveEssayAnnotation', {
      params: { id, annotationId: randomUUID() },
      body: {
        category: 6,
        comment: 'Très réussi : « l’archiduc » bien placé.',
        page_number: 1,
        quads: [
          [
            [72, 731],
            [300, 731],
            [72, 717],
            [300, 717],
          ],
        ],
      },
    });
    await sam.api.call('submitEssayReview', {
      params: { id },
      body: { plagiarism_free: true, tutor_comment: 'Un essai clair ; étayez chaque idée.' },
    });

    const ana = await signIn(t, 'student134');
    const download = await ana.fetch(`${t.baseUrl}/api/essays/${id}/download`, {
      headers: { authorization: `Bearer ${ana.accessToken}` },
    });
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    // Read back with pdf.js, not the library that wrote it: the essay's two pages, then the review's.
    const text = await extractPdfText(bytes);
    // The long comment runs onto a second review page, under the title's "continued" form.
    expect(text).toHaveLength(4);
    expect(text[3]).toMatch(/^La correction de votre tuteur \(suite\)/);
    const review = [text[2], text[3]!.replace('La correction de votre tuteur (suite)', '')]
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(review).toContain('La correction de votre tuteur');
    expect(review).toContain('Résumé Un essai clair ; étayez chaque idée.');
    expect(review).toContain('1 Points forts · à la page 1 Très réussi : « l’archiduc » bien placé.');
    expect(review).toContain(`2 Structure et enchaînement · à la page 1 ${long}`);
    // The numbers are printed on the essay's page beside their marks.
    expect(
      text[0]!
        .replace(/[^\d\n]/g, '')
        .split('\n')
        .join(''),
    ).toContain('12');
    const annotations = await withPdf(bytes, async (pdf) => (await pdf.getPage(1)).getAnnotations());
    expect(
      annotations
        .filter((annotation) => annotation.subtype !== 'Popup')
        .map((annotation) => [annotation.subtype, annotation.contentsObj.str])
        .sort(),
    ).toEqual([
      ['Highlight', 'Points forts: Très réussi : « l’archiduc » bien placé.'],
      ['Text', `Structure et enchaînement: ${long}`],
    ]);
  });
});

describe('essay review: AI suggestions and summary', () => {
  it('should generate suggestions placed on the page, accept one as an annotation, hide rejected ones', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    expect((await sam.api.call('essayReview', { params: { id } })).suggestions.state).toBe('generating');
    const list = await readySuggestions(sam, id);
    expect(list.state).toBe('ready');
    expect(list.suggestions).toHaveLength(2);
    const [first, second] = list.suggestions;
    expect(first).toMatchObject({
      status: 'pending',
      category: 5,
      page_number: 1,
      quote: 'The First World War',
    });
    expect(first!.quads?.length).toBeGreaterThan(0);

    const edited = await sam.api.call('editEssaySuggestion', {
      params: { id, suggestionId: first!.id },
      body: { display_comment: 'State your thesis here.' },
    });
    expect(edited).toMatchObject({
      display_comment: 'State your thesis here.',
      original_display_comment: first!.display_comment,
      rephrases: [first!.display_comment],
    });
    const annotationId = randomUUID();
    const accepted = await sam.api.call('acceptEssaySuggestion', {
      params: { id, suggestionId: first!.id },
      body: { annotation_id: annotationId },
    });
    expect(accepted.annotation).toMatchObject({
      id: annotationId,
      comment: 'State your thesis here.',
      category: 5,
      suggestion_id: first!.id,
      quads: first!.quads,
    });
    const retried = await sam.api.call('acceptEssaySuggestion', {
      params: { id, suggestionId: first!.id },
      body: { annotation_id: annotationId },
    });
    expect(retried.annotation.id).toBe(annotationId);
    expect(await sam.api.call('essayAnnotations', { params: { id } })).toHaveLength(1);

    const rejected = await sam.api.call('rejectEssaySuggestion', {
      params: { id, suggestionId: second!.id },
      body: { reason_type: 'comment_wording' },
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason_type: 'comment_wording' });
    const after = await sam.api.call('essaySuggestions', { params: { id } });
    expect(after.suggestions.map((suggestion) => [suggestion.id, suggestion.status])).toEqual([
      [first!.id, 'accepted'],
    ]);
    const late = await failure(
      sam.api.call('acceptEssaySuggestion', {
        params: { id, suggestionId: second!.id },
        body: { annotation_id: randomUUID() },
      }),
    );
    expect([late.status, late.code]).toEqual([409, 'essay_suggestion_decided']);
  });

  it('should draft, rephrase only new text, and rate the summary', async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    await readySuggestions(sam, id);
    const drafted = await until(async () => {
      try {
        return await sam.api.call('essayAiSummary', { params: { id } });
      } catch {
        return undefined;
      }
    }, 'the AI summary');
    expect(drafted).toMatchObject({ type: 'generated', rate: null });
    expect(drafted.text).toMatch(/^AI summary:/);

    const rephrased = await sam.api.call('rephraseEssaySummary', {
      params: { id },
      body: { text: drafted.text },
    });
    expect(rephrased).toMatchObject({ type: 'rephrased', text: `Rephrased: ${drafted.text}` });
    const again = await failure(
      sam.api.call('rephraseEssaySummary', { params: { id }, body: { text: rephrased.text } }),
    );
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.details)).toContain('rephrase_not_allowed');
    const blank = await failure(
      sam.api.call('rephraseEssaySummary', { params: { id }, body: { text: '  ' } }),
    );
    expect(blank.status).toBe(400);

    expect(
      await sam.api.call('rateEssayAiSummary', { params: { id, summaryId: drafted.id }, body: { rate: 4 } }),
    ).toMatchObject({ id: drafted.id, rate: 4 });
    const review = await sam.api.call('essayReview', { params: { id } });
    expect(review.general_suggestion?.id).toBe(drafted.id);
    expect(review.summary_rephrase_comments.map((summary) => summary.id)).toEqual([rephrased.id]);
  });

  it("should answer a summary draft with ai_unavailable, saying why, once the student's school has used today's AI calls", async () => {
    const id = await assignedEssay('tutor');
    const sam = await signIn(t, 'tutor');
    const day = t.clock.date().toISOString().slice(0, 10);
    const [student] = await sql<{ school_id: number }>(
      `select school_id from users where username = 'student'`,
    );
    await sql(
      `insert into ai_daily_calls (school_id, day, calls) values (?, ?, ?)
       on conflict (school_id, day) do update set calls = excluded.calls`,
      [student!.school_id, day, t.config.aiDailyCallsPerSchool],
    );
    try {
      const refused = await failure(sam.api.call('generateEssayAiSummary', { params: { id } }));
      expect([refused.status, refused.code]).toEqual([503, 'ai_unavailable']);
      expect(refused.message).toContain("today's AI allowance");
      expect(refused.details).toEqual({ reason: 'daily_budget' });
    } finally {
      await sql(`delete from ai_daily_calls where school_id = ? and day = ?`, [student!.school_id, day]);
    }
  });
});

describe('essay review: plagiarism', () => {
  async function submitted(username: string, text: string): Promise<number> {
    const session = await signIn(t, username);
    const form = new FormData();
    form.set('title', 'My essay');
    form.set('details', 'Please check it');
    form.append('files', new Blob([new Uint8Array(await textPdf([text]))]), 'essay.pdf');
    const response = await fetch(`${t.baseUrl}/api/essays`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    const { data } = (await response.json()) as { data: EssayView };
    return until(async () => {
      const essay = await session.api.call('essay', { params: { id: data.id } });
      return essay.conversion.state === 'converted' ? essay.id : undefined;
    }, 'the conversion');
  }

  const source =
    'Photosynthesis is the process by which green plants use sunlight carbon dioxide and water to make glucose ' +
    'and release oxygen into the air that animals breathe every single day of the year.';

  it('should find a passage copied from an earlier submission and nothing in an original essay', async () => {
    const first = await submitted('student', `My science essay. ${source} That is why plants matter.`);
    const copy = await submitted(
      'student134',
      `Plants are amazing living things. ${source} I learned this in class and found it interesting.`,
    );
    const original = await submitted(
      'student134',
      'Volcanoes form where magma from deep inside the earth rises through cracks in the crust and erupts as lava.',
    );
    const em = t.app.get(MikroORM).em.fork();
    const copied = await em.findOneOrFail(Essay, { id: copy });
    expect(copied.plagiarismState).toBe('checked');
    expect(copied.plagiarismScore).toBeGreaterThan(0.4);
    expect(copied.plagiarismPassages).toHaveLength(1);
    expect(copied.plagiarismPassages![0]).toMatchObject({ essay_id: first, page_number: 1 });
    expect(copied.plagiarismPassages![0]!.text.replace(/\s+/g, ' ')).toContain(
      'Photosynthesis is the process by which green plants',
    );
    const clean = await em.findOneOrFail(Essay, { id: original });
    expect([clean.plagiarismState, clean.plagiarismScore, clean.plagiarismPassages]).toEqual([
      'checked',
      0,
      [],
    ]);
  });
});

describe('essay review: Comment Library', () => {
  it('should keep each tutor’s reusable comments to themselves, by category', async () => {
    const sam = await signIn(t, 'tutor');
    const lucia = await signIn(t, 'tutor.lucia');
    const praise = await sam.api.call('createContentLibraryItem', {
      body: { category: 6, text: 'Great hook!' },
    });
    await sam.api.call('createContentLibraryItem', { body: { category: 3, text: 'Cite this source.' } });
    expect(
      (await sam.api.call('contentLibrary', { query: { category: 6 } })).map((item) => item.text),
    ).toEqual(['Great hook!']);
    const changed = await sam.api.call('updateContentLibraryItem', {
      params: { id: praise.id },
      body: { text: 'Great hook, it made me read on!' },
    });
    expect(changed).toMatchObject({ id: praise.id, category: 6, text: 'Great hook, it made me read on!' });
    expect(await lucia.api.call('contentLibrary')).toEqual([]);
    expect(
      (await failure(lucia.api.call('deleteContentLibraryItem', { params: { id: praise.id } }))).status,
    ).toBe(404);
    expect(
      (
        await failure(
          lucia.api.call('updateContentLibraryItem', {
            params: { id: praise.id },
            body: { text: 'Mine now' },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await sam.api.call('contentLibrary', { query: { category: 6 } }))[0]?.text).toBe(
      'Great hook, it made me read on!',
    );
    await sam.api.call('deleteContentLibraryItem', { params: { id: praise.id } });
    expect((await sam.api.call('contentLibrary')).map((item) => item.category)).toEqual([3]);
  });

  it('should refuse an empty comment, a category outside 1 to 6 and a change of nothing', async () => {
    const sam = await signIn(t, 'tutor');
    const blank = await failure(
      sam.api.call('createContentLibraryItem', { body: { category: 1, text: '   ' } }),
    );
    expect([blank.status, JSON.stringify(blank.details)]).toEqual([400, expect.stringContaining('text')]);
    const seventh = await failure(
      sam.api.call('createContentLibraryItem', { body: { category: 7 as never, text: 'Hello' } }),
    );
    expect([seventh.status, JSON.stringify(seventh.details)]).toEqual([
      400,
      expect.stringContaining('category'),
    ]);
    const kept = await sam.api.call('createContentLibraryItem', {
      body: { category: 2, text: 'Double-space it.' },
    });
    const nothing = await failure(
      sam.api.call('updateContentLibraryItem', { params: { id: kept.id }, body: {} }),
    );
    expect(nothing.status).toBe(400);
    expect(
      (await sam.api.call('contentLibrary', { query: { category: 2 } })).map((item) => item.text),
    ).toEqual(['Double-space it.']);
  });
});
