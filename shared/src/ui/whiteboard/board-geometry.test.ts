import { describe, expect, it } from 'vitest';
import { WHITEBOARD_SIZES } from '../../domain/live-help/whiteboard.js';
import { BOARD_REFERENCE_WIDTH, strokeWidthPx, toBoardPoint } from './board-geometry.js';

const rect = { left: 100, top: 50, width: 400, height: 300 };

describe('toBoardPoint', () => {
  it('should give the pointer as fractions of the board from its top-left corner', () => {
    expect(toBoardPoint(100, 50, rect)).toEqual([0, 0]);
    expect(toBoardPoint(300, 200, rect)).toEqual([0.5, 0.5]);
    expect(toBoardPoint(500, 350, rect)).toEqual([1, 1]);
    expect(toBoardPoint(200, 125, rect)).toEqual([0.25, 0.25]);
  });

  it('should hold a pointer that left the board (captured mid-stroke) at its edge', () => {
    expect(toBoardPoint(20, 400, rect)).toEqual([0, 1]);
    expect(toBoardPoint(900, -10, rect)).toEqual([1, 0]);
  });

  it('should keep four decimals, a fraction of a pixel on any screen', () => {
    const [x, y] = toBoardPoint(100 + 400 / 3, 50 + 300 / 7, rect);
    expect(x).toBe(0.3333);
    expect(y).toBe(0.1429);
  });

  it('should not divide by zero on a board not laid out yet', () => {
    expect(toBoardPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });
});

describe('strokeWidthPx', () => {
  it("should draw each size at the domain's width on a board of the reference width", () => {
    for (const [size, px] of Object.entries(WHITEBOARD_SIZES))
      expect(strokeWidthPx(size as keyof typeof WHITEBOARD_SIZES, BOARD_REFERENCE_WIDTH)).toBe(px);
  });

  it('should scale with the board, so a stroke covers the same share of a small and a large board', () => {
    expect(strokeWidthPx('large', 400) / 400).toBeCloseTo(strokeWidthPx('large', 1200) / 1200);
    expect(strokeWidthPx('medium', 400)).toBe(3);
    expect(strokeWidthPx('medium', 1600)).toBe(12);
  });

  it('should never draw thinner than one pixel, and keep the sizes apart', () => {
    expect(strokeWidthPx('small', 200)).toBe(1);
    expect(strokeWidthPx('small', 0)).toBe(1);
    for (const width of [320, 640, 1280])
      expect(strokeWidthPx('small', width)).toBeLessThan(strokeWidthPx('medium', width));
    expect(strokeWidthPx('medium', 640)).toBeLessThan(strokeWidthPx('large', 640));
  });
});
