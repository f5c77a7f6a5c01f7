import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFRef,
  PDFString,
  StandardFonts,
} from '@cantoo/pdf-lib';
import {
  type AnnotationCategoryId,
  annotationCategory,
  categoryRgb,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { markCorner, numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import type { ReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import type { AnnotationQuad } from './coordinates.js';
import { num, pt } from './content-stream.js';
import { drawMarkNumbers, removeMarkNumbers } from './mark-numbers.js';
import { addReviewPages, removeReviewPages } from './review-pages.js';

/**
 * A tutor's comment to write into the PDF, with the review's fields (spec: Annotation). Positions are PDF user space of
 * page `pageNumber` (see coordinates.ts): `quads` make it a highlight; otherwise (`x`, `y`) is
 * the point the tutor clicked to pin it, where the note icon's top-left corner goes.
 */
export interface PdfAnnotation {
  id: number | string;
  comment: string;
  category: number;
  /** 1 for the first page. */
  pageNumber: number;
  x?: number | null;
  y?: number | null;
  quads?: readonly AnnotationQuad[] | null;
  createdAt?: Date;
  /** Hidden annotations (rejected suggestions) stay in the review but never reach the PDF. */
  hidden?: boolean;
}

/** Category names written into the PDF, by id; the spec's English names where one is missing. */
export type CategoryNames = Partial<Record<AnnotationCategoryId, string>>;

/**
 * Lantern's source marker. Every annotation Lantern writes has /T (the author readers show) set
 * to LANTERN_AUTHOR and /NM (the annotation's unique name, kept by every reader and by XFDF)
 * made of LANTERN_NAME_PREFIX and our id; /LanternCategory keeps the category number, which no
 * standard key holds. An annotation whose /NM lacks the prefix came from somewhere else.
 */
export const LANTERN_AUTHOR = 'Lantern';
export const LANTERN_NAME_PREFIX = 'lantern:';
export const CATEGORY_KEY = 'LanternCategory';

/** A sticky-note icon is 24 points square, the size Acrobat gives its own. */
export const NOTE_SIZE_PT = 24;
const POPUP_WIDTH_PT = 216;
const POPUP_HEIGHT_PT = 108;

/** Thrown when an annotation cannot be placed (no such page, no position, unknown category). */
export class InvalidAnnotationError extends Error {
  readonly annotationId: number | string;
  readonly reason: string;

  constructor(annotationId: number | string, reason: string) {
    super(`Annotation ${annotationId}: ${reason}`);
    this.name = 'InvalidAnnotationError';
    this.annotationId = annotationId;
    this.reason = reason;
  }
}

/** What /Contents says: the category's name, then the comment. */
export function noteText(annotation: Pick<PdfAnnotation, 'category' | 'comment'>, names: CategoryNames = {}) {
  return `${categoryName(annotation.category, names)}: ${annotation.comment}`;
}

function categoryName(category: number, names: CategoryNames) {
  return (isAnnotationCategoryId(category) && names[category]) || annotationCategory(category)?.name || '';
}

/**
 * The review as paper can show it, for the student to keep: the tutor's summary, and the words
 * that a printed page would otherwise lose (a pop-up does not print).
 */
export interface ReviewForPaper {
  summary: string;
  words: ReviewPdfWords;
}

/**
 * The original PDF with the review's visible annotations written into it as real PDF
 * annotations, readable in any PDF reader: a /Highlight over each highlighted passage and a /Text
 * note at each pinned comment, coloured by category, each with a closed /Popup holding its text.
 * With `review`, each mark also gets a printed number beside it and review pages follow the essay:
 * the summary and every comment under the same number, with its category.
 * What Lantern wrote into this file before is replaced, so writing twice does not double it; the
 * student's own content and other annotations are left alone.
 *
 * @param names category names in the student's language; English otherwise.
 * @throws InvalidAnnotationError for an annotation that cannot be placed.
 */
export async function writeAnnotatedPdf(
  original: Uint8Array,
  annotations: readonly PdfAnnotation[],
  names: CategoryNames = {},
  review?: ReviewForPaper,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  removeReviewPages(doc);
  const pages = doc.getPages();
  for (const page of pages) {
    removeLanternAnnotations(page);
    removeMarkNumbers(page);
  }

  const placed = annotations
    .filter((annotation) => !annotation.hidden)
    .map((annotation) => {
      const where = placement(annotation);
      const page = pages[annotation.pageNumber - 1];
      if (!page) throw new InvalidAnnotationError(annotation.id, `there is no page ${annotation.pageNumber}`);
      return { annotation, where, page };
    });
  for (const { annotation, where, page } of placed) {
    const text = noteText(annotation, names);
    const subject = categoryName(annotation.category, names);
    if (where.kind === 'highlight') addHighlight(doc, page, annotation, where.quads, text, subject);
    else addNote(doc, page, annotation, where.x, where.y, text, subject);
  }
  if (!review) return doc.save();

  // The editor and the student's screen number by the same rule: comment 3 is the same comment.
  const numbered = numberComments(
    placed.map((mark) => ({
      ...mark,
      id: mark.annotation.id,
      page_number: mark.annotation.pageNumber,
      x: mark.annotation.x ?? null,
      y: mark.annotation.y ?? null,
      quads: mark.annotation.quads ?? null,
      created_at: Math.floor((mark.annotation.createdAt?.getTime() ?? 0) / 1000),
    })),
  ).map(({ comment, number }) => ({ ...comment, number: number! }));
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of new Set(placed.map((mark) => mark.page)))
    drawMarkNumbers(
      page,
      font,
      numbered
        .filter((mark) => mark.page === page)
        .map((mark) => {
          const { annotation, where, number } = mark;
          const at = markCorner(mark);
          // Above the left end of a highlight; at the top-right corner of a note's icon.
          const x = where.kind === 'note' ? at.left + NOTE_SIZE_PT : at.left;
          return { x, top: at.top, category: annotation.category as AnnotationCategoryId, number };
        }),
    );
  await addReviewPages(doc, {
    summary: review.summary,
    words: review.words,
    comments: numbered.map(({ annotation, number }) => ({
      number,
      categoryName: categoryName(annotation.category, names),
      colour: categoryRgb(annotation.category as AnnotationCategoryId),
      pageNumber: annotation.pageNumber,
      comment: annotation.comment,
    })),
  });
  return doc.save();
}

export type Placement =
  { kind: 'highlight'; quads: readonly AnnotationQuad[] } | { kind: 'note'; x: number; y: number };

/**
 * What an annotation becomes: quads make a highlight, else a point makes a pinned note.
 *
 * @throws InvalidAnnotationError for an unknown category or an annotation with neither.
 */
export function placement(annotation: PdfAnnotation): Placement {
  if (!isAnnotationCategoryId(annotation.category))
    throw new InvalidAnnotationError(annotation.id, `category ${annotation.category} is not 1 to 6`);
  if (annotation.quads?.length) return { kind: 'highlight', quads: annotation.quads };
  if (isFiniteNumber(annotation.x) && isFiniteNumber(annotation.y))
    return { kind: 'note', x: annotation.x, y: annotation.y };
  throw new InvalidAnnotationError(annotation.id, 'it has neither quads nor a point');
}

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isLanternAnnotation(dict: PDFDict): boolean {
  return textOf(dict.lookup(PDFName.of('NM')))?.startsWith(LANTERN_NAME_PREFIX) ?? false;
}

/** A PDF text string's value, whichever of the two encodings it was written in. */
export function textOf(value: unknown): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
}

function removeLanternAnnotations(page: PDFPage) {
  const annots = page.node.Annots();
  if (!annots) return;
  const lantern = new Set<PDFRef>();
  for (const ref of annots.asArray()) {
    const dict = page.doc.context.lookup(ref);
    if (!(ref instanceof PDFRef) || !(dict instanceof PDFDict)) continue;
    if (isLanternAnnotation(dict)) lantern.add(ref);
    const parent = dict.get(PDFName.of('Parent'));
    if (parent instanceof PDFRef) {
      const parentDict = page.doc.context.lookup(parent);
      if (parentDict instanceof PDFDict && isLanternAnnotation(parentDict)) lantern.add(ref);
    }
  }
  for (const ref of lantern) {
    page.node.removeAnnot(ref);
    page.doc.context.delete(ref);
  }
}

/** Fields every Lantern annotation has: the marker, the text, the colour, the dates. */
function markupFields(page: PDFPage, annotation: PdfAnnotation, text: string, subject: string) {
  const date = PDFString.fromDate(annotation.createdAt ?? new Date());
  return {
    Type: 'Annot',
    P: page.ref,
    NM: PDFHexString.fromText(`${LANTERN_NAME_PREFIX}${annotation.id}`),
    T: PDFHexString.fromText(LANTERN_AUTHOR),
    Subj: PDFHexString.fromText(subject),
    Contents: PDFHexString.fromText(text),
    C: categoryRgb(annotation.category as AnnotationCategoryId),
    CreationDate: date,
    M: date,
    [CATEGORY_KEY]: annotation.category,
  };
}

const AnnotationFlag = { print: 4, noZoom: 8, noRotate: 16 } as const;

function addHighlight(
  doc: PDFDocument,
  page: PDFPage,
  annotation: PdfAnnotation,
  quads: readonly AnnotationQuad[],
  text: string,
  subject: string,
) {
  const xs = quads.flatMap((quad) => quad.map(([x]) => x));
  const ys = quads.flatMap((quad) => quad.map(([, y]) => y));
  const rect: Box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const [r, g, b] = categoryRgb(annotation.category as AnnotationCategoryId);
  // Multiply keeps the text under the colour black, as a highlighter pen does.
  const paths = quads
    .map(([ul, ur, ll, lr]) => `${pt(ul)} m ${pt(ur)} l ${pt(lr)} l ${pt(ll)} l h`)
    .join(' ');
  const appearance = doc.context.register(
    doc.context.stream(`/Multiply gs ${num(r)} ${num(g)} ${num(b)} rg ${paths} f`, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: rect,
      Resources: { ExtGState: { Multiply: { Type: 'ExtGState', BM: 'Multiply' } } },
    }),
  );
  const ref = doc.context.register(
    doc.context.obj({
      ...markupFields(page, annotation, text, subject),
      Subtype: 'Highlight',
      Rect: rect,
      QuadPoints: quads.flatMap((quad) => quad.flat()),
      F: AnnotationFlag.print,
      AP: { N: appearance },
    }),
  );
  attach(doc, page, ref, rect);
}

