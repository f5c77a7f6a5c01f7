import { describe, expect, it } from 'vitest';
import {
  archiveRefusal,
  WORD_ARCHIVE_MAX_ENTRIES,
  WORD_ARCHIVE_MAX_INFLATED_BYTES,
  WORD_ARCHIVE_MAX_RATIO,
  type WordArchiveStats,
} from './word-archive.js';

const MB = 1024 * 1024;
const essay: WordArchiveStats = {
  archiveBytes: 40_000,
  entries: 12,
  declaredInflatedBytes: 300_000,
  hasDocumentPart: true,
};

describe('a Word file’s archive', () => {
  it('should accept an ordinary essay, also once its entries are read to their declared size', () => {
    expect(archiveRefusal(essay)).toBeNull();
    expect(archiveRefusal({ ...essay, inflatedBytes: 300_000 })).toBeNull();
  });

  it('should refuse a ZIP without the document part', () => {
    expect(archiveRefusal({ ...essay, hasDocumentPart: false })?.rule).toBe('not_a_word_document');
  });

  it('should refuse one entry over the count', () => {
    expect(archiveRefusal({ ...essay, entries: WORD_ARCHIVE_MAX_ENTRIES })).toBeNull();
    expect(archiveRefusal({ ...essay, entries: WORD_ARCHIVE_MAX_ENTRIES + 1 })).toEqual({
      rule: 'too_many_entries',
      limit: WORD_ARCHIVE_MAX_ENTRIES,
      actual: WORD_ARCHIVE_MAX_ENTRIES + 1,
    });
  });

  it('should refuse a 1 MB file that declares 1 GiB inside', () => {
    expect(archiveRefusal({ ...essay, archiveBytes: MB, declaredInflatedBytes: 1024 * MB })?.rule).toBe(
      'too_large_inflated',
    );
    expect(
      archiveRefusal({
        ...essay,
        archiveBytes: 50 * MB,
        declaredInflatedBytes: WORD_ARCHIVE_MAX_INFLATED_BYTES,
      }),
    ).toBeNull();
  });

  it('should refuse a high ratio only once the inflated size matters', () => {
    expect(archiveRefusal({ ...essay, archiveBytes: 2_000, declaredInflatedBytes: MB })).toBeNull();
    expect(archiveRefusal({ ...essay, archiveBytes: 200_000, declaredInflatedBytes: 40 * MB })).toEqual({
      rule: 'ratio_too_high',
      limit: WORD_ARCHIVE_MAX_RATIO,
      actual: 210,
    });
  });

  it('should refuse entries that inflate past what the directory declares', () => {
    expect(archiveRefusal({ ...essay, inflatedBytes: 300_001 })).toEqual({
      rule: 'inflates_beyond_declared',
      limit: 300_000,
      actual: 300_001,
    });
  });
});
