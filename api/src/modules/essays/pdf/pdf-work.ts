// Runs on the worker pool's threads (HeavyWork), never on the API's event loop: everything here
// parses or writes whole PDFs. Expected failures come back as values, because an error crossing
// from a thread keeps its message but loses its class and fields.
import {
  type CategoryNames,
  InvalidAnnotationError,
  type PdfAnnotation,
  type ReviewForPaper,
  writeAnnotatedPdf,
} from './annotated-pdf.js';
import { imagesToPdf, UnreadableImageError } from './images-to-pdf.js';
import { mergePdfs, UnreadablePdfError } from './merge-pdfs.js';
import { type EssayText, essayTextOf } from './pdf-text.js';

/** A PDF made, or which input (0-based) could not be read. */
export type PdfOrUnreadable = { pdf: Uint8Array } | { unreadable: number };

export function essayText(pdf: Uint8Array): Promise<EssayText> {
  return essayTextOf(pdf);
}

export async function merged(pdfs: Uint8Array[]): Promise<PdfOrUnreadable> {
  try {
    return { pdf: await mergePdfs(pdfs) };
  } catch (error) {
    if (error instanceof UnreadablePdfError) return { unreadable: error.index };
    throw error;
  }
}

export async function fromImages(images: Uint8Array[]): Promise<PdfOrUnreadable> {
  try {
    return { pdf: await imagesToPdf(images) };
  } catch (error) {
    if (error instanceof UnreadableImageError) return { unreadable: error.index };
    throw error;
  }
}

export async function annotated(request: {
  original: Uint8Array;
  annotations: PdfAnnotation[];
  names: CategoryNames;
  review?: ReviewForPaper;
}): Promise<{ pdf: Uint8Array } | { invalid: { annotationId: number | string; reason: string } }> {
  try {
    return {
      pdf: await writeAnnotatedPdf(request.original, request.annotations, request.names, request.review),
    };
  } catch (error) {
    if (error instanceof InvalidAnnotationError)
      return { invalid: { annotationId: error.annotationId, reason: error.reason } };
    throw error;
  }
}
