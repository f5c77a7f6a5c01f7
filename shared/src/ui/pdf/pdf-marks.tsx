import { annotationCategory } from '../../domain/essays/annotation-categories.js';
import type { PageViewport } from './pdf-document.js';

/**
 * Where tutors' comments sit on a page, and how they are drawn over it. Positions are PDF user
 * space (points, y up from the page's bottom-left, before rotation), as the API stores them and
 * writes them into the annotated PDF; pdf.js's viewport converts both ways, so a comment stays on
 * its words at any zoom.
 */
type Corner = [number, number];
/** PDF /QuadPoints corners: upper-left, upper-right, lower-left, lower-right (as the reader sees them). */
export type PdfQuad = [Corner, Corner, Corner, Corner];

export interface PdfBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MarkedComment {
  id: string;
  category: number;
  page_number: number;
  quads: readonly PdfQuad[] | null;
  x: number | null;
  y: number | null;
  hidden?: boolean;
}

/** A pinned note is 24 points square, the size the annotated PDF gives its note icon. */
export const PIN_SIZE_PT = 24;

export function toViewport(x: number, y: number, viewport: PageViewport): { x: number; y: number } {
  const [left, top] = viewport.convertToViewportPoint(x, y) as [number, number];
  return { x: left, y: top };
}

export function toPdf(x: number, y: number, viewport: PageViewport): Corner {
  const [left, bottom] = viewport.convertToPdfPoint(x, y) as [number, number];
  return [left, bottom];
}

/** The screen box a quad covers. */
export function quadBox(quad: PdfQuad, viewport: PageViewport): PdfBox {
  const points = quad.map(([x, y]) => toViewport(x, y, viewport));
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A selection's rectangles (relative to the page, in viewport pixels) as one quad per line: a
 * selected line comes as one rectangle per text run, and overlapping runs of a line are joined.
 */
export function rectsToQuads(rects: readonly Rect[], viewport: PageViewport): PdfQuad[] {
  const lines: Rect[] = [];
  const sorted = rects
    .filter((rect) => rect.right - rect.left > 0.5 && rect.bottom - rect.top > 0.5)
    .toSorted((a, b) => a.top - b.top || a.left - b.left);
  for (const rect of sorted) {
    const line = lines.find((candidate) => {
      const overlap = Math.min(candidate.bottom, rect.bottom) - Math.max(candidate.top, rect.top);
      return overlap > 0.5 * Math.min(candidate.bottom - candidate.top, rect.bottom - rect.top);
    });
    if (line) {
      line.left = Math.min(line.left, rect.left);
      line.right = Math.max(line.right, rect.right);
      line.top = Math.min(line.top, rect.top);
      line.bottom = Math.max(line.bottom, rect.bottom);
    } else lines.push({ ...rect });
  }
  return lines.map((line) => [
    toPdf(line.left, line.top, viewport),
    toPdf(line.right, line.top, viewport),
    toPdf(line.left, line.bottom, viewport),
    toPdf(line.right, line.bottom, viewport),
  ]);
}

/** The part of a text selection that lies on this page, as quads; empty when none does. */
export function selectionQuads(range: Range, page: Element, viewport: PageViewport): PdfQuad[] {
  const frame = page.getBoundingClientRect();
  const rects = [...range.getClientRects()]
    .map((rect) => ({
      left: Math.max(rect.left, frame.left) - frame.left,
      right: Math.min(rect.right, frame.right) - frame.left,
      top: Math.max(rect.top, frame.top) - frame.top,
      bottom: Math.min(rect.bottom, frame.bottom) - frame.top,
    }))
    .filter((rect) => rect.right > rect.left && rect.bottom > rect.top);
  return rectsToQuads(rects, viewport);
}

/** Where a note pinned by keyboard goes: the middle of the page, its icon centred there. */
export function pageCentre(viewport: PageViewport): { x: number; y: number } {
  const half = (PIN_SIZE_PT * viewport.scale) / 2;
  const [x, y] = toPdf(viewport.width / 2 - half, viewport.height / 2 - half, viewport);
  return { x, y };
}

function colourOf(category: number): string {
  return annotationCategory(category)?.color ?? '#999999';
}

export interface AnnotationMarksProps {
  comments: readonly MarkedComment[];
  viewport: PageViewport;
  selectedId?: string | null;
  /** The mark's accessible name, e.g. "Comment 3, Praise". */
  label(comment: MarkedComment): string;
  /** The short text on a pin (its number in the list). */
  pinText(comment: MarkedComment): string;
  onSelect?(id: string): void;
}

/** The comments of one page: highlights as tinted boxes over their lines, pins as numbered notes. */
export function AnnotationMarks({
  comments,
  viewport,
  selectedId,
  label,
  pinText,
  onSelect,
}: AnnotationMarksProps) {
  return (
    <>
      {comments.map((comment) => {
        const selected = comment.id === selectedId ? 'true' : undefined;
        const background = colourOf(comment.category);
        const hidden = comment.hidden ? ' lt-pdf-mark--hidden' : '';
        if (comment.quads && comment.quads.length > 0)
          return comment.quads.map((quad, index) => {
            const box = quadBox(quad, viewport);
            const style = { ...px(box), background };
            // One stop for the keyboard per comment: its first line; the other lines are for the pointer.
            return index === 0 ? (
              <button
                key={`${comment.id}:${index}`}
                type="button"
                className={`lt-pdf-mark lt-pdf-mark--highlight${hidden}`}
                style={style}
                data-selected={selected}
                data-comment-id={comment.id}
                aria-label={label(comment)}
                onClick={() => onSelect?.(comment.id)}
              />
            ) : (
              <div
                key={`${comment.id}:${index}`}
                className={`lt-pdf-mark lt-pdf-mark--highlight${hidden}`}
                style={style}
                data-selected={selected}
                aria-hidden="true"
                onClick={() => onSelect?.(comment.id)}
              />
            );
          });
        if (comment.x === null || comment.y === null) return null;
        const corner = toViewport(comment.x, comment.y, viewport);
        const size = PIN_SIZE_PT * viewport.scale;
        return (
          <button
            key={comment.id}
            type="button"
            className={`lt-pdf-mark lt-pdf-mark--pin${hidden}`}
            style={{ ...px({ left: corner.x, top: corner.y, width: size, height: size }), background }}
            data-selected={selected}
            data-comment-id={comment.id}
            aria-label={label(comment)}
            onClick={() => onSelect?.(comment.id)}
          >
            <span aria-hidden="true">{pinText(comment)}</span>
          </button>
        );
      })}
    </>
  );
}

function px(box: PdfBox) {
  return { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` };
}
