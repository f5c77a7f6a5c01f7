import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import { PDFBool, type PDFDocument, PDFName, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import type { ReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import { wrapText } from './wrap-text.js';

/** What the review pages say: the tutor's summary and every comment under its number. */
export interface ReviewPagesContent {
  summary: string;
  comments: readonly ReviewPageComment[];
  words: ReviewPdfWords;
}

export interface ReviewPageComment {
  number: number;
  categoryName: string;
  /** The category's colour, 0 to 1 each. */
  colour: readonly [number, number, number];
  pageNumber: number;
  comment: string;
}

/** Set on every page Lantern adds, so writing the PDF again replaces them instead of adding more. */
export const REVIEW_PAGE_KEY = 'LanternReviewPage';

const MARGIN = 56;
const TITLE_SIZE = 16;
const HEADING_SIZE = 13;
const BODY_SIZE = 11;
const LEADING = 15;
const BADGE_RADIUS = 8;
const COMMENT_INDENT = 26;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

// DejaVu Sans ships with the API (an npm dependency, not the host's fonts) and covers Latin with
// every accent, Greek, Cyrillic, Armenian, Georgian and Hebrew; the standard PDF fonts stop at
// Windows-1252. Read once per worker thread, embedded as a subset of the characters used.
const FONT_FOLDER = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
let fontFiles: Promise<[Uint8Array, Uint8Array]> | undefined;
function reviewFontFiles(): Promise<[Uint8Array, Uint8Array]> {
  fontFiles ??= Promise.all([
    readFile(FONT_FOLDER),
    readFile(FONT_FOLDER.replace(/DejaVuSans\.ttf$/, 'DejaVuSans-Bold.ttf')),
  ]);
  return fontFiles;
}

/** Removes the review pages an earlier writing added. */
export function removeReviewPages(doc: PDFDocument): void {
  for (let index = doc.getPageCount() - 1; index >= 0; index -= 1)
    if (doc.getPage(index).node.get(PDFName.of(REVIEW_PAGE_KEY)) === PDFBool.True) doc.removePage(index);
}

/**
 * Appends the review pages, the size of the essay's first page: a title, the tutor's summary,
 * then each comment as "number, category, page" over its words. Long texts wrap and run onto as
 * many pages as they need.
 */
export async function addReviewPages(doc: PDFDocument, content: ReviewPagesContent): Promise<void> {
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await reviewFontFiles();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const { width, height } = doc.getPageCount() ? doc.getPage(0).getSize() : { width: 612, height: 792 };
  const textWidth = width - 2 * MARGIN;

  let page!: PDFPage;
  let y = 0;
  const newPage = (title: string) => {
    page = doc.addPage([width, height]);
    page.node.set(PDFName.of(REVIEW_PAGE_KEY), PDFBool.True);
    y = height - MARGIN - TITLE_SIZE;
    page.drawText(title, { x: MARGIN, y, size: TITLE_SIZE, font: bold, color: INK });
    y -= TITLE_SIZE + LEADING;
  };
  /** Room for `points` more on this page, or a new page. */
  const room = (points: number) => {
    if (y - points < MARGIN) newPage(content.words.continued);
  };
  const heading = (text: string) => {
    room(HEADING_SIZE + 2 * LEADING);
    y -= 4;
    page.drawText(text, { x: MARGIN, y, size: HEADING_SIZE, font: bold, color: INK });
    y -= HEADING_SIZE + 8;
  };
  const paragraph = (text: string, left: number, font: PDFFont) => {
    for (const line of wrapText(text, textWidth - (left - MARGIN), measure(font, BODY_SIZE))) {
      room(LEADING);
      if (line) page.drawText(line, { x: left, y, size: BODY_SIZE, font, color: INK });
      y -= LEADING;
    }
  };

  newPage(content.words.title);
  heading(content.words.summary);
  paragraph(content.summary, MARGIN, regular);
  y -= LEADING / 2;
  heading(content.words.comments);
  if (!content.comments.length) paragraph(content.words.noComments, MARGIN, regular);
  for (const comment of content.comments) {
    // The comment's first line comes with its header, so a number never ends a page alone.
    room(2 * LEADING + 6);
    y -= 6;
    const [r, g, b] = comment.colour;
    const centreY = y + BODY_SIZE * 0.35;
    page.drawCircle({
      x: MARGIN + BADGE_RADIUS,
      y: centreY,
      size: BADGE_RADIUS,
      color: rgb(1, 1, 1),
      borderColor: rgb(r, g, b),
      borderWidth: 2,
    });
    const number = String(comment.number);
    const numberSize = BODY_SIZE - 2;
    page.drawText(number, {
      x: MARGIN + BADGE_RADIUS - bold.widthOfTextAtSize(number, numberSize) / 2,
      y: centreY - numberSize * 0.35,
      size: numberSize,
      font: bold,
      color: INK,
    });
    const left = MARGIN + COMMENT_INDENT;
    page.drawText(comment.categoryName, { x: left, y, size: BODY_SIZE, font: bold, color: INK });
    const where = ` · ${content.words.onPage.replace('{{page}}', String(comment.pageNumber))}`;
    page.drawText(where, {
      x: left + bold.widthOfTextAtSize(comment.categoryName, BODY_SIZE),
      y,
      size: BODY_SIZE,
      font: regular,
      color: MUTED,
    });
    y -= LEADING;
    paragraph(comment.comment, left, regular);
  }
}

const measure = (font: PDFFont, size: number) => (text: string) => font.widthOfTextAtSize(text, size);
