import { setTimeout as delay } from 'node:timers/promises';
import { ParseSpeeds, PDFDocument } from '@cantoo/pdf-lib';

/** A file of a few megabytes parses in well under a second; one that takes longer is refused. */
const PDF_CHECK_TIMEOUT_MS = 5000;

/**
 * Whether bytes that start like a PDF open as one: its objects parse and it has a page. A header
 * over HTML or a truncated file is refused at the door instead of failing the conversion later.
 * pdf-lib parses the object structure without inflating page contents, a batch of objects per tick
 * so the event loop keeps answering; the same load options as the merge, so what passes here
 * opens there (the empty password opens files locked only against editing).
 */
export async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  const controller = new AbortController();
  const load = PDFDocument.load(bytes, {
    updateMetadata: false,
    password: '',
    parseSpeed: ParseSpeeds.Medium,
  })
    // A file without a catalogue loads leniently and only fails when its pages are counted.
    .then((document) => document.getPageCount() > 0)
    .catch(() => false);
  const timeout = delay(PDF_CHECK_TIMEOUT_MS, false, { signal: controller.signal }).catch(() => false);
  try {
    return await Promise.race([load, timeout]);
  } finally {
    controller.abort();
  }
}
