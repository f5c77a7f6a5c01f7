import { describe, expect, it } from 'vitest';
import { MULTIPART_PART_OVERHEAD_BYTES, multipartBodyMaxBytes } from './multipart-limits.js';

describe('a multipart request’s size', () => {
  it('should allow every file and field at its limit, with each part’s headers and the closing boundary', () => {
    expect(multipartBodyMaxBytes({ files: 2, fileSize: 1000, fields: 3, fieldSize: 100 })).toBe(
      2 * 1000 + 3 * 100 + 6 * MULTIPART_PART_OVERHEAD_BYTES,
    );
  });

  it('should allow only headers when nothing may be sent', () => {
    expect(multipartBodyMaxBytes({ files: 0, fileSize: 1000, fields: 0, fieldSize: 100 })).toBe(
      MULTIPART_PART_OVERHEAD_BYTES,
    );
  });
});
