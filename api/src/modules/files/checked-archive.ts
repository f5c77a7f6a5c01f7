import {
  type ArchiveLimits,
  archiveLimitRefusal,
  type ArchiveRefusal,
  type ArchiveStats,
} from '@lantern/shared/domain/files/archive-limits';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';

/** An entry inflated past what the archive may hold: reading stops at once. */
export class ArchiveLimitPassed extends Error {
  readonly refusal: ArchiveRefusal;

  constructor(refusal: ArchiveRefusal) {
    super(`archive refused: ${refusal.rule}`);
    this.refusal = refusal;
  }
}

/**
 * A ZIP archive whose central directory passed `limits` (entry count, declared inflated size,
 * ratio), read without inflating anything. Its entries are then inflated through `inflate`, which
 * counts every byte against the same limits and stops as soon as they pass what the directory
 * declared. yauzl reads the directory of a buffer at random and inflates through zlib's streams.
 */
export class CheckedArchive {
  private inflatedBytes = 0;
  private readonly zip: ZipFile;
  readonly entries: readonly Entry[];
  private readonly stats: ArchiveStats;
  private readonly limits: ArchiveLimits;

  // Plain fields, not parameter properties: a roster is read on worker threads, which strip types only.
  private constructor(zip: ZipFile, entries: readonly Entry[], stats: ArchiveStats, limits: ArchiveLimits) {
    this.zip = zip;
    this.entries = entries;
    this.stats = stats;
    this.limits = limits;
  }

  static async open(
    bytes: Buffer,
    limits: ArchiveLimits,
  ): Promise<
    | { outcome: 'ok'; archive: CheckedArchive }
    | { outcome: 'refused'; refusal: ArchiveRefusal }
    | { outcome: 'unreadable' }
  > {
    let zip: ZipFile;
    try {
      // Sizes are checked here, against the shared limits, rather than by yauzl's own validation.
      zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
    } catch {
      return { outcome: 'unreadable' };
    }
    try {
      const directory: ArchiveStats = {
        archiveBytes: bytes.length,
        entries: zip.entryCount,
        declaredInflatedBytes: 0,
      };
      const early = archiveLimitRefusal(directory, limits);
      if (early) {
        zip.close();
        return { outcome: 'refused', refusal: early };
      }
      const entries: Entry[] = [];
      for await (const entry of zip.eachEntry()) entries.push(entry);
      const stats = {
        ...directory,
        declaredInflatedBytes: entries.reduce((sum, e) => sum + e.uncompressedSize, 0),
      };
      const declared = archiveLimitRefusal(stats, limits);
      if (declared) {
        zip.close();
        return { outcome: 'refused', refusal: declared };
      }
      return { outcome: 'ok', archive: new CheckedArchive(zip, entries, stats, limits) };
    } catch {
      zip.close();
      return { outcome: 'unreadable' };
    }
  }

  /** The stats the directory declared (entries, declared inflated size). */
  get declared(): ArchiveStats {
    return this.stats;
  }

  /**
   * An entry's bytes as they inflate; throws ArchiveLimitPassed once the archive's entries have
   * inflated past what it declared. A damaged or encrypted entry throws as yauzl does.
   */
  async *inflate(entry: Entry): AsyncGenerator<Buffer> {
    const stream = await this.zip.openReadStreamPromise(entry);
    try {
      for await (const chunk of stream) {
        this.inflatedBytes += (chunk as Buffer).length;
        const refusal = archiveLimitRefusal(
          { ...this.stats, inflatedBytes: this.inflatedBytes },
          this.limits,
        );
        if (refusal) throw new ArchiveLimitPassed(refusal);
        yield chunk as Buffer;
      }
    } finally {
      stream.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}
