import { PDFDocument } from '@cantoo/pdf-lib';
import { numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import { essayReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import { describe, expect, it } from 'vitest';
import type { EssayAnnotation } from './entities/essay-annotation.entity.js';
import { toAnnotation, toPdfAnnotation, toReviewedAnnotation } from './essay-review.mapper.js';
import { writeAnnotatedPdf } from './pdf/annotated-pdf.js';
import { extractPdfText } from './pdf/pdf-text.js';

const created = new Date('2026-11-23T20:15:00.250Z');
const later = (ms: number) => new Date(created.getTime() + ms);

function stored(
  id: string,
  comment: string,
  place: Partial<Pick<EssayAnnotation, 'pageNumber' | 'x' | 'y' | 'quads' | 'hidden' | 'createdAt'>>,
): EssayAnnotation {
  // The mappers read only these columns.
  return {
    id,
    comment,
    category: 6,
    pageNumber: 1,
    x: null,
    y: null,
    quads: null,
    hidden: false,
    suggestion: null,
    revision: 1,
    createdAt: created,
    updatedAt: created,
    deletedAt: null,
    ...place,
  } as unknown as EssayAnnotation;
}

/** One line of text from `left` to `right` whose top edge is at `top`. */
const line = (top: number, left: number, right: number) => [
  [
    [left, top],
    [right, top],
    [left, top - 14],
    [right, top - 14],
  ] as [[number, number], [number, number], [number, number], [number, number]],
];

/**
 * Marks where rules that merely look alike part ways: a hidden comment above the rest, two
 * highlights on one line whose right one sits a point higher and was written first, two notes at
 * one spot written within the same second, and one on the next page.
 */
const comments = [
  stored('a0000000-0000-4000-8000-000000000001', 'Hidden from the student.', {
    y: 760,
    x: 72,
    hidden: true,
  }),
  stored('a0000000-0000-4000-8000-000000000002', 'Right end of the line.', {
    quads: line(701, 320, 420),
    createdAt: later(-60_000),
  }),
  stored('a0000000-0000-4000-8000-000000000003', 'Left end of the line.', { quads: line(700, 72, 300) }),
  stored('a0000000-0000-4000-8000-000000000005', 'Note B at one spot.', {
    x: 300,
    y: 400,
    createdAt: later(100),
  }),
  stored('a0000000-0000-4000-8000-000000000004', 'Note A at one spot.', {
    x: 300,
    y: 400,
    createdAt: later(600),
  }),
  stored('a0000000-0000-4000-8000-000000000006', 'On the second page.', { pageNumber: 2, x: 72, y: 720 }),
];

async function twoPages(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  doc.addPage([612, 792]);
  return doc.save();
}

describe('comment numbers', () => {
  it('are the same in the annotated PDF as on the tutor’s editor and the student’s reviewed essay', async () => {
    const editor = numberComments(comments.map(toAnnotation));
    const student = numberComments(comments.filter((note) => !note.hidden).map(toReviewedAnnotation));
    const onScreen = editor
      .filter(({ number }) => number !== null)
      .map(({ comment, number }) => `${number} ${comment.comment}`);
    expect(student.map(({ comment, number }) => `${number} ${comment.comment}`)).toEqual(onScreen);
    expect(onScreen).toEqual([
      '1 Left end of the line.',
      '2 Right end of the line.',
      '3 Note A at one spot.',
      '4 Note B at one spot.',
      '5 On the second page.',
    ]);

    const pdf = await writeAnnotatedPdf(
      await twoPages(),
      comments.map(toPdfAnnotation),
      {},
      {
        summary: 'Clear.',
        words: essayReviewPdfWords('en'),
      },
    );

    // The summary page lists every comment after its number, in number order.
    const summary = (await extractPdfText(pdf))[2]!.replace(/\s+/g, ' ');
    const printed = [...summary.matchAll(/(\d+) Praise · page \d+ ([^.]+\.)/g)].map(
      ([, number, text]) => `${number} ${text}`,
    );
    expect(printed).toEqual(onScreen);
  });
});
