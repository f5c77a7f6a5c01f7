import { describe, expect, it } from 'vitest';
import { BOARD_PAPER, PEN_INK, paintBoard } from './paint.js';

/** A 2D context that writes down what it was asked to do. */
function recordingInk() {
  const calls: string[] = [];
  const ink = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    lineCap: 'butt' as CanvasLineCap,
    lineJoin: 'miter' as CanvasLineJoin,
    setTransform: (...args: number[]) => calls.push(`transform ${args.join(' ')}`),
    fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(' ')} ${ink.fillStyle}`),
    beginPath: () => calls.push('begin'),
    moveTo: (x: number, y: number) => calls.push(`move ${x} ${y}`),
    lineTo: (x: number, y: number) => calls.push(`line ${x} ${y}`),
    arc: (x: number, y: number, radius: number) => calls.push(`arc ${x} ${y} ${radius}`),
    fill: () => calls.push(`fill ${ink.fillStyle}`),
    stroke: () => calls.push(`stroke ${ink.strokeStyle} ${ink.lineWidth} ${ink.lineCap}`),
  };
  return { ink, calls };
}

describe('paintBoard', () => {
  it('should paint paper, then each stroke in board pixels at its scaled width, in order', () => {
    const { ink, calls } = recordingInk();
    paintBoard(ink as unknown as CanvasRenderingContext2D, { width: 400, height: 300, ratio: 2 }, [
      {
        colour: 'red',
        size: 'large',
        points: [
          [0, 0],
          [0.5, 1],
        ],
      },
      { colour: 'blue', size: 'medium', points: [[0.25, 0.5]] },
      { colour: null, size: null, points: [] },
    ]);
    expect(calls).toEqual([
      'transform 2 0 0 2 0 0',
      `fillRect 0 0 400 300 ${BOARD_PAPER}`,
      'begin',
      'move 0 0',
      'line 200 300',
      `stroke ${PEN_INK.red} 6 round`,
      'begin',
      'arc 100 150 1.5',
      `fill ${PEN_INK.blue}`,
    ]);
  });
});
