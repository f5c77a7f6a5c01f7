import { describe, expect, it, vi } from 'vitest';
import type { BoardPoint } from './board-geometry.js';
import { attachPen, type PenHandlers, type PenSurface } from './pen.js';

/** A board 400×300 at (100, 50), as the canvas would report it, that keeps pointer capture. */
function fakeBoard() {
  const target = new EventTarget();
  const captured = new Set<number>();
  const surface: PenSurface = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    getBoundingClientRect: () => ({ left: 100, top: 50, width: 400, height: 300 }),
    setPointerCapture: (id) => captured.add(id),
    releasePointerCapture: (id) => captured.delete(id),
    hasPointerCapture: (id) => captured.has(id),
  };
  const fire = (type: string, init: Partial<PointerEventInit> & { coalesced?: [number, number][] } = {}) => {
    const { coalesced, ...fields } = init;
    const event = Object.assign(new Event(type, { cancelable: true }), {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 0,
      clientY: 0,
      ...fields,
      ...(coalesced
        ? { getCoalescedEvents: () => coalesced.map(([clientX, clientY]) => ({ clientX, clientY })) }
        : {}),
    });
    target.dispatchEvent(event);
    return event;
  };
  return { surface, fire, captured };
}

function handlers(canDraw = true) {
  const strokes: BoardPoint[][] = [];
  const progress = vi.fn<PenHandlers['onProgress']>();
  const pen: PenHandlers = {
    canDraw: () => canDraw,
    onProgress: progress,
    onStroke: (points) => strokes.push(points),
  };
  return { pen, strokes, progress };
}

describe('attachPen', () => {
  it('should turn a drag into one stroke of board fractions, shown while it is drawn', () => {
    const { surface, fire, captured } = fakeBoard();
    const { pen, strokes, progress } = handlers();
    attachPen(surface, pen);

    const down = fire('pointerdown', { clientX: 100, clientY: 50 });
    expect(down.defaultPrevented).toBe(true);
    expect(captured.has(1)).toBe(true);
    fire('pointermove', { clientX: 300, clientY: 200 });
    fire('pointermove', { clientX: 500, clientY: 350 });
    expect(progress).toHaveBeenCalledTimes(3);
    expect(progress.mock.lastCall?.[0]).toHaveLength(3);
    fire('pointerup', { clientX: 500, clientY: 350 });

    expect(strokes).toEqual([
      [
        [0, 0],
        [0.5, 0.5],
        [1, 1],
      ],
    ]);
    expect(captured.size).toBe(0);
  });

  it('should keep a stroke that leaves the board on its edge', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen);
    fire('pointerdown', { clientX: 300, clientY: 200, pointerType: 'pen' });
    fire('pointermove', { clientX: 700, clientY: -40, pointerType: 'pen' });
    fire('pointerup', { pointerType: 'pen' });
    expect(strokes[0]).toEqual([
      [0.5, 0.5],
      [1, 0],
    ]);
  });

  it('should read every coalesced sample of a fast pen', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen);
    fire('pointerdown', { clientX: 100, clientY: 200 });
    fire('pointermove', {
      clientX: 300,
      clientY: 200,
      coalesced: [
        [200, 200],
        [250, 200],
        [300, 200],
      ],
    });
    fire('pointerup');
    expect(strokes[0]!.map(([x]) => x)).toEqual([0, 0.25, 0.375, 0.5]);
  });

  it('should make a tap a one-point stroke (a dot)', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen);
    fire('pointerdown', { clientX: 200, clientY: 125, pointerType: 'touch' });
    fire('pointerup', { clientX: 200, clientY: 125, pointerType: 'touch' });
    expect(strokes).toEqual([[[0.25, 0.25]]]);
  });

  it('should let one finger draw and ignore a second one', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen);
    fire('pointerdown', { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 50 });
    fire('pointerdown', { pointerId: 2, pointerType: 'touch', clientX: 500, clientY: 350 });
    fire('pointermove', { pointerId: 2, pointerType: 'touch', clientX: 400, clientY: 300 });
    fire('pointerup', { pointerId: 2, pointerType: 'touch' });
    fire('pointermove', { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    fire('pointerup', { pointerId: 1, pointerType: 'touch' });
    expect(strokes).toEqual([
      [
        [0, 0],
        [0.5, 0.5],
      ],
    ]);
  });

  it('should keep what was drawn when the system takes the pointer over', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen);
    fire('pointerdown', { clientX: 100, clientY: 50, pointerType: 'touch' });
    fire('pointermove', { clientX: 300, clientY: 200, pointerType: 'touch' });
    fire('pointercancel', { pointerType: 'touch' });
    fire('lostpointercapture', { pointerType: 'touch' });
    expect(strokes).toHaveLength(1);
    expect(strokes[0]).toHaveLength(2);
  });

  it('should not draw with the right mouse button, nor while the board is read-only', () => {
    const right = fakeBoard();
    const first = handlers();
    attachPen(right.surface, first.pen);
    right.fire('pointerdown', { button: 2, clientX: 200, clientY: 200 });
    right.fire('pointerup');
    expect(first.strokes).toEqual([]);

    const readOnly = fakeBoard();
    const second = handlers(false);
    attachPen(readOnly.surface, second.pen);
    const down = readOnly.fire('pointerdown', { clientX: 200, clientY: 200 });
    readOnly.fire('pointerup');
    expect(second.strokes).toEqual([]);
    expect(down.defaultPrevented).toBe(false);
  });

  it('should stop listening once detached', () => {
    const { surface, fire } = fakeBoard();
    const { pen, strokes } = handlers();
    attachPen(surface, pen)();
    fire('pointerdown', { clientX: 200, clientY: 200 });
    fire('pointerup');
    expect(strokes).toEqual([]);
  });
});
