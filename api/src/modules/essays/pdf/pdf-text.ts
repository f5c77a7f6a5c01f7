import { withPdf } from './pdfjs.js';

/** The part of a pdf.js `getTextContent()` item this module reads (marked-content items have no `str`). */
export type TextContentItem = { str: string; hasEOL: boolean } | { type: string };

/**
 * The text of each page of a PDF, page 1 first (`result[0]`), lines separated by "\n". A page
 * with no text layer (a scan) gives "". Used for plagiarism fingerprints, so the order is the
 * content stream's reading order as pdf.js reconstructs it, not a layout-perfect rendering.
 *
 * @throws pdf.js's InvalidPDFException (or PasswordException) when the file cannot be opened.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  return withPdf(bytes, async (pdf) => {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(textOfItems(content.items));
      page.cleanup();
    }
    return pages;
  });
}

/**
 * Joins a page's text items as pdf.js reports them; kept apart from the loading so the browser
 * editor, which has its own pdf.js document, can build the same text (and so the same character
 * offsets) for a page it has already loaded.
 */
export function textOfItems(items: readonly TextContentItem[]): string {
  let text = '';
  for (const item of items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text.replace(/[ \t]+\n/g, '\n').trimEnd();
}

/** Pages are joined with a blank line, so a passage never runs from one page into the next. */
const PAGE_SEPARATOR = '\n\n';

export interface EssayText {
  text: string;
  /** Where each page starts in `text`, page 1 first. */
  pageOffsets: number[];
}

/** The text of a PDF as Lantern stores and fingerprints it. */
export async function essayTextOf(pdf: Uint8Array): Promise<EssayText> {
  const pages = await extractPdfText(pdf);
  const pageOffsets: number[] = [];
  let text = '';
  for (const [index, page] of pages.entries()) {
    if (index > 0) text += PAGE_SEPARATOR;
    pageOffsets.push(text.length);
    text += page;
  }
  return { text, pageOffsets };
}
