import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { BoardPixels } from './paint.js';

/**
 * The canvas's size, kept at one pixel per device pixel of its box: sharp on a high-density
 * screen, and measured again when the box is resized or (watching its device pixels) the window
 * moves to a screen of another density or is zoomed. Null until first measured.
 */
export function useBoardPixels(canvasRef: RefObject<HTMLCanvasElement | null>): BoardPixels | null {
  const [board, setBoard] = useState<BoardPixels | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = entry.contentRect.width;
      const height = entry.contentRect.height;
      const ratio = window.devicePixelRatio || 1;
      setBoard((held) =>
        held && held.width === width && held.height === height && held.ratio === ratio
          ? held
          : { width, height, ratio },
      );
    });
    try {
      observer.observe(canvas, { box: 'device-pixel-content-box' });
    } catch {
      observer.observe(canvas); // Safari has no device-pixel box: a resize still re-measures.
    }
    return () => observer.disconnect();
  }, [canvasRef]);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !board) return;
    const width = Math.round(board.width * board.ratio);
    const height = Math.round(board.height * board.ratio);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
  }, [canvasRef, board]);

  return board;
}
