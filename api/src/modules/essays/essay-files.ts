import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_IMAGE_MAX_SIDE_PX,
  formatMegabytes,
} from '@lantern/shared/domain/files/chat-uploads';
import {
  ESSAY_ACCEPTED_FORMATS,
  ESSAY_FILE_MAX_BYTES,
  ESSAY_FILE_MIN_BYTES,
  essayFileKind,
  essayFileSizeRefusal,
} from '@lantern/shared/domain/essays/essay-upload';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/app-error.js';
import { checkImage } from '../files/chat-image.js';
import { DocumentCheck } from '../files/document-check.js';
import { FileStorage } from '../files/file-storage.js';
import { chatFileName } from '../files/file-name.js';
import type { StoredEssayFile } from './entities/essay.entity.js';
import { LibreOffice } from './libreoffice.js';

export interface UploadedPart {
  field: string;
  bytes: Buffer;
  name: string;
}

/** What the refusals tell the upload screen, so it can show the rules beside the error. */
const LIMITS = {
  min_bytes: ESSAY_FILE_MIN_BYTES,
  max_bytes: ESSAY_FILE_MAX_BYTES,
  accepted_formats: ESSAY_ACCEPTED_FORMATS,
};

/**
 * The files of an essay upload: each judged by its bytes (PDF, Word .docx, PNG, JPEG) and its size,
 * then stored. Word files need LibreOffice to become the PDF a tutor reviews; a server without it
 * refuses them up front rather than accepting an essay nobody could open.
 */
@Injectable()
export class EssayFiles {
  constructor(
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(LibreOffice) private readonly libreOffice: LibreOffice,
    @Inject(DocumentCheck) private readonly documents: DocumentCheck,
  ) {}

  /** Checks every file before storing any, so a refused upload leaves nothing behind. */
  async accept(parts: readonly UploadedPart[]): Promise<StoredEssayFile[]> {
    const checked = [];
    for (const part of parts) checked.push({ part, ...(await this.check(part)) });
    const stored: StoredEssayFile[] = [];
    try {
      for (const { part, kind, mime, ext } of checked) {
        const id = randomUUID();
        const key = `essays/${id.slice(0, 2)}/${id}.${ext}`;
        await this.storage.put(key, part.bytes, mime);
        stored.push({ key, kind, mime, size: part.bytes.length, file_name: chatFileName(part.name, ext) });
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return stored;
  }

  async discard(files: readonly StoredEssayFile[]): Promise<void> {
    await Promise.all(files.map((file) => this.storage.delete(file.key)));
  }

  /**
   * The format first (a ZIP named .docx is "not a format we review"), then the size bounds, then
   * whether it opens: a picture's header, a Word file's archive, a PDF's structure.
   */
  private async check(part: UploadedPart) {
    const where = { field: part.field, file_name: part.name };
    const size = part.bytes.length;
    const tooSmall = () =>
      new AppError(
        422,
        ErrorCode.uploadTooSmall,
        `${part.name} is too small to review: a file must be at least ${ESSAY_FILE_MIN_BYTES} bytes`,
        { ...where, ...LIMITS, size_bytes: size },
      );
    // An empty file shows no type at all: what is wrong with it is its size.
    if (size === 0) throw tooSmall();
    const detected = await fileTypeFromBuffer(part.bytes);
    const kind = essayFileKind(detected?.mime);
    if (!detected || !kind)
      throw new AppError(
        415,
        ErrorCode.uploadTypeRefused,
        `${part.name} is not in a format we can review: send ${ESSAY_ACCEPTED_FORMATS.join(', ')}`,
        { ...where, ...LIMITS, mime: detected?.mime ?? null },
      );
    const sizeRefusal = essayFileSizeRefusal(size);
    if (sizeRefusal === 'too_small') throw tooSmall();
    if (sizeRefusal === 'too_large')
      throw new AppError(
        413,
        ErrorCode.uploadTooLarge,
        `${part.name} is too large: a file can be at most ${formatMegabytes(ESSAY_FILE_MAX_BYTES)}`,
        { ...where, ...LIMITS, size_bytes: size },
      );
    if (kind === 'image') await this.checkPicture(part, where);
    else
      await this.documents.refuseUnsafe({ bytes: part.bytes, name: part.name, mime: detected.mime }, where);
    if (kind === 'docx' && !(await this.libreOffice.available()))
      throw new AppError(
        422,
        ErrorCode.wordConversionUnavailable,
        `${part.name} is a Word file, and this server cannot turn Word files into PDF (LibreOffice is not installed here). Save it as a PDF and upload that instead.`,
        { ...where, accepted_formats: ['PDF', 'PNG', 'JPEG'] },
      );
    return { kind, mime: detected.mime, ext: detected.ext };
  }

  /** A picture's header is read before it is accepted: a few kilobytes can claim a gigapixel image. */
  private async checkPicture(part: UploadedPart, where: { field: string; file_name: string }) {
    const check = await checkImage(part.bytes);
    if (check.outcome === 'unreadable')
      throw new AppError(
        422,
        ErrorCode.uploadImageUnreadable,
        `${part.name} could not be read as a picture; it may be damaged`,
        where,
      );
    if (check.outcome === 'too_large')
      throw new AppError(
        422,
        ErrorCode.uploadImageTooLarge,
        `${part.name} is too big a picture: at most ${CHAT_IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${CHAT_IMAGE_MAX_SIDE_PX.toLocaleString('en')} pixels a side; this one is ${check.width} × ${check.height}`,
        {
          ...where,
          width: check.width,
          height: check.height,
          max_pixels: CHAT_IMAGE_MAX_PIXELS,
          max_side_px: CHAT_IMAGE_MAX_SIDE_PX,
        },
      );
  }
}
