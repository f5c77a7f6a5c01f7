/// <reference types="vite/client" />
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type { PDFDocumentProxy, PageViewport } from 'pdfjs-dist';

// The worker is a file of the app's own build (same origin), so both apps' CSP lets it run
// without a `worker-src blob:` or any new source: workers fall back to `script-src 'self'`. It
// starts as soon as a page that draws PDFs loads this module, so its megabyte of script is ready
// by the time the PDF's bytes arrive; every document then shares it.
GlobalWorkerOptions.workerPort ??= new Worker(workerUrl, { type: 'module' });

/**
 * Opens a PDF for drawing. The options keep pdf.js inside the apps' strict CSP: no WebAssembly
 * (its image decoders would need `'wasm-unsafe-eval'`; pdf.js falls back to its JavaScript ones),
 * and no standard-font files to fetch (fonts a PDF does not embed are drawn with the system's).
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes, useWasm: false, useSystemFonts: true }).promise;
}