function addNote(
  doc: PDFDocument,
  page: PDFPage,
  annotation: PdfAnnotation,
  x: number,
  y: number,
  text: string,
  subject: string,
) {
  const rect: Box = [x, y - NOTE_SIZE_PT, x + NOTE_SIZE_PT, y];
  const [r, g, b] = categoryRgb(annotation.category as AnnotationCategoryId);
  // A speech bubble in the category's colour with three lines of "text", drawn here because
  // readers differ in whether (and how) they draw a note that brings no appearance of its own.
  const icon =
    `${num(r)} ${num(g)} ${num(b)} rg 0 G 1 w 1.5 7 21 15.5 re 5 7 m 5 1.5 l 11 7 l h B ` +
    `0 g 5 17 m 19 17 l 5 13.5 m 19 13.5 l 5 10 m 14 10 l S`;
  const appearance = doc.context.register(
    doc.context.stream(icon, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, NOTE_SIZE_PT, NOTE_SIZE_PT] }),
  );
  const ref = doc.context.register(
    doc.context.obj({
      ...markupFields(page, annotation, text, subject),
      Subtype: 'Text',
      Rect: rect,
      Name: 'Comment',
      Open: false,
      F: AnnotationFlag.print | AnnotationFlag.noZoom | AnnotationFlag.noRotate,
      AP: { N: appearance },
    }),
  );
  attach(doc, page, ref, rect);
}

type Box = [number, number, number, number];

/** Adds the annotation and its closed popup (beside it, inside the page) to the page. */
function attach(doc: PDFDocument, page: PDFPage, ref: PDFRef, [, , right, top]: Box) {
  const { x: left, y: bottom, width, height } = page.getCropBox();
  const x = Math.max(left, Math.min(right + 4, left + width - POPUP_WIDTH_PT));
  const y = Math.max(bottom + POPUP_HEIGHT_PT, Math.min(top, bottom + height));
  const popup = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Popup',
      Parent: ref,
      Rect: [x, y - POPUP_HEIGHT_PT, x + POPUP_WIDTH_PT, y],
      Open: false,
    }),
  );
  doc.context.lookup(ref, PDFDict).set(PDFName.of('Popup'), popup);
  page.node.addAnnot(ref);
  page.node.addAnnot(popup);
}
