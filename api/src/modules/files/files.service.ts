import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { StoredFile } from '@lantern/shared/contracts/files';
import {
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_IMAGE_MAX_SIDE_PX,
  chatUploadKind,
  chatUploadMaxBytes,
  formatMegabytes,
  isVoiceNoteContainer,
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
} from '@lantern/shared/domain/files/chat-uploads';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { AppError } from '../../platform/http/app-error.js';
import { checkImage, makeThumbnail } from './chat-image.js';
import { DocumentCheck } from './document-check.js';
import { chatFileName } from './file-name.js';
import { FileNotFound, FileStorage } from './file-storage.js';

/** The extensions of the types we keep, which also give a stored key its content type back. */
const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Voice notes, stored under the audio type their container holds.
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};
const CHAT_KEY = /^chat\/[0-9a-f]{2}\/[0-9a-f-]{36}(?:\.thumb)?\.([a-z0-9]+)$/;
/** The extension a voice note is kept under, by the family of its container. */
const VOICE_NOTE_EXTENSION = (mime: string) =>
  mime.includes('webm') ? 'webm' : mime.includes('ogg') || mime.includes('opus') ? 'ogg' : 'm4a';

/**
 * Uploads: what may be sent is decided by the bytes (magic numbers), never the name or the
 * declared type; then stored through FileStorage. Who may see a file is the owning module's
 * decision (e.g. sessions checks the viewer is in the session before `read`).
 */
@Injectable()
export class FilesService {
  constructor(
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(DocumentCheck) private readonly documents: DocumentCheck,
  ) {}

  /**
   * A file sent in a classroom chat: an image (PNG, JPEG, GIF, WebP; up to 10 MB and 40
   * megapixels, no side over 10,000 px), stored with a WebP thumbnail, or a document (PDF, DOCX;
   * up to 20 MB) that opens (DocumentCheck). Audio and anything else is refused with the
   * rule's own error code.
   */
  async acceptChatUpload(bytes: Buffer, declaredName: string): Promise<StoredFile> {
    if (bytes.length === 0) throw new AppError(400, ErrorCode.uploadEmpty, 'The file is empty');
    const detected = await fileTypeFromBuffer(bytes);
    const kind = chatUploadKind(detected?.mime);
    if (kind === 'audio')
      throw new AppError(415, ErrorCode.uploadAudioRefused, 'Audio files cannot be sent in chat', {
        mime: detected?.mime,
      });
    if (!detected || kind === 'other')
      throw new AppError(
        415,
        ErrorCode.uploadTypeRefused,
        `Only images (PNG, JPEG, GIF, WebP) and documents (PDF, DOCX) can be sent in chat; this file is ${detected?.mime ?? 'not a recognised type'}`,
        { mime: detected?.mime ?? null },
      );
    const limit = chatUploadMaxBytes(kind);
    if (bytes.length > limit)
      throw new AppError(
        413,
        ErrorCode.uploadTooLarge,
        `${kind === 'image' ? 'Images' : 'Documents'} can be at most ${formatMegabytes(limit)}`,
        { limit_bytes: limit, size_bytes: bytes.length },
      );

    const extension = detected.ext;
    const fileName = chatFileName(declaredName, extension);
    if (kind === 'document')
      await this.documents.refuseUnsafe({ bytes, name: fileName, mime: detected.mime });
    const id = randomUUID();
    const key = `chat/${id.slice(0, 2)}/${id}.${extension}`;
    const file: StoredFile = {
      key,
      thumbnail_key: null,
      media_type: kind === 'image' ? 'image' : 'file',
      mime: detected.mime,
      size: bytes.length,
      file_name: fileName,
    };
    if (kind === 'image') {
      const { thumbnail, width, height } = await this.imageParts(bytes);
      file.thumbnail_key = `chat/${id.slice(0, 2)}/${id}.thumb.webp`;
      file.width = width;
      file.height = height;
      await this.storage.put(file.thumbnail_key, thumbnail, 'image/webp');
    }
    try {
      await this.storage.put(key, bytes, detected.mime);
    } catch (error) {
      await this.discard(file);
      throw error;
    }
    return file;
  }

