import { PDFDocument, PageSizes } from '@cantoo/pdf-lib';
import sharp from 'sharp';

export type PaperSize = 'letter' | 'a4';

export interface ImagesToPdfOptions {
  /** Lantern's schools are mostly in North America, hence Letter unless told otherwise. */
  paper?: PaperSize;
  /** White space kept around each image, in points (72 per inch). */
  marginPt?: number;
}

/** Thrown when one of the images cannot be decoded; `index` says which (0-based). */
export class UnreadableImageError extends Error {
  readonly index: number;

  constructor(index: number, options?: { cause?: unknown }) {
    super(`Image ${index + 1} could not be read`, options);
    this.name = 'UnreadableImageError';
    this.index = index;
  }
}

const PAPER: Record<PaperSize, [number, number]> = { letter: PageSizes.Letter, a4: PageSizes.A4 };
const DEFAULT_MARGIN_PT = 36;
/**
 * A phone photo can be 8,000 pixels wide; beyond 300 dpi on the page nobody sees the difference
 * and the PDF (and every later download of it) only gets heavier.
 */
const MAX_DPI = 300;
/** Guards against a small file claiming an enormous picture before its pixels are decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Places each image (PNG, JPEG, or anything else sharp decodes, such as WebP) on its own page of
 * one new PDF, in the given order: turned upright from its EXIF orientation, scaled to fit inside
 * the margins with its aspect ratio kept, centred. A landscape image gets a landscape page, so a
 * photo of a wide table is not shrunk to a strip.
 *
 * @throws UnreadableImageError when an image cannot be decoded.
 * @throws RangeError when there is no image at all.
 */
export async function imagesToPdf(
  images: readonly Uint8Array[],
  options: ImagesToPdfOptions = {},
): Promise<Uint8Array> {
  // A PDF without pages is one many readers refuse to open.
  if (images.length === 0) throw new RangeError('imagesToPdf needs at least one image');
  const [paperWidth, paperHeight] = PAPER[options.paper ?? 'letter'];
  const margin = options.marginPt ?? DEFAULT_MARGIN_PT;
  const doc = await PDFDocument.create();

  for (const [index, bytes] of images.entries()) {
    const image = await uprightImage(bytes, index, Math.max(paperWidth, paperHeight));
    const landscape = image.width > image.height;
    const [pageWidth, pageHeight] = landscape ? [paperHeight, paperWidth] : [paperWidth, paperHeight];
    const boxWidth = pageWidth - 2 * margin;
    const boxHeight = pageHeight - 2 * margin;
    const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;

    const embedded =
      image.format === 'jpeg' ? await doc.embedJpg(image.data) : await doc.embedPng(image.data);
    doc.addPage([pageWidth, pageHeight]).drawImage(embedded, {
      x: (pageWidth - width) / 2,
      y: (pageHeight - height) / 2,
      width,
      height,
    });
  }
  return doc.save();
}

interface UprightImage {
  data: Uint8Array;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

async function uprightImage(bytes: Uint8Array, index: number, longestPagePt: number): Promise<UprightImage> {
  const maxSidePx = Math.round((longestPagePt / 72) * MAX_DPI);
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const upright = (metadata.orientation ?? 1) === 1;
    const fits = Math.max(metadata.width, metadata.height) <= maxSidePx;
    // A JPEG that is already upright, small enough and plain RGB or grey goes in as it is:
    // decoding and encoding it again would only lose quality.
    if (metadata.format === 'jpeg' && upright && fits && metadata.space !== 'cmyk') {
      return { data: bytes, format: 'jpeg', width: metadata.width, height: metadata.height };
    }
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
      .resize(maxSidePx, maxSidePx, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    // Photos stay JPEG (PNG would make them several times larger); drawings and screenshots,
    // which may have transparency or sharp text, stay lossless.
    const output =
      metadata.format === 'jpeg'
        ? await pipeline.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true })
        : await pipeline.png().toBuffer({ resolveWithObject: true });
    return {
      data: output.data,
      format: metadata.format === 'jpeg' ? 'jpeg' : 'png',
      width: output.info.width,
      height: output.info.height,
    };
  } catch (error) {
    throw new UnreadableImageError(index, { cause: error });
  }
}
