// Runs on the worker pool's threads (HeavyWork), never on the API's event loop: parsing a PDF
// someone sent can take as much time and memory as its author wanted it to.
import { PDFDocument } from '@cantoo/pdf-lib';

/**
 * Whether bytes that start like a PDF open as one: its objects parse and it has a page. A header
 * over HTML or a truncated file is refused at the door instead of failing the conversion later.
 * The same load options as the merge, so what passes here opens there (the empty password opens
 * files locked only against editing).
 */
export async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, password: '' });
    // A file without a catalogue loads leniently and only fails when its pages are counted.
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
