import { PDFDocument, type PDFPage } from '@cantoo/pdf-lib';

/** Thrown when one of the PDFs cannot be parsed (or is password-protected); `index` says which (0-based). */
export class UnreadablePdfError extends Error {
  readonly index: number;

  constructor(index: number, options?: { cause?: unknown }) {
    super(`PDF ${index + 1} could not be read`, options);
    this.name = 'UnreadablePdfError';
    this.index = index;
  }
}

/**
 * One PDF holding every page of the given PDFs, in order (a student's several files become the
 * single document a tutor reviews). Pages keep their size, rotation and existing annotations.
 * The result is never encrypted, so passing even a single uploaded PDF through here gives a file
 * the annotation writer can always open.
 *
 * @throws UnreadablePdfError when a PDF cannot be parsed or needs a password to be opened.
 * @throws RangeError when there is no PDF at all.
 */
export async function mergePdfs(pdfs: readonly Uint8Array[]): Promise<Uint8Array> {
  // A PDF without pages is one many readers refuse to open.
  if (pdfs.length === 0) throw new RangeError('mergePdfs needs at least one PDF');
  const merged = await PDFDocument.create();
  for (const [index, bytes] of pdfs.entries()) {
    let pages: PDFPage[];
    try {
      // The empty password opens files that are only locked against editing (an owner password,
      // as some school tools write), so they can be reviewed; a file that needs a password to be
      // read at all is still refused.
      const source = await PDFDocument.load(bytes, { updateMetadata: false, password: '' });
      // pdf-lib parses leniently: a damaged file can load and only fail once its pages are read.
      pages = await merged.copyPages(source, source.getPageIndices());
    } catch (error) {
      throw new UnreadablePdfError(index, { cause: error });
    }
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}
