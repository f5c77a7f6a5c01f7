import { Inject, Injectable } from '@nestjs/common';
import { HeavyWork, taskModule } from '../../../platform/workers/heavy-work.js';
import {
  type CategoryNames,
  InvalidAnnotationError,
  type PdfAnnotation,
  type ReviewForPaper,
} from './annotated-pdf.js';
import { UnreadableImageError } from './images-to-pdf.js';
import { UnreadablePdfError } from './merge-pdfs.js';
import type { EssayText } from './pdf-text.js';
import type * as PdfWork from './pdf-work.js';

const PDF_WORK = taskModule<typeof PdfWork>(new URL('./pdf-work.js', import.meta.url));

/**
 * The essays' PDF steps, run on the worker pool with its time and memory bounds: each throws what
 * the function it runs throws (UnreadablePdfError, InvalidAnnotationError...), and
 * HeavyWorkRefused when a bound stopped it.
 */
@Injectable()
export class EssayPdfs {
  constructor(@Inject(HeavyWork) private readonly work: HeavyWork) {}

  /** `essayTextOf`, for plagiarism and the AI. */
  text(pdf: Uint8Array): Promise<EssayText> {
    return this.work.run(PDF_WORK, 'essayText', pdf);
  }

  /** `mergePdfs`. */
  async merge(pdfs: Uint8Array[]): Promise<Uint8Array> {
    const result = await this.work.run(PDF_WORK, 'merged', pdfs);
    if ('unreadable' in result) throw new UnreadablePdfError(result.unreadable);
    return result.pdf;
  }

  /** `imagesToPdf`. */
  async fromImages(images: Uint8Array[]): Promise<Uint8Array> {
    const result = await this.work.run(PDF_WORK, 'fromImages', images);
    if ('unreadable' in result) throw new UnreadableImageError(result.unreadable);
    return result.pdf;
  }

  /** `writeAnnotatedPdf`. */
  async annotated(
    original: Uint8Array,
    annotations: PdfAnnotation[],
    names: CategoryNames,
    review?: ReviewForPaper,
  ): Promise<Uint8Array> {
    const result = await this.work.run(PDF_WORK, 'annotated', { original, annotations, names, review });
    if ('invalid' in result)
      throw new InvalidAnnotationError(result.invalid.annotationId, result.invalid.reason);
    return result.pdf;
  }
}
