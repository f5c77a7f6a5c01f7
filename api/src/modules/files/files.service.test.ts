import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bilevelPng,
  damagedPng,
  docx,
  gifOf,
  isoMedia,
  jpegOf,
  mp3,
  ogg,
  pdf,
  plainZip,
  pngOf,
  sidewaysJpegOf,
  wav,
  webpOf,
} from '../../../test/upload-fixtures.js';
import { AppError } from '../../platform/http/app-error.js';
import { HeavyWork } from '../../platform/workers/heavy-work.js';
import { DocumentCheck } from './document-check.js';
import { FilesService } from './files.service.js';
import { LocalDiskStorage } from './local-disk-storage.js';

const work = new HeavyWork({ heavyWork: { workers: 1, timeoutMs: 10_000, memoryMb: 256 } });
afterAll(() => work.onModuleDestroy());
const files = new FilesService(
  new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'lantern-uploads-'))),
  new DocumentCheck(work),
);

/** The AppError an upload is refused with. */
async function refusal(bytes: Buffer, name = 'upload') {
  try {
    await files.acceptChatUpload(bytes, name);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

describe('FilesService.acceptChatUpload: images', () => {
  it('should store a PNG with a WebP thumbnail that fits 320 px, and read both back', async () => {
    const bytes = await pngOf(1280, 720);
    const stored = await files.acceptChatUpload(bytes, 'graph.png');
    expect(stored).toEqual({
      key: expect.stringMatching(/^chat\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/),
      thumbnail_key: expect.stringMatching(/^chat\/[0-9a-f]{2}\/[0-9a-f-]{36}\.thumb\.webp$/),
      media_type: 'image',
      mime: 'image/png',
      size: bytes.length,
      file_name: 'graph.png',
      width: 1280,
      height: 720,
    });
    expect(await files.read(stored.key)).toEqual({ bytes, mime: 'image/png' });
    const thumbnail = await files.read(stored.thumbnail_key ?? '');
    expect(thumbnail.mime).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 180,
    });
  });

  it.each([
    ['jpeg', jpegOf, 'image/jpeg', 'jpg'],
    ['gif', gifOf, 'image/gif', 'gif'],
    ['webp', webpOf, 'image/webp', 'webp'],
  ] as const)('should accept a %s', async (_, make, mime, extension) => {
    const stored = await files.acceptChatUpload(await make(200, 500), 'picture');
    expect(stored).toMatchObject({
      media_type: 'image',
      mime,
      file_name: `picture.${extension}`,
      width: 200,
      height: 500,
    });
    const thumbnail = await files.read(stored.thumbnail_key ?? '');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 128, height: 320 });
  });

  it('should never enlarge a small image for its thumbnail', async () => {
    const stored = await files.acceptChatUpload(await pngOf(40, 30), 'icon.png');
    const thumbnail = await files.read(stored.thumbnail_key ?? '');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('should give the size as displayed and a thumbnail turned upright for a photo taken sideways', async () => {
    const stored = await files.acceptChatUpload(await sidewaysJpegOf(640, 480), 'IMG_0001.JPG');
    expect(stored).toMatchObject({ width: 480, height: 640, file_name: 'IMG_0001.jpg' });
    const thumbnail = await files.read(stored.thumbnail_key ?? '');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ width: 240, height: 320 });
  });

  it('should name a file by what it is: a JPEG sent as .png is stored and named as a JPEG', async () => {
    const stored = await files.acceptChatUpload(await jpegOf(50, 50), 'holiday.png');
    expect(stored).toMatchObject({ mime: 'image/jpeg', file_name: 'holiday.jpg' });
    expect(stored.key.endsWith('.jpg')).toBe(true);
  });
});

describe('FilesService.acceptChatUpload: documents', () => {
  it('should store a PDF without a thumbnail', async () => {
    const bytes = pdf();
    const stored = await files.acceptChatUpload(bytes, 'worksheet.pdf');
    expect(stored).toEqual({
      key: expect.stringMatching(/\.pdf$/),
      thumbnail_key: null,
      media_type: 'file',
      mime: 'application/pdf',
      size: bytes.length,
      file_name: 'worksheet.pdf',
    });
    expect(await files.read(stored.key)).toEqual({ bytes, mime: 'application/pdf' });
  });

  it('should store a Word document (docx)', async () => {
    const stored = await files.acceptChatUpload(docx(), 'My Essay.docx');
    expect(stored).toMatchObject({
      media_type: 'file',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      file_name: 'My Essay.docx',
      thumbnail_key: null,
    });
  });
});

