import { describe, expect, it } from 'vitest';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_FILE_MIN_BYTES,
  ESSAY_MAX_FILES,
  essayFileKind,
  essayFileSizeRefusal,
} from './essay-upload.js';

describe('essay uploads', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/gif', null],
    ['application/msword', null],
    ['application/zip', null],
    [undefined, null],
  ] as const)('should take %s as %s', (mime, kind) => {
    expect(essayFileKind(mime)).toBe(kind);
  });

  it('should allow three files between the two size bounds', () => {
    expect(ESSAY_MAX_FILES).toBe(3);
    expect(essayFileSizeRefusal(ESSAY_FILE_MIN_BYTES - 1)).toBe('too_small');
    expect(essayFileSizeRefusal(ESSAY_FILE_MIN_BYTES)).toBeNull();
    expect(essayFileSizeRefusal(ESSAY_FILE_MAX_BYTES)).toBeNull();
    expect(essayFileSizeRefusal(ESSAY_FILE_MAX_BYTES + 1)).toBe('too_large');
  });
});
