import { degrees, PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfToViewport, type ViewportTransform, viewportRectToQuad, viewportToPdf } from './coordinates.js';
import { withPdf } from './pdfjs.js';

/** A Letter-sized page whose MediaBox does not start at 0, 0, as some scanners write it. */
async function offsetPage(rotation = 0) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.setMediaBox(10, 20, 612, 792); // [10 20 622 812]
  page.setRotation(degrees(rotation));
  return doc.save();
}

async function viewportOf(bytes: Uint8Array, scale: number) {
  return withPdf(bytes, async (pdf) => {
    const viewport = (await pdf.getPage(1)).getViewport({ scale });
    return {
      transform: viewport.transform as unknown as ViewportTransform,
      toPdf: (x: number, y: number) => viewport.convertToPdfPoint(x, y) as [number, number],
      width: viewport.width,
      height: viewport.height,
    };
  });
}

describe('viewportToPdf', () => {
  it("agrees with pdf.js's own conversion at the editor's default zoom (1.5)", async () => {
    const viewport = await viewportOf(await offsetPage(), 1.5);

    for (const [x, y] of [
      [0, 0],
      [150, 300],
      [viewport.width, viewport.height],
    ] as const) {
      const [expectedX, expectedY] = viewport.toPdf(x, y);
      const point = viewportToPdf({ x, y }, viewport.transform);
      expect(point.x).toBeCloseTo(expectedX);
      expect(point.y).toBeCloseTo(expectedY);
    }
  });

  it('puts the top-left of the rendered page at the top-left of the MediaBox, y going up', async () => {
    const viewport = await viewportOf(await offsetPage(), 2);

    expect(viewportToPdf({ x: 0, y: 0 }, viewport.transform)).toEqual({ x: 10, y: 812 });
    // 100 CSS pixels down at zoom 2 is 50 points lower on the page.
    expect(viewportToPdf({ x: 0, y: 100 }, viewport.transform)).toEqual({ x: 10, y: 762 });
  });

  it('undoes a rotated page, and pdfToViewport goes back', async () => {
    const viewport = await viewportOf(await offsetPage(90), 1.5);
    const clicked = { x: 200, y: 120 };

    const onPage = viewportToPdf(clicked, viewport.transform);

    const [expectedX, expectedY] = viewport.toPdf(clicked.x, clicked.y);
    expect(onPage.x).toBeCloseTo(expectedX);
    expect(onPage.y).toBeCloseTo(expectedY);
    const back = pdfToViewport(onPage, viewport.transform);
    expect(back.x).toBeCloseTo(clicked.x);
    expect(back.y).toBeCloseTo(clicked.y);
  });
});

describe('viewportRectToQuad', () => {
  it('gives the corners upper-left, upper-right, lower-left, lower-right in PDF points', () => {
    const zoom15: ViewportTransform = [1.5, 0, 0, -1.5, 0, 1188];

    expect(viewportRectToQuad({ left: 150, top: 300, right: 450, bottom: 330 }, zoom15)).toEqual([
      [100, 592],
      [300, 592],
      [100, 572],
      [300, 572],
    ]);
  });
});
