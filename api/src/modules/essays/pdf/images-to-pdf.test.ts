import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagesToPdf, UnreadableImageError } from './images-to-pdf.js';
import { withPdf } from './pdfjs.js';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

function solid(width: number, height: number, background = RED) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Left half red, right half blue: shows which way a picture was turned. */
async function halves(width: number, height: number) {
  const right = await solid(width / 2, height, BLUE)
    .png()
    .toBuffer();
  return solid(width, height, RED).composite([{ input: right, left: width / 2, top: 0 }]);
}

interface Placement {
  pageWidth: number;
  pageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];

/** `cm` with `inner` applied inside `outer`, as PDF operators compose. */
function multiply([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix {
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** Where each page's image is drawn, as pdf.js (not the library that wrote the file) reads it. */
async function placements(bytes: Uint8Array): Promise<Placement[]> {
  return withPdf(bytes, async (pdf) => {
    const found: Placement[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
      const { fnArray, argsArray } = await page.getOperatorList();
      let matrix: Matrix = [1, 0, 0, 1, 0, 0];
      const saved: Matrix[] = [];
      for (const [index, op] of fnArray.entries()) {
        if (op === OPS.save) saved.push(matrix);
        if (op === OPS.restore) matrix = saved.pop() ?? matrix;
        if (op === OPS.transform) matrix = multiply(argsArray[index] as Matrix, matrix);
        if (op === OPS.paintImageXObject) {
          const [width, , , height, x, y] = matrix;
          found.push({ pageWidth, pageHeight, x, y, width, height });
        }
      }
    }
    return found;
  });
}

/** The first JPEG embedded in the PDF (a DCT stream is a JPEG file). */
async function embeddedJpegBytes(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode')) {
      return object.contents;
    }
  }
  throw new Error('no JPEG in the PDF');
}

const embeddedJpeg = async (bytes: Uint8Array) => sharp(await embeddedJpegBytes(bytes));

async function pixel(image: Sharp, x: number, y: number) {
  const { data, info } = await image.clone().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

describe('imagesToPdf', () => {
  it('puts each image on its own Letter page, fitted inside the margins with its aspect ratio kept', async () => {
    const tall = await solid(300, 600).png().toBuffer();
    const square = await solid(500, 500).jpeg().toBuffer();

    const [first, second] = await placements(await imagesToPdf([tall, square]));

    expect(first).toMatchObject({ pageWidth: 612, pageHeight: 792 });
    // 792 - 2 × 36 = 720 points high, so 360 wide: the height is what limits it.
    expect(first!.height).toBeCloseTo(720);
    expect(first!.width).toBeCloseTo(360);
    expect(first!.x).toBeCloseTo((612 - 360) / 2);
    expect(first!.y).toBeCloseTo(36);
    // A square is limited by the width: 612 - 72 = 540.
    expect(second!.width).toBeCloseTo(540);
    expect(second!.height).toBeCloseTo(540);
    expect(second!.y).toBeCloseTo((792 - 540) / 2);
  });

  it('gives a landscape image a landscape page, on A4 when asked', async () => {
    const wide = await solid(1200, 600).jpeg().toBuffer();

    const [page] = await placements(await imagesToPdf([wide], { paper: 'a4', marginPt: 0 }));

    expect(page!.pageWidth).toBeCloseTo(841.89);
    expect(page!.pageHeight).toBeCloseTo(595.28);
    expect(page!.width / page!.height).toBeCloseTo(2);
    expect(page!.width).toBeCloseTo(841.89);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Stored 400 × 200 with orientation 6: a camera held upright, so it is shown 200 × 400, and
    // the stored left half (red) is shown on top.
    const sideways = await (await halves(400, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const pdf = await imagesToPdf([sideways]);

    const [page] = await placements(pdf);
    expect(page!.height / page!.width).toBeCloseTo(2);
    const embedded = await embeddedJpeg(pdf);
    expect(await embedded.metadata()).toMatchObject({ width: 200, height: 400 });
    const top = await pixel(embedded, 100, 50);
    const bottom = await pixel(embedded, 100, 350);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  });

  it('embeds an upright JPEG as it is, without encoding it again', async () => {
    const photo = await solid(640, 480).jpeg({ quality: 70 }).toBuffer();

    const embedded = await embeddedJpegBytes(await imagesToPdf([photo]));

    expect(Buffer.compare(embedded, photo)).toBe(0);
  });

  it('shrinks a huge photo to 300 dpi on the page', async () => {
    const huge = await solid(6000, 4000).jpeg().toBuffer();

    const embedded = await embeddedJpeg(await imagesToPdf([huge]));

    // Landscape Letter: 11 inches × 300 dpi = 3,300 pixels on the long side.
    expect((await embedded.metadata()).width).toBe(3300);
  });

  it('keeps a transparent PNG lossless', async () => {
    const drawing = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();

    const doc = await PDFDocument.load(await imagesToPdf([drawing]));

    expect(doc.getPageCount()).toBe(1);
    const softMasks = [...doc.context.enumerateIndirectObjects()]
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .filter((stream) => stream.dict.has(PDFName.of('SMask')));
    expect(softMasks).toHaveLength(1);
  });

  it('refuses to make a PDF with no pages', async () => {
    await expect(imagesToPdf([])).rejects.toThrow(RangeError);
  });

  it('says which image could not be read', async () => {
    const good = await solid(10, 10).png().toBuffer();
    const broken = Buffer.from('this is not a picture');

    const attempt = imagesToPdf([good, broken]);

    await expect(attempt).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(attempt).rejects.toMatchObject({ index: 1 });
  });
});