  /**
   * A voice note recorded in the chat: a WebM, Ogg or MP4 recording (up to 5 MB) that holds sound
   * and no picture, at most five minutes long, its length read from the bytes. Audio files as such
   * stay refused (acceptChatUpload): this is only for what the chat's recorder makes.
   */
  async acceptVoiceNote(bytes: Buffer): Promise<StoredFile> {
    if (bytes.length === 0) throw new AppError(400, ErrorCode.uploadEmpty, 'The recording is empty');
    if (bytes.length > VOICE_NOTE_MAX_BYTES)
      throw new AppError(
        413,
        ErrorCode.uploadTooLarge,
        `Voice notes can be at most ${formatMegabytes(VOICE_NOTE_MAX_BYTES)}`,
        {
          limit_bytes: VOICE_NOTE_MAX_BYTES,
          size_bytes: bytes.length,
        },
      );
    const detected = await fileTypeFromBuffer(bytes);
    const format = isVoiceNoteContainer(detected?.mime) ? await this.recordingFormat(bytes) : null;
    if (!detected || !format?.hasAudio || format.hasVideo)
      throw new AppError(
        415,
        ErrorCode.uploadVoiceNoteRefused,
        'A voice note must be a sound recording (WebM, Ogg or MP4 audio) with no picture',
        { mime: detected?.mime ?? null },
      );
    const duration = format.duration ?? 0;
    if (!(duration > 0) || duration > VOICE_NOTE_MAX_SECONDS)
      throw new AppError(
        422,
        ErrorCode.uploadVoiceNoteTooLong,
        `Voice notes can be at most ${VOICE_NOTE_MAX_SECONDS / 60} minutes long`,
        { limit_seconds: VOICE_NOTE_MAX_SECONDS, duration_seconds: duration },
      );
    const extension = VOICE_NOTE_EXTENSION(detected.mime);
    const id = randomUUID();
    const file: StoredFile = {
      key: `chat/${id.slice(0, 2)}/${id}.${extension}`,
      thumbnail_key: null,
      media_type: 'file',
      mime: MIME_OF_EXTENSION[extension]!,
      size: bytes.length,
      file_name: `voice-note.${extension}`,
      voice_note: { duration_seconds: Math.round(duration * 10) / 10 },
    };
    await this.storage.put(file.key, bytes, file.mime);
    return file;
  }

  /** A stored file's bytes and type, for the module that serves it (after its own access check). */
  async read(key: string): Promise<{ bytes: Buffer; mime: string }> {
    const extension = CHAT_KEY.exec(key)?.[1];
    const mime = extension === undefined ? undefined : MIME_OF_EXTENSION[extension];
    if (!mime) throw new AppError(404, ErrorCode.notFound, 'No such file');
    try {
      return { bytes: await this.storage.get(key), mime };
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError(404, ErrorCode.notFound, 'No such file');
      throw error;
    }
  }

  /** Removes an accepted file and its thumbnail, e.g. when the message that carried it could not be saved. */
  async discard(file: Pick<StoredFile, 'key' | 'thumbnail_key'>): Promise<void> {
    await Promise.all(
      [file.key, file.thumbnail_key].flatMap((key) => (key ? [this.storage.delete(key)] : [])),
    );
  }

  /** What a recording holds; null when its bytes cannot be read as one. */
  private async recordingFormat(bytes: Buffer) {
    try {
      return (await parseBuffer(bytes, undefined, { duration: true, skipCovers: true })).format;
    } catch {
      return null;
    }
  }

  private async imageParts(bytes: Buffer) {
    const check = await checkImage(bytes);
    if (check.outcome === 'too_large')
      throw new AppError(
        422,
        ErrorCode.uploadImageTooLarge,
        `Images can be at most ${CHAT_IMAGE_MAX_PIXELS / 1_000_000} megapixels, and ${CHAT_IMAGE_MAX_SIDE_PX.toLocaleString('en')} pixels a side; this one is ${check.width} × ${check.height}`,
        {
          width: check.width,
          height: check.height,
          max_pixels: CHAT_IMAGE_MAX_PIXELS,
          max_side_px: CHAT_IMAGE_MAX_SIDE_PX,
        },
      );
    const thumbnail = check.outcome === 'ok' ? await makeThumbnail(bytes) : null;
    if (check.outcome === 'unreadable' || !thumbnail)
      throw new AppError(
        422,
        ErrorCode.uploadImageUnreadable,
        'The image could not be read; it may be damaged',
      );
    return { thumbnail, width: check.width, height: check.height };
  }
}
