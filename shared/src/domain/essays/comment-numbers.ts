/**
 * The order a review's comments are numbered in, on the page and on the review's summary page:
 * page by page, then from the top of the page down, then from left to right, as a reader meets the
 * marks; two marks at the same place keep the order they were written in. Positions are PDF user
 * space (y up), so "higher on the page" is a larger y.
 */
export interface NumberableMark<Id> {
  id: Id;
  /** 1 for the first page. */
  pageNumber: number;
  /** The mark's top edge and left edge on its page, in PDF user space. */
  top: number;
  left: number;
  /** Seconds or milliseconds since the epoch: only compared. */
  createdAt: number;
}

/** Marks on one line within this many points of each other count as level. */
const SAME_LINE_PT = 2;

/** The marks in reading order, each with its number (1 for the first). */
export function numberMarks<Id>(
  marks: readonly NumberableMark<Id>[],
): (NumberableMark<Id> & { number: number })[] {
  return [...marks]
    .sort(
      (a, b) =>
        a.pageNumber - b.pageNumber ||
        (Math.abs(a.top - b.top) > SAME_LINE_PT ? b.top - a.top : 0) ||
        a.left - b.left ||
        a.createdAt - b.createdAt,
    )
    .map((mark, index) => ({ ...mark, number: index + 1 }));
}
