import { type BoardPoint, toBoardPoint } from './board-geometry.js';

/** What the pen needs of the canvas (an element in the app, a stand-in in tests). */
export interface PenSurface {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  getBoundingClientRect(): Pick<DOMRectReadOnly, 'left' | 'top' | 'width' | 'height'>;
  setPointerCapture(pointerId: number): void;
  releasePointerCapture(pointerId: number): void;
  hasPointerCapture(pointerId: number): boolean;
}

export interface PenHandlers {
  /** Read at each pointerdown: false while the board is read-only or replaying. */
  canDraw(): boolean;
  /** The stroke so far, after each move (the same array, grown): to show it before it is sent. */
  onProgress(points: readonly BoardPoint[]): void;
  /** The pointer lifted (or the browser took it over): the stroke as drawn, at least one point. */
  onStroke(points: BoardPoint[]): void;
}

type PenEvent = Pick<PointerEvent, 'pointerId' | 'pointerType' | 'button' | 'clientX' | 'clientY'> & {
  getCoalescedEvents?: () => PointerEvent[];
  preventDefault(): void;
};

/**
 * Turns pointer events on the board into strokes, for a mouse, a pen or a finger alike. One pointer
 * draws at a time (a second finger is ignored, not a new stroke); the pointer is captured so a
 * stroke that leaves the board keeps going along its edge; coalesced events are read so a fast
 * pen stays smooth. Returns the detach.
 */
export function attachPen(surface: PenSurface, handlers: PenHandlers): () => void {
  let active: {
    pointerId: number;
    rect: ReturnType<PenSurface['getBoundingClientRect']>;
    points: BoardPoint[];
  } | null = null;

  const add = (event: Pick<PointerEvent, 'clientX' | 'clientY'>) => {
    if (!active) return;
    const point = toBoardPoint(event.clientX, event.clientY, active.rect);
    const last = active.points.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) active.points.push(point);
  };

  const down = (raw: Event) => {
    const event = raw as unknown as PenEvent;
    if (active || !handlers.canDraw()) return;
    // A mouse draws with its main button only; a pen's barrel button or a right click does not.
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    active = { pointerId: event.pointerId, rect: surface.getBoundingClientRect(), points: [] };
    try {
      surface.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone (a tap lifted at once): the stroke still ends on pointerup.
    }
    add(event);
    handlers.onProgress(active.points);
  };

  const move = (raw: Event) => {
    const event = raw as unknown as PenEvent;
    if (!active || event.pointerId !== active.pointerId) return;
    const coalesced = event.getCoalescedEvents?.() ?? [];
    for (const sample of coalesced.length > 0 ? coalesced : [event]) add(sample);
    handlers.onProgress(active.points);
  };

  const end = (raw: Event) => {
    const event = raw as unknown as PenEvent;
    if (!active || event.pointerId !== active.pointerId) return;
    const { points, pointerId } = active;
    active = null;
    if (surface.hasPointerCapture(pointerId)) surface.releasePointerCapture(pointerId);
    // What was drawn before a cancel (the system took the touch) is kept: it was seen being drawn.
    if (points.length > 0) handlers.onStroke(points);
  };

  // A long press of a finger would open the context menu over the board instead of drawing a dot.
  const menu = (event: Event) => {
    if (handlers.canDraw()) event.preventDefault();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', down],
    ['contextmenu', menu],
    ['pointermove', move],
    ['pointerup', end],
    ['pointercancel', end],
    ['lostpointercapture', end],
  ];
  for (const [type, listener] of listeners) surface.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) surface.removeEventListener(type, listener);
  };
}
