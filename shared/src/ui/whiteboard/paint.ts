import type { WhiteboardColour, WhiteboardSize } from '../../domain/live-help/whiteboard.js';
import { type BoardPoint, strokeWidthPx } from './board-geometry.js';

/**
 * The pens' inks. The board is paper-white in light and dark themes alike (both people must see
 * the same picture), so these are chosen against white; the white pen covers, like an eraser.
 */
export const PEN_INK: Readonly<Record<WhiteboardColour, string>> = {
  black: '#1d2130',
  blue: '#1d5fd1',
  green: '#17803d',
  red: '#d0271d',
  yellow: '#f2b705',
  white: '#ffffff',
};

export const BOARD_PAPER = '#ffffff';

/** A stroke to paint: a stored one, or the one under the pointer. */
export interface InkLine {
  colour: WhiteboardColour | null;
  size: WhiteboardSize | null;
  points: readonly (readonly [number, number])[] | readonly BoardPoint[];
}

export interface BoardPixels {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel: the canvas holds width × ratio pixels, so lines stay sharp. */
  ratio: number;
}

type Ink = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
>;

/** Paints the whole board: paper, then each stroke in order (clears are the caller's business). */
export function paintBoard(ink: Ink, board: BoardPixels, lines: readonly InkLine[]): void {
  ink.setTransform(board.ratio, 0, 0, board.ratio, 0, 0);
  ink.fillStyle = BOARD_PAPER;
  ink.fillRect(0, 0, board.width, board.height);
  for (const line of lines) paintLine(ink, board, line);
}

/** One stroke: a round-capped polyline, or a dot for a single point (a tap). */
export function paintLine(ink: Ink, board: Pick<BoardPixels, 'width' | 'height'>, line: InkLine): void {
  const { points } = line;
  if (points.length === 0 || line.colour === null || line.size === null) return;
  const width = strokeWidthPx(line.size, board.width);
  const colour = PEN_INK[line.colour];
  const [x0, y0] = points[0]!;
  ink.beginPath();
  if (points.length === 1) {
    ink.fillStyle = colour;
    ink.arc(x0 * board.width, y0 * board.height, width / 2, 0, Math.PI * 2);
    ink.fill();
    return;
  }
  ink.strokeStyle = colour;
  ink.lineWidth = width;
  ink.lineCap = 'round';
  ink.lineJoin = 'round';
  ink.moveTo(x0 * board.width, y0 * board.height);
  for (let i = 1; i < points.length; i++)
    ink.lineTo(points[i]![0] * board.width, points[i]![1] * board.height);
  ink.stroke();
}
