import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('should read kilobytes below a megabyte, never zero, and megabytes in the language', () => {
    expect(formatFileSize(200, 'en')).toBe('1 KB');
    expect(formatFileSize(340 * 1024, 'en')).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'fr')).toBe('1,3 MB');
  });
});
