import { describe, expect, it } from 'vitest';
import { markCorner, numberComments, type PlacedComment } from './comment-numbers.js';

const pin = (id: string, page: number, y: number, x: number, createdAt = 0): PlacedComment => ({
  id,
  page_number: page,
  x,
  y,
  quads: null,
  created_at: createdAt,
});

/** A highlight of one line whose top edge is at `top`, from `left` for 100 points. */
const highlight = (id: string, page: number, top: number, left: number, createdAt = 0): PlacedComment => ({
  id,
  page_number: page,
  x: null,
  y: null,
  quads: [
    [
      [left, top],
      [left + 100, top],
      [left, top - 14],
      [left + 100, top - 14],
    ],
  ],
  created_at: createdAt,
});

const order = (comments: PlacedComment[]) =>
  numberComments(comments).map(({ comment, number }) => `${number ?? '-'}:${comment.id}`);

describe('numberComments', () => {
  it('numbers page by page, whatever order the comments were written in', () => {
    expect(order([pin('b', 2, 700, 72), pin('a', 1, 100, 72)])).toEqual(['1:a', '2:b']);
  });

  it('numbers from the top of the page down (PDF y grows upwards)', () => {
    expect(order([pin('low', 1, 200, 72), highlight('high', 1, 700, 300)])).toEqual(['1:high', '2:low']);
  });

  it('numbers marks on one line from left to right, even when their tops differ by a point', () => {
    expect(order([highlight('right', 1, 701, 400), highlight('left', 1, 700, 72)])).toEqual([
      '1:left',
      '2:right',
    ]);
  });

  it('keeps the writing order for two marks at the same place, then the ids', () => {
    expect(order([pin('second', 1, 500, 72, 20), pin('first', 1, 500, 72, 10)])).toEqual([
      '1:first',
      '2:second',
    ]);
    expect(order([pin('b', 1, 500, 72, 10), pin('a', 1, 500, 72, 10)])).toEqual(['1:a', '2:b']);
  });

  it('gives a hidden comment its place but no number, and the others the numbers the PDF prints', () => {
    const hidden = { ...pin('hidden', 1, 750, 72), hidden: true };
    expect(order([pin('low', 1, 200, 72), hidden, pin('high', 1, 700, 72)])).toEqual([
      '-:hidden',
      '1:high',
      '2:low',
    ]);
  });

  it('numbers a set the same whatever order it arrives in, and a hidden mark never moves the others', () => {
    // Tops a little apart, so a rule that joined "nearby" marks pairwise would chain them.
    const marks = [
      highlight('a', 1, 703.5, 300),
      highlight('b', 1, 701.9, 200),
      highlight('c', 1, 700.2, 100),
      pin('d', 1, 698.8, 50),
      pin('e', 1, 702.6, 20),
    ];
    const expected = order(marks);
    for (let shift = 1; shift < marks.length; shift++)
      expect(order([...marks.slice(shift), ...marks.slice(0, shift)])).toEqual(expected);
    expect(order([...marks].reverse())).toEqual(expected);
    const visible = numberComments(marks).map(({ comment, number }) => [comment.id, number]);
    for (const hiddenTop of [704.1, 702.3, 699.5]) {
      const withHidden = numberComments([...marks, { ...pin('h', 1, hiddenTop, 10), hidden: true }]);
      expect(
        withHidden.filter(({ number }) => number !== null).map(({ comment, number }) => [comment.id, number]),
      ).toEqual(visible);
    }
  });

  it('numbers nothing when there is nothing', () => {
    expect(numberComments([])).toEqual([]);
  });
});

describe('markCorner', () => {
  it('is a pinned note’s point, and the top-left of a highlight’s first line whichever corner comes first', () => {
    expect(markCorner(pin('p', 1, 500, 72))).toEqual({ top: 500, left: 72 });
    expect(
      markCorner({
        x: null,
        y: null,
        quads: [
          [
            [80, 686],
            [180, 686],
            [78, 700],
            [182, 700],
          ],
          [
            [10, 900],
            [20, 900],
            [10, 890],
            [20, 890],
          ],
        ],
      }),
    ).toEqual({ top: 700, left: 78 });
  });
});
