import { PDFArray, PDFName, type PDFFont, type PDFPage, PDFRef } from '@cantoo/pdf-lib';
import { type AnnotationCategoryId, categoryRgb } from '@lantern/shared/domain/essays/annotation-categories';
import { num } from './content-stream.js';

/** Where a mark's number goes (PDF user space: `x` its centre, `top` the mark's top) and its colour. */
export interface MarkNumber {
  x: number;
  top: number;
  category: AnnotationCategoryId;
  number: number;
}

/**
 * The page key listing the content streams Lantern added for the numbers beside the marks (a `q`
 * before the page's own content, its `Q` and the numbers after), so a second writing finds and
 * removes them.
 */
const MARK_NUMBERS_KEY = 'LanternMarkNumbers';
const NUMBER_SIZE_PT = 7;
const BADGE_RADIUS_PT = 5.5;

/**
 * Draws each mark's number in a small white disc ringed in the category's colour, into the page's
 * content (so every reader prints it). The page's own content is wrapped in q/Q first, so whatever state it leaves
 * cannot move or recolour the numbers.
 */
export function drawMarkNumbers(page: PDFPage, font: PDFFont, marks: readonly MarkNumber[]) {
  const fontKey = page.node.newFontDictionary('LanternNumber', font.ref);
  const { x: left, y: bottom, width, height } = page.getCropBox();
  const operators = marks.map(({ x, top, category, number }) => {
    const cx = clamp(x, left, left + width);
    const cy = clamp(top + BADGE_RADIUS_PT / 2, bottom, bottom + height);
    const [r, g, b] = categoryRgb(category);
    const text = String(number);
    const textWidth = font.widthOfTextAtSize(text, NUMBER_SIZE_PT);
    const radius = Math.max(BADGE_RADIUS_PT, textWidth / 2 + 1.5);
    return (
      `1 1 1 rg ${num(r)} ${num(g)} ${num(b)} RG 1.2 w ${circle(cx, cy, radius)} B ` +
      `BT 0 g ${fontKey.asString()} ${NUMBER_SIZE_PT} Tf ` +
      `${num(cx - textWidth / 2)} ${num(cy - NUMBER_SIZE_PT * 0.36)} Td ${font.encodeText(text).toString()} Tj ET`
    );
  });
  const context = page.doc.context;
  const start = context.register(context.stream('q'));
  const end = context.register(context.stream('Q'));
  const numbers = context.register(context.stream(`q ${operators.join(' ')} Q`));
  page.node.wrapContentStreams(start, end);
  page.node.addContentStream(numbers);
  page.node.set(PDFName.of(MARK_NUMBERS_KEY), context.obj([start, end, numbers]));
}

/** Takes out the numbers an earlier writing drew, before the marks are written again. */
export function removeMarkNumbers(page: PDFPage) {
  const added = page.node.lookupMaybe(PDFName.of(MARK_NUMBERS_KEY), PDFArray);
  if (!added) return;
  const refs = new Set(added.asArray());
  const contents = page.node.Contents();
  if (contents instanceof PDFArray)
    for (let index = contents.size() - 1; index >= 0; index -= 1)
      if (refs.has(contents.get(index))) contents.remove(index);
  for (const ref of refs) if (ref instanceof PDFRef) page.doc.context.delete(ref);
  page.node.delete(PDFName.of(MARK_NUMBERS_KEY));
}

/** A circle as four Bézier curves (the usual 0.5523 approximation). */
function circle(cx: number, cy: number, r: number) {
  const k = r * 0.5523;
  return (
    `${num(cx + r)} ${num(cy)} m ` +
    `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c ` +
    `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c ` +
    `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c ` +
    `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c h`
  );
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
