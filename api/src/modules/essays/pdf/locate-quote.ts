import type { AnnotationQuad } from './coordinates.js';
import { withPdf } from './pdfjs.js';

/** The part of a pdf.js text item this module reads: its text, where it starts and how big it is. */
export interface PositionedTextItem {
  str: string;
  hasEOL: boolean;
  /** `[a, b, c, d, e, f]`: the text's baseline starts at (e, f) in PDF user space. */
  transform: number[];
  width: number;
  height: number;
}

export interface QuotePlacement {
  quads: AnnotationQuad[] | null;
  /** Where a pinned note goes when the quote is not found: the page's top-left margin. */
  x: number;
  y: number;
}

const MARGIN_PT = 36;
/** Glyphs reach below the baseline by about this share of the font size. */
const DESCENT = 0.2;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds `quote` in a page's text items, whitespace and case aside, and returns one quad per text
 * item it covers, cut in proportion to the characters covered (pdf.js gives items, not glyphs, so
 * this is as close as the text layer allows). Null when the page does not contain it.
 */
export function quadsForQuote(items: readonly PositionedTextItem[], quote: string): AnnotationQuad[] | null {
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  let text = '';
  const spans: { item: PositionedTextItem; start: number; end: number }[] = [];
  for (const item of items) {
    spans.push({ item, start: text.length, end: text.length + item.str.length });
    text += item.str;
    text += item.hasEOL ? '\n' : '';
  }
  const match = new RegExp(words.map(escape).join('\\s*'), 'iu').exec(text);
  if (!match) return null;
  const from = match.index;
  const to = from + match[0].length;
  const quads: AnnotationQuad[] = [];
  for (const { item, start, end } of spans) {
    if (end <= from || start >= to || item.str.length === 0) continue;
    const [, , , d = 0, e = 0, f = 0] = item.transform;
    const size = item.height || Math.abs(d);
    const left = e + (item.width * (Math.max(from, start) - start)) / item.str.length;
    const right = e + (item.width * (Math.min(to, end) - start)) / item.str.length;
    const top = f + size;
    const bottom = f - size * DESCENT;
    quads.push([
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ]);
  }
  return quads.length ? quads : null;
}

/** Where a quoted passage sits on a page of the PDF (1 for the first), or the page's corner when it cannot be found. */
export async function locateQuote(
  bytes: Uint8Array,
  pageNumber: number,
  quote: string,
): Promise<QuotePlacement> {
  return withPdf(bytes, async (pdf) => {
    const page = await pdf.getPage(Math.min(Math.max(1, pageNumber), pdf.numPages));
    const [x0 = 0, , , y1 = 792] = page.view;
    const content = await page.getTextContent();
    const items = content.items.filter((item): item is PositionedTextItem & typeof item => 'str' in item);
    const quads = quadsForQuote(items, quote);
    page.cleanup();
    return { quads, x: x0 + MARGIN_PT, y: y1 - MARGIN_PT };
  });
}
