import { ErrorCode } from '@lantern/shared/contracts/errors';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import {
  WORD_ARCHIVE_MAX_ENTRIES,
  WORD_ARCHIVE_MAX_INFLATED_BYTES,
  WORD_ARCHIVE_MAX_RATIO,
  WORD_DOCUMENT_PART,
  type WordArchiveRefusal,
} from '@lantern/shared/domain/files/word-archive';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../platform/http/app-error.js';
import { HeavyWork, HeavyWorkRefused, taskModule } from '../../platform/workers/heavy-work.js';
import type * as DocumentWork from './document-work.js';
import { checkWordArchive } from './word-archive.js';

const DOCUMENT_WORK = taskModule<typeof DocumentWork>(new URL('./document-work.js', import.meta.url));

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the refusals tell the client, so it can show the rules beside the error. */
const ARCHIVE_LIMITS = {
  max_entries: WORD_ARCHIVE_MAX_ENTRIES,
  max_inflated_bytes: WORD_ARCHIVE_MAX_INFLATED_BYTES,
  max_ratio: WORD_ARCHIVE_MAX_RATIO,
};

function archiveRule(refusal: WordArchiveRefusal): string {
  switch (refusal.rule) {
    case 'not_a_word_document':
      return `it is a ZIP archive without ${WORD_DOCUMENT_PART}, so not a Word document`;
    case 'too_many_entries':
      return `it holds ${refusal.actual} parts, and a Word file may hold at most ${refusal.limit}`;
    case 'too_large_inflated':
      return `it unpacks to ${formatMegabytes(refusal.actual)}, and a Word file may unpack to at most ${formatMegabytes(refusal.limit)}`;
    case 'ratio_too_high':
      return `it unpacks to ${refusal.actual} times its size, and a Word file may unpack to at most ${refusal.limit} times its size`;
    case 'inflates_beyond_declared':
      return `its parts unpack to more than the ${formatMegabytes(refusal.limit)} its table of contents declares`;
  }
}

/**
 * The one door check for documents people send (essays, teachers' instructions, chat files):
 * a Word file's archive is inspected before anything opens it (its parts are inflated as a
 * stream, counted and cut off, never held), and a PDF must parse and have a page, which the
 * worker pool finds out within its time and memory bounds. Throws a 422 naming the file and the
 * rule; the type itself was decided from the bytes.
 */
@Injectable()
export class DocumentCheck {
  constructor(@Inject(HeavyWork) private readonly work: HeavyWork) {}

  async refuseUnsafe(
    file: { bytes: Buffer; name: string; mime: string },
    where: Record<string, unknown> = {},
  ): Promise<void> {
    if (file.mime === DOCX) {
      const check = await checkWordArchive(file.bytes);
      if (check.outcome === 'refused')
        throw new AppError(
          422,
          ErrorCode.uploadArchiveRefused,
          `${file.name} was refused: ${archiveRule(check.refusal)}`,
          { ...where, ...ARCHIVE_LIMITS, rule: check.refusal.rule, actual: check.refusal.actual },
        );
      if (check.outcome === 'unreadable')
        throw new AppError(
          422,
          ErrorCode.uploadDocumentUnreadable,
          `${file.name} could not be opened as a Word document; it may be damaged or password-protected`,
          where,
        );
    }
    if (file.mime === 'application/pdf' && !(await this.pdfOpens(file.bytes)))
      throw new AppError(
        422,
        ErrorCode.uploadDocumentUnreadable,
        `${file.name} could not be opened as a PDF; it may be damaged, password-protected or not a PDF at all`,
        where,
      );
  }

  /** A PDF that needs more than the pool's bounds to open is as good as one that does not open. */
  private async pdfOpens(bytes: Buffer): Promise<boolean> {
    try {
      return await this.work.run(DOCUMENT_WORK, 'pdfOpens', bytes);
    } catch (error) {
      if (error instanceof HeavyWorkRefused) return false;
      throw error;
    }
  }
}
