import {
  archiveRefusal,
  WORD_ARCHIVE_LIMITS,
  WORD_DOCUMENT_PART,
  type WordArchiveRefusal,
} from '@lantern/shared/domain/files/word-archive';
import { ArchiveLimitPassed, CheckedArchive } from './checked-archive.js';

export type WordArchiveCheck =
  { outcome: 'ok' } | { outcome: 'unreadable' } | { outcome: 'refused'; refusal: WordArchiveRefusal };

/**
 * A Word file's ZIP package judged before it is accepted (shared rules, `archiveRefusal`): first
 * its central directory (entry count, declared inflated size, ratio, the document part), read
 * without inflating anything; then every entry inflated and counted, discarding the bytes, and
 * stopped as soon as the count passes what the directory declared.
 */
export async function checkWordArchive(bytes: Buffer): Promise<WordArchiveCheck> {
  const opened = await CheckedArchive.open(bytes, WORD_ARCHIVE_LIMITS);
  if (opened.outcome !== 'ok') return opened;
  const archive = opened.archive;
  try {
    const refusal = archiveRefusal({
      ...archive.declared,
      hasDocumentPart: archive.entries.some((entry) => entry.fileName === WORD_DOCUMENT_PART),
    });
    if (refusal) return { outcome: 'refused', refusal };
    for (const entry of archive.entries) {
      if (entry.fileName.endsWith('/')) continue;
      for await (const _chunk of archive.inflate(entry));
    }
    return { outcome: 'ok' };
  } catch (error) {
    if (error instanceof ArchiveLimitPassed) return { outcome: 'refused', refusal: error.refusal };
    // A damaged entry, an encrypted one, a method other than stored or deflated.
    return { outcome: 'unreadable' };
  } finally {
    archive.close();
  }
}
