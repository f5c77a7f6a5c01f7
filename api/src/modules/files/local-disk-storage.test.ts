import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileNotFound } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

describe('LocalDiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'lantern-files-'));
  const storage = new LocalDiskStorage(root);
  const bytes = Buffer.from('the bytes of a file');

  it('should give back what was put under a key, and nothing once it is deleted', async () => {
    await storage.put('chat/ab/one.pdf', bytes, 'application/pdf');
    expect(await storage.get('chat/ab/one.pdf')).toEqual(bytes);
    await storage.delete('chat/ab/one.pdf');
    await expect(storage.get('chat/ab/one.pdf')).rejects.toBeInstanceOf(FileNotFound);
    await storage.delete('chat/ab/one.pdf');
  });

  it('should leave no partial file beside the stored one', async () => {
    await storage.put('chat/cd/two.png', bytes, 'image/png');
    expect(readdirSync(join(root, 'chat/cd'))).toEqual(['two.png']);
  });

  it.each(['../../etc/passwd', 'chat/../../x', '/etc/passwd', 'chat//x', '', 'chat/./x', 'a\\b'])(
    'should refuse the key %j, which could leave its folder',
    async (key) => {
      await expect(storage.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(storage.put(key, bytes, 'text/plain')).rejects.toThrow(/Invalid file key/);
    },
  );
});
