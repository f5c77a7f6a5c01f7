import { describe, expect, it } from 'vitest';
import {
  CHAT_DOCUMENT_MAX_BYTES,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_UPLOAD_MAX_BYTES,
  chatUploadKind,
  chatUploadMaxBytes,
  formatMegabytes,
  formatVoiceNoteDuration,
  imageDimensionsAllowed,
  isVoiceNoteContainer,
  VOICE_NOTE_MAX_SECONDS,
} from './chat-uploads.js';

describe('chat uploads', () => {
  it.each([
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/gif', 'image'],
    ['image/webp', 'image'],
    ['application/pdf', 'document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['audio/mpeg', 'audio'],
    ['audio/wav', 'audio'],
    ['audio/ogg', 'audio'],
    ['audio/x-m4a', 'audio'],
    ['audio/mp4', 'audio'],
    ['video/mp4', 'audio'],
    ['video/webm', 'audio'],
    ['image/svg+xml', 'other'],
    ['image/tiff', 'other'],
    ['application/zip', 'other'],
    ['application/vnd.ms-word.document.macroenabled.12', 'other'],
    ['application/x-msdownload', 'other'],
    [undefined, 'other'],
  ] as const)('should file %s as %s', (mime, kind) => {
    expect(chatUploadKind(mime)).toBe(kind);
  });

  it('should allow images up to 10 MB and documents up to 20 MB', () => {
    expect(chatUploadMaxBytes('image')).toBe(10 * 1024 * 1024);
    expect(chatUploadMaxBytes('document')).toBe(20 * 1024 * 1024);
    expect(CHAT_UPLOAD_MAX_BYTES).toBe(CHAT_DOCUMENT_MAX_BYTES);
    expect(formatMegabytes(CHAT_IMAGE_MAX_BYTES)).toBe('10 MB');
  });

  it.each([
    [320, 240, true],
    [10_000, 4_000, true],
    [6_324, 6_324, true],
    [10_001, 10, false],
    [10, 10_001, false],
    [8_000, 6_000, false],
    [20_000, 20_000, false],
    [0, 100, false],
  ])('should allow opening a %i × %i image: %s', (width, height, allowed) => {
    expect(imageDimensionsAllowed(width, height)).toBe(allowed);
  });
});

describe('voice notes', () => {
  it('should take the containers browsers record voice in, and nothing else', () => {
    for (const mime of ['video/webm', 'audio/webm', 'audio/ogg', 'audio/mp4', 'video/mp4'])
      expect(isVoiceNoteContainer(mime)).toBe(true);
    for (const mime of ['audio/mpeg', 'audio/wav', 'image/png', undefined])
      expect(isVoiceNoteContainer(mime)).toBe(false);
  });

  it('should show a length as minutes and seconds', () => {
    expect(formatVoiceNoteDuration(0.9)).toBe('0:01');
    expect(formatVoiceNoteDuration(65)).toBe('1:05');
    expect(formatVoiceNoteDuration(VOICE_NOTE_MAX_SECONDS)).toBe('5:00');
  });
});
