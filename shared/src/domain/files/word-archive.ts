// What a Word file (.docx, a ZIP package) may hold before it is accepted: a small file can inflate
// to gigabytes, and LibreOffice would then try to hold all of it.

const MB = 1024 * 1024;

/** A long essay with pictures has a few dozen parts; thousands is a file made to be opened slowly. */
export const WORD_ARCHIVE_MAX_ENTRIES = 1000;
/** Everything inside, once inflated: a 40-page essay with photos stays well below this. */
export const WORD_ARCHIVE_MAX_INFLATED_BYTES = 100 * MB;
/**
 * Text compresses about ten to one, pictures not at all; a hundred to one is only reached by
 * repeating the same bytes, which is what a bomb is made of.
 */
export const WORD_ARCHIVE_MAX_RATIO = 100;
/** Below this a high ratio costs nothing (a short document of repeated styles can reach it). */
export const WORD_ARCHIVE_RATIO_FLOOR_BYTES = 10 * MB;
/** The part every Word document has: without it, the ZIP is not a document LibreOffice can open. */
export const WORD_DOCUMENT_PART = 'word/document.xml';

export interface WordArchiveStats {
  /** The file's own size. */
  archiveBytes: number;
  /** Entries in the central directory. */
  entries: number;
  /** What the central directory says everything inflates to. */
  declaredInflatedBytes: number;
  /** Whether `word/document.xml` is among the entries (unknown before they are listed: true). */
  hasDocumentPart: boolean;
  /** Bytes actually inflated so far, when the entries are being read. */
  inflatedBytes?: number;
}

export type WordArchiveRule =
  | 'not_a_word_document'
  | 'too_many_entries'
  | 'too_large_inflated'
  | 'ratio_too_high'
  | 'inflates_beyond_declared';

export interface WordArchiveRefusal {
  rule: WordArchiveRule;
  /** The limit the file broke, in the rule's unit (entries, bytes, or ratio). */
  limit: number;
  /** What the file has, in the same unit. */
  actual: number;
}

/** Why a Word file's archive is refused, the first rule it breaks; null when it may be opened. */
export function archiveRefusal(stats: WordArchiveStats): WordArchiveRefusal | null {
  // The count is known from the directory's last record, before a single entry is listed.
  if (stats.entries > WORD_ARCHIVE_MAX_ENTRIES)
    return { rule: 'too_many_entries', limit: WORD_ARCHIVE_MAX_ENTRIES, actual: stats.entries };
  if (!stats.hasDocumentPart) return { rule: 'not_a_word_document', limit: 1, actual: 0 };
  if (stats.declaredInflatedBytes > WORD_ARCHIVE_MAX_INFLATED_BYTES)
    return {
      rule: 'too_large_inflated',
      limit: WORD_ARCHIVE_MAX_INFLATED_BYTES,
      actual: stats.declaredInflatedBytes,
    };
  const ratio = stats.declaredInflatedBytes / Math.max(1, stats.archiveBytes);
  if (stats.declaredInflatedBytes > WORD_ARCHIVE_RATIO_FLOOR_BYTES && ratio > WORD_ARCHIVE_MAX_RATIO)
    return { rule: 'ratio_too_high', limit: WORD_ARCHIVE_MAX_RATIO, actual: Math.round(ratio) };
  // A directory that understates what its entries hold would let them past every rule above.
  if (stats.inflatedBytes !== undefined && stats.inflatedBytes > stats.declaredInflatedBytes)
    return {
      rule: 'inflates_beyond_declared',
      limit: stats.declaredInflatedBytes,
      actual: stats.inflatedBytes,
    };
  return null;
}
