import {
  archiveRefusal,
  WORD_DOCUMENT_PART,
  type WordArchiveRefusal,
  type WordArchiveStats,
} from '@lantern/shared/domain/files/word-archive';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';

export type WordArchiveCheck =
  { outcome: 'ok' } | { outcome: 'unreadable' } | { outcome: 'refused'; refusal: WordArchiveRefusal };

/**
 * A Word file's ZIP package judged before it is accepted (shared rules, `archiveRefusal`): first
 * its central directory (entry count, declared inflated size, ratio, the document part), read
 * without inflating anything; then every entry inflated and counted, discarding the bytes, and
 * stopped as soon as the count passes what the directory declared. yauzl reads the directory of a
 * buffer at random and inflates through zlib's streams, so the work is bounded and off the thread.
 */
export async function checkWordArchive(bytes: Buffer): Promise<WordArchiveCheck> {
  let zip: ZipFile;
  try {
    // Sizes are checked here, against the shared limit, rather than by yauzl's own validation.
    zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    return { outcome: 'unreadable' };
  }
  try {
    const directory: WordArchiveStats = {
      archiveBytes: bytes.length,
      entries: zip.entryCount,
      declaredInflatedBytes: 0,
      hasDocumentPart: true,
    };
    const early = archiveRefusal(directory);
    if (early) return { outcome: 'refused', refusal: early };
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const stats: WordArchiveStats = {
      ...directory,
      declaredInflatedBytes: entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
      hasDocumentPart: entries.some((entry) => entry.fileName === WORD_DOCUMENT_PART),
    };
    const declared = archiveRefusal(stats);
    if (declared) return { outcome: 'refused', refusal: declared };
    let inflatedBytes = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflatedBytes += (chunk as Buffer).length;
        const refusal = archiveRefusal({ ...stats, inflatedBytes });
        if (refusal) {
          stream.destroy();
          return { outcome: 'refused', refusal };
        }
      }
    }
    return { outcome: 'ok' };
  } catch {
    // A damaged entry, an encrypted one, a method other than stored or deflated.
    return { outcome: 'unreadable' };
  } finally {
    zip.close();
  }
}
