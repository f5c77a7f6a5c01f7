import { describe, expect, it } from 'vitest';
import type { PageViewport } from './pdf-document.js';
import { pageCentre, quadBox, rectsToQuads } from './pdf-marks.js';

/** pdf.js's viewport of a US Letter page at `scale`, unrotated: y flips, origin top-left. */
function letter(scale: number): PageViewport {
  const height = 792 * scale;
  return {
    scale,
    width: 612 * scale,
    height,
    convertToViewportPoint: (x: number, y: number) => [x * scale, height - y * scale],
    convertToPdfPoint: (x: number, y: number) => [x / scale, (height - y) / scale],
  } as unknown as PageViewport;
}

describe('comment marks on a PDF page', () => {
  it('should join the runs of a selected line into one quad, corners in PDF order', () => {
    const viewport = letter(2);
    const quads = rectsToQuads(
      [
        { left: 144, top: 100, right: 300, bottom: 128 },
        { left: 300, top: 101, right: 420, bottom: 127 },
        { left: 144, top: 140, right: 250, bottom: 168 },
      ],
      viewport,
    );
    expect(quads).toEqual([
      [
        [72, 742],
        [210, 742],
        [72, 728],
        [210, 728],
      ],
      [
        [72, 722],
        [125, 722],
        [72, 708],
        [125, 708],
      ],
    ]);
  });

  it('should draw a quad back where it was selected, at another zoom too', () => {
    const [quad] = rectsToQuads([{ left: 144, top: 100, right: 300, bottom: 128 }], letter(2));
    expect(quadBox(quad!, letter(2))).toEqual({ left: 144, top: 100, width: 156, height: 28 });
    expect(quadBox(quad!, letter(1))).toEqual({ left: 72, top: 50, width: 78, height: 14 });
  });

  it('should pin a keyboard note with its icon centred on the page', () => {
    expect(pageCentre(letter(1.5))).toEqual({ x: 294, y: 408 });
  });
});
