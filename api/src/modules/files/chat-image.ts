import {
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_THUMBNAIL_MAX_SIDE_PX,
  imageDimensionsAllowed,
} from '@lantern/shared/domain/files/chat-uploads';
import sharp, { type Metadata } from 'sharp';

export type ImageCheck =
  | { outcome: 'ok'; width: number; height: number }
  | { outcome: 'too_large'; width: number; height: number }
  | { outcome: 'unreadable' };

/**
 * Decoding: sharp refuses past the pixel limit too (a second guard behind the header check), and
 * `failOn: 'error'` stops at corrupt data.
 */
const DECODE = { limitInputPixels: CHAT_IMAGE_MAX_PIXELS, failOn: 'error' } as const;
/** Reading the header decodes no pixels; with the limit on, sharp would refuse without the dimensions. */
const HEADER_ONLY = { limitInputPixels: false } as const;

/**
 * Reads only the image's header: a file of a few kilobytes can claim 20,000 × 20,000 pixels, and
 * decoding it would take gigabytes. Dimensions as displayed (EXIF orientation applied); an
 * animated image counts all its frames.
 */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, HEADER_ONLY).metadata();
  } catch {
    return { outcome: 'unreadable' };
  }
  const { width, height } = metadata.autoOrient;
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const allowed =
    imageDimensionsAllowed(width, height) && metadata.width * frameHeight * frames <= CHAT_IMAGE_MAX_PIXELS;
  return { outcome: allowed ? 'ok' : 'too_large', width, height };
}

/** A WebP of the (first frame of the) image, turned upright, fitting 320 × 320; never enlarged. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { ...DECODE, autoOrient: true })
      .resize(CHAT_THUMBNAIL_MAX_SIDE_PX, CHAT_THUMBNAIL_MAX_SIDE_PX, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}