describe('FilesService.acceptChatUpload: refusals', () => {
  it.each([
    ['an MP3', mp3(), 'song.mp3'],
    ['a WAV', wav(), 'voice.wav'],
    ['an Ogg Vorbis', ogg(), 'voice.ogg'],
    ['an M4A', isoMedia('M4A '), 'memo.m4a'],
    ['an MP4', isoMedia('isom'), 'memo.mp4'],
    ['an MP3 renamed to .png', mp3(), 'cover.png'],
  ])('should refuse %s: audio files cannot be sent in chat', async (_, bytes, name) => {
    const error = await refusal(bytes, name);
    expect(error).toMatchObject({ status: 415, code: 'upload_audio_refused' });
    expect(error.message).toBe('Audio files cannot be sent in chat');
  });

  it.each([
    ['a text file renamed .png', Buffer.from('I am just text, honestly a picture'), 'photo.png', null],
    ['a plain ZIP', plainZip(), 'homework.docx', 'application/zip'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      null,
    ],
  ])('should refuse %s by its content, naming the rule', async (_, bytes, name, mime) => {
    const error = await refusal(bytes, name);
    expect(error).toMatchObject({ status: 415, code: 'upload_type_refused', details: { mime } });
    expect(error.message).toMatch(
      /^Only images \(PNG, JPEG, GIF, WebP\) and documents \(PDF, DOCX\) can be sent in chat/,
    );
  });

  it('should refuse an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ status: 400, code: 'upload_empty' });
  });

  it('should refuse an image over 10 MB and a document over 20 MB, saying the limit', async () => {
    const bigImage = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const image = await refusal(bigImage, 'big.png');
    expect(image).toMatchObject({
      status: 413,
      code: 'upload_too_large',
      details: { limit_bytes: 10 * 1024 * 1024 },
    });
    expect(image.message).toBe('Images can be at most 10 MB');

    const bigDocument = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const document = await refusal(bigDocument, 'big.pdf');
    expect(document).toMatchObject({ status: 413, details: { limit_bytes: 20 * 1024 * 1024 } });
    expect(document.message).toBe('Documents can be at most 20 MB');

    const fifteenMegabytePdf = Buffer.concat([pdf(), Buffer.alloc(15 * 1024 * 1024)]);
    expect((await files.acceptChatUpload(fifteenMegabytePdf, 'long.pdf')).size).toBe(
      fifteenMegabytePdf.length,
    );
  });

  it('should refuse a 20,000 × 20,000 image quickly, from its header, without decoding it', async () => {
    const bytes = bilevelPng(20_000, 20_000);
    expect(bytes.length).toBeLessThan(100_000);
    const started = performance.now();
    const error = await refusal(bytes, 'huge.png');
    // The header is read in a few milliseconds; decoding this one takes over half a second here
    // (and a colour image of that size, gigabytes of memory).
    expect(performance.now() - started).toBeLessThan(200);
    expect(error).toMatchObject({
      status: 422,
      code: 'upload_image_too_large',
      details: { width: 20_000, height: 20_000, max_pixels: 40_000_000, max_side_px: 10_000 },
    });
  });

  it('should refuse a bomb: a tiny PNG that claims 9,000 × 9,000 (81 megapixels, each side allowed)', async () => {
    const bytes = bilevelPng(9_000, 9_000, { truncated: true });
    expect(bytes.length).toBeLessThan(2_000);
    const started = performance.now();
    expect(await refusal(bytes, 'tiny.png')).toMatchObject({ code: 'upload_image_too_large' });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('should refuse an image with a side over 10,000 px even with few pixels', async () => {
    expect(await refusal(bilevelPng(12_000, 10), 'strip.png')).toMatchObject({
      code: 'upload_image_too_large',
      details: { width: 12_000, height: 10 },
    });
  });

  it('should refuse a damaged image, and one that claims a size its data does not have', async () => {
    expect(await refusal(await damagedPng(), 'broken.png')).toMatchObject({
      status: 422,
      code: 'upload_image_unreadable',
    });
    expect(await refusal(bilevelPng(2_000, 2_000, { truncated: true }), 'short.png')).toMatchObject({
      code: 'upload_image_unreadable',
    });
  });
});

describe('FilesService.read', () => {
  it.each([
    'chat/00/00000000-0000-0000-0000-000000000000.png',
    '../../etc/passwd',
    'chat/ab/x.exe',
    'secrets.txt',
  ])('should answer 404 for %s, which is not a stored chat file', async (key) => {
    await expect(files.read(key)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('should forget a discarded file and its thumbnail', async () => {
    const stored = await files.acceptChatUpload(await pngOf(20, 20), 'x.png');
    await files.discard(stored);
    await expect(files.read(stored.key)).rejects.toMatchObject({ status: 404 });
    await expect(files.read(stored.thumbnail_key ?? '')).rejects.toMatchObject({ status: 404 });
  });
});
