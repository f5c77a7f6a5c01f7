import {
  type ArchiveLimits,
  archiveLimitRefusal,
  type ArchiveRefusal,
  type ArchiveRule,
  type ArchiveStats,
} from './archive-limits.js';

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

export interface WordArchiveStats extends ArchiveStats {
  /** Whether `word/document.xml` is among the entries (unknown before they are listed: true). */
  hasDocumentPart: boolean;
}

export type WordArchiveRule = 'not_a_word_document' | ArchiveRule;

export type WordArchiveRefusal = ArchiveRefusal<WordArchiveRule>;

export const WORD_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: WORD_ARCHIVE_MAX_ENTRIES,
  maxInflatedBytes: WORD_ARCHIVE_MAX_INFLATED_BYTES,
  maxRatio: WORD_ARCHIVE_MAX_RATIO,
  ratioFloorBytes: WORD_ARCHIVE_RATIO_FLOOR_BYTES,
};

/** Why a Word file's archive is refused, the first rule it breaks; null when it may be opened. */
export function archiveRefusal(stats: WordArchiveStats): WordArchiveRefusal | null {
  // The count is known from the directory's last record, before a single entry is listed.
  if (stats.entries > WORD_ARCHIVE_MAX_ENTRIES)
    return { rule: 'too_many_entries', limit: WORD_ARCHIVE_MAX_ENTRIES, actual: stats.entries };
  if (!stats.hasDocumentPart) return { rule: 'not_a_word_document', limit: 1, actual: 0 };
  return archiveLimitRefusal(stats, WORD_ARCHIVE_LIMITS);
}
