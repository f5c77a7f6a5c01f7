import { WHITEBOARD_SIZES, type WhiteboardSize } from '../../domain/live-help/whiteboard.js';

/** A point on the board as fractions of its width and height (0..1), as the contract stores it. */
export type BoardPoint = [x: number, y: number];

/**
 * Width over height of every board. Points are fractions of each side, so the two people's boards
 * must share one shape or a circle drawn on one screen is an ellipse on the other.
 */
export const BOARD_ASPECT = 4 / 3;

/** The board width at which a size's stroke is exactly the domain's pixel width. */
export const BOARD_REFERENCE_WIDTH = 800;

/** Fractions kept to 4 decimals: a fifth of a pixel on a 2000 px board, and a third of the JSON. */
const PRECISION = 10_000;

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** Where a pointer is on the board, clamped to its edges (a stroke may leave it while captured). */
export function toBoardPoint(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>,
): BoardPoint {
  const x = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
  const y = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
  return [Math.round(clamp01(x) * PRECISION) / PRECISION, Math.round(clamp01(y) * PRECISION) / PRECISION];
}

/**
 * A size's line width in CSS pixels on a board this wide: the domain's widths scaled with the
 * board, so a stroke covers the same share of it on a phone and on a tutor's wide screen; never
 * thinner than one pixel.
 */
export function strokeWidthPx(size: WhiteboardSize, boardWidth: number): number {
  if (!(boardWidth > 0)) return 1;
  return Math.max(1, (WHITEBOARD_SIZES[size] * boardWidth) / BOARD_REFERENCE_WIDTH);
}

/** The length of a stroke in board widths (y is scaled by the board's shape). */
export function strokeLength(points: readonly (readonly [number, number])[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += segmentLength(points[i - 1]!, points[i]!);
  return length;
}

export function segmentLength(a: readonly [number, number], b: readonly [number, number]): number {
  return Math.hypot(b[0] - a[0], (b[1] - a[1]) / BOARD_ASPECT);
}
