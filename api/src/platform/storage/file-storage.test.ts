import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage, UnsupportedFileType } from './file-storage.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c80000000049454e44ae426082',
  'hex',
);

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'lantern-files-')));

  it('should store a file whose bytes are an allowed type and give it back', async () => {
    const stored = await storage.put(PNG, ['image/png']);
    expect(stored).toMatchObject({ mime: 'image/png', size: PNG.length });
    expect(await storage.get(stored.key)).toEqual(PNG);
  });

  it('should judge by content: text renamed to .png is refused', async () => {
    await expect(storage.put(Buffer.from('just text pretending'), ['image/png'])).rejects.toBeInstanceOf(
      UnsupportedFileType,
    );
  });

  it('should refuse a type that is recognised but not allowed', async () => {
    await expect(storage.put(PNG, ['application/pdf'])).rejects.toThrow(/image\/png/);
  });

  it('should refuse keys that climb out of its folder', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid file key/);
  });
});
