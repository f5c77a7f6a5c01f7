/**
 * A review's comment numbers: the one rule the annotated PDF (beside each mark and on its summary
 * page), the tutor's editor and the student's reviewed essay all number by, so "comment 3" is the
 * same comment on paper and on screen.
 *
 * Reading order: page by page, then line by line from the top of the page down, then from left to
 * right along a line, as a reader meets the marks; two marks at the same place keep the order they
 * were written in. Each mark's place in that order comes from the mark alone (its own sort key),
 * never from which other marks are there: a hidden comment, left out of the PDF, cannot move the
 * numbers of the others, and the order does not depend on the order the marks arrive in.
 * Positions are PDF user space (y up), so "higher on the page" is a larger y.
 */

/** Corners of a highlight's line: upper-left, upper-right, lower-left, lower-right. */
type QuadPoints = readonly [
  readonly [number, number],
  readonly [number, number],
  readonly [number, number],
  readonly [number, number],
];

/** A comment as the contracts carry it: a highlight (quads) or a pinned note (x, y). */
export interface PlacedComment {
  id: string | number;
  /** 1 for the first page. */
  page_number: number;
  x: number | null;
  y: number | null;
  quads: readonly QuadPoints[] | null;
  /** Unix seconds. */
  created_at: number;
  /** Kept from the student and left out of the PDF: it takes no number. */
  hidden?: boolean;
}

/**
 * Marks whose tops fall in the same band of this many points count as on one line, so two
 * highlights on one line of text go left to right even when their tops differ by a point.
 */
export const LINE_BAND_PT = 4;

/** A mark's top-left corner: where the PDF prints its number, and what orders the numbers. */
export function markCorner(comment: Pick<PlacedComment, 'x' | 'y' | 'quads'>): { top: number; left: number } {
  const first = comment.quads?.[0];
  if (first) return { top: Math.max(...first.map(([, y]) => y)), left: Math.min(...first.map(([x]) => x)) };
  return { top: comment.y ?? 0, left: comment.x ?? 0 };
}

interface SortKey {
  page: number;
  line: number;
  left: number;
  createdAt: number;
  id: string;
}

function sortKey(comment: PlacedComment): SortKey {
  const { top, left } = markCorner(comment);
  return {
    page: comment.page_number,
    // Higher on the page first: a larger top is an earlier line.
    line: -Math.floor(top / LINE_BAND_PT),
    left,
    createdAt: comment.created_at,
    id: String(comment.id),
  };
}

function compareKeys(a: SortKey, b: SortKey): number {
  return (
    a.page - b.page ||
    a.line - b.line ||
    a.left - b.left ||
    a.createdAt - b.createdAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Every comment in reading order, hidden ones in their place, each with its number: 1 for the
 * first comment the student sees, null for a hidden one (the PDF leaves it out).
 */
export function numberComments<T extends PlacedComment>(
  comments: readonly T[],
): { comment: T; number: number | null }[] {
  let next = 1;
  return comments
    .map((comment) => ({ comment, key: sortKey(comment) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ comment }) => ({ comment, number: comment.hidden ? null : next++ }));
}
