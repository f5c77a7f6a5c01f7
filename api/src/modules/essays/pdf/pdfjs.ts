import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { getDocument, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js fetches these on demand by path in Node: fonts for the 14 standard fonts, CMaps for CJK
// text, wasm decoders for JPEG 2000 and JBIG2 scans. Without them text of such PDFs comes out empty.
const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const ASSETS = {
  standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_ROOT, 'cmaps') + '/',
  wasmUrl: join(PDFJS_ROOT, 'wasm') + '/',
  iccUrl: join(PDFJS_ROOT, 'iccs') + '/',
};

/**
 * Opens a PDF with pdf.js (legacy build, the one meant for Node), hands it to `use` and always
 * releases it afterwards. The bytes are copied: pdf.js may detach the buffer it is given.
 */
export async function withPdf<T>(bytes: Uint8Array, use: (pdf: PDFDocumentProxy) => Promise<T>): Promise<T> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    ...ASSETS,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await use(await task.promise);
  } finally {
    await task.destroy();
  }
}
