// What a ZIP archive someone sends may hold before the server opens it: a small file can inflate to
// gigabytes. Each kind of archive (a Word file, a roster export) has its own numbers.

export interface ArchiveLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Everything inside, once inflated. */
  maxInflatedBytes: number;
  /** Inflated size over the file's own size, once the inflated size passes `ratioFloorBytes`. */
  maxRatio: number;
  /** Below this a high ratio costs nothing (repeated text compresses very well). */
  ratioFloorBytes: number;
}

export interface ArchiveStats {
  /** The file's own size. */
  archiveBytes: number;
  /** Entries in the central directory. */
  entries: number;
  /** What the central directory says everything inflates to. */
  declaredInflatedBytes: number;
  /** Bytes actually inflated so far, when the entries are being read. */
  inflatedBytes?: number;
}

export type ArchiveRule =
  'too_many_entries' | 'too_large_inflated' | 'ratio_too_high' | 'inflates_beyond_declared';

export interface ArchiveRefusal<Rule extends string = ArchiveRule> {
  rule: Rule;
  /** The limit the file broke, in the rule's unit (entries, bytes, or ratio). */
  limit: number;
  /** What the file has, in the same unit. */
  actual: number;
}

/** Why an archive is refused under `limits`, the first rule it breaks; null when it may be opened. */
export function archiveLimitRefusal(stats: ArchiveStats, limits: ArchiveLimits): ArchiveRefusal | null {
  // The count is known from the directory's last record, before a single entry is listed.
  if (stats.entries > limits.maxEntries)
    return { rule: 'too_many_entries', limit: limits.maxEntries, actual: stats.entries };
  if (stats.declaredInflatedBytes > limits.maxInflatedBytes)
    return {
      rule: 'too_large_inflated',
      limit: limits.maxInflatedBytes,
      actual: stats.declaredInflatedBytes,
    };
  const ratio = stats.declaredInflatedBytes / Math.max(1, stats.archiveBytes);
  if (stats.declaredInflatedBytes > limits.ratioFloorBytes && ratio > limits.maxRatio)
    return { rule: 'ratio_too_high', limit: limits.maxRatio, actual: Math.round(ratio) };
  // A directory that understates what its entries hold would let them past every rule above.
  if (stats.inflatedBytes !== undefined && stats.inflatedBytes > stats.declaredInflatedBytes)
    return {
      rule: 'inflates_beyond_declared',
      limit: stats.declaredInflatedBytes,
      actual: stats.inflatedBytes,
    };
  return null;
}
