import type { ArchiveLimits } from '../files/archive-limits.js';

// What a roster export (a ZIP of OneRoster CSV files) may be and hold before it is read.

const MB = 1024 * 1024;

/** A district of 50,000 students zips to about 10 MB; the limit leaves room for several times that. */
export const ROSTER_ARCHIVE_MAX_BYTES = 64 * MB;

export const ROSTER_ARCHIVE_LIMITS: ArchiveLimits = {
  // The standard has fourteen files, plus a folder or two around them.
  maxEntries: 32,
  // The same district unpacks to about 60 MB of CSV.
  maxInflatedBytes: 512 * MB,
  // CSV of ids and names compresses five to ten times; a hundred is repetition made to be a bomb.
  maxRatio: 100,
  ratioFloorBytes: 16 * MB,
};
