/**
 * Where annotations sit. Everything stored and written into the PDF is in PDF user space: points
 * (1/72 inch) on one page, x to the right and y UP from the origin of the page's MediaBox (the
 * bottom-left corner for nearly every PDF), before the page's /Rotate is applied. These are the
 * numbers a PDF's own /Rect and /QuadPoints hold, so they need no conversion when written and
 * stay right whatever zoom or rotation the editor shows.
 *
 * The editor works in pdf.js viewport space instead: CSS pixels of the page as rendered by
 * `page.getViewport({ scale, rotation })`, origin at the top-left, y DOWN. The viewport's
 * `transform` maps PDF to viewport; these helpers apply it and its inverse (the same arithmetic
 * as pdf.js's `convertToPdfPoint` / `convertToViewportPoint`, kept here so the server can check
 * and test it without pdf.js).
 *
 * Pure; meant for the browser editor too.
 */

/** pdf.js `PageViewport.transform`: `[a, b, c, d, e, f]`, viewport = (a·x + c·y + e, b·x + d·y + f). */
export type ViewportTransform = readonly [number, number, number, number, number, number];

export interface Point {
  x: number;
  y: number;
}

/**
 * A highlighted area as PDF /QuadPoints: four corners `[x, y]` in PDF user space, in the order
 * readers expect (Acrobat's, and what pdf.js writes): upper-left, upper-right, lower-left,
 * lower-right, "upper" meaning towards the top of the text as it is read.
 */
export type AnnotationQuad = [[number, number], [number, number], [number, number], [number, number]];

/** A rectangle in viewport space (for example one of a selection's `getClientRects()`, made relative to the page). */
export interface ViewportRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A point the editor saw (viewport pixels) as a point on the page (PDF user space). */
export function viewportToPdf(point: Point, transform: ViewportTransform): Point {
  const [a, b, c, d, e, f] = transform;
  const determinant = a * d - b * c;
  const x = point.x - e;
  const y = point.y - f;
  return { x: (x * d - y * c) / determinant, y: (y * a - x * b) / determinant };
}

/** A point on the page (PDF user space) where the editor draws it (viewport pixels). */
export function pdfToViewport(point: Point, transform: ViewportTransform): Point {
  const [a, b, c, d, e, f] = transform;
  return { x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f };
}

/**
 * A selected line of text (a viewport rectangle) as a quad on the page. The corners are taken as
 * the reader sees them on screen, so on a rotated page "upper-left" is still the start of the
 * line's top edge.
 */
export function viewportRectToQuad(rect: ViewportRect, transform: ViewportTransform): AnnotationQuad {
  const corner = (x: number, y: number): [number, number] => {
    const point = viewportToPdf({ x, y }, transform);
    return [point.x, point.y];
  };
  return [
    corner(rect.left, rect.top),
    corner(rect.right, rect.top),
    corner(rect.left, rect.bottom),
    corner(rect.right, rect.bottom),
  ];
}
