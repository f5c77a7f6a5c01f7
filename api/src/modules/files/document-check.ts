import { ErrorCode } from '@lantern/shared/contracts/errors';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import {
  WORD_ARCHIVE_MAX_ENTRIES,
  WORD_ARCHIVE_MAX_INFLATED_BYTES,
  WORD_ARCHIVE_MAX_RATIO,
  WORD_DOCUMENT_PART,
  type WordArchiveRefusal,
} from '@lantern/shared/domain/files/word-archive';
import { AppError } from '../../platform/http/app-error.js';
import { pdfOpens } from './pdf-check.js';
import { checkWordArchive } from './word-archive.js';

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
 * a Word file's archive is inspected before anything opens it, and a PDF must parse and have a
 * page. Throws a 422 naming the file and the rule; the type itself was decided from the bytes.
 */
export async function refuseUnsafeDocument(
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
  if (file.mime === 'application/pdf' && !(await pdfOpens(file.bytes)))
    throw new AppError(
      422,
      ErrorCode.uploadDocumentUnreadable,
      `${file.name} could not be opened as a PDF; it may be damaged, password-protected or not a PDF at all`,
      where,
    );
}
