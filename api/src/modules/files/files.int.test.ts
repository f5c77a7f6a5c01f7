import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { mp3, pngOf } from '../../../test/upload-fixtures.js';
import { FilesService } from './files.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('FilesModule in the running API', () => {
  it('should keep an accepted chat image and its thumbnail under DATA_DIR/files', async () => {
    const files = t.app.get(FilesService);
    const stored = await files.acceptChatUpload(await pngOf(800, 600), 'diagram.png');
    expect(existsSync(join(t.config.dataDir, 'files', stored.key))).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'files', stored.thumbnail_key ?? ''))).toBe(true);
    expect((await files.read(stored.key)).mime).toBe('image/png');
  });

  it('should refuse audio with the catalogue code the clients show', async () => {
    await expect(t.app.get(FilesService).acceptChatUpload(mp3(), 'song.mp3')).rejects.toMatchObject({
      status: 415,
      code: 'upload_audio_refused',
    });
  });
});
