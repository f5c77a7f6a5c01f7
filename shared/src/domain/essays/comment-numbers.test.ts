import { describe, expect, it } from 'vitest';
import { type NumberableMark, numberMarks } from './comment-numbers.js';

const mark = (
  id: string,
  pageNumber: number,
  top: number,
  left: number,
  createdAt = 0,
): NumberableMark<string> => ({
  id,
  pageNumber,
  top,
  left,
  createdAt,
});

const order = (marks: NumberableMark<string>[]) =>
  numberMarks(marks).map(({ id, number }) => `${number}:${id}`);

describe('numberMarks', () => {
  it('numbers page by page, whatever order the comments were written in', () => {
    expect(order([mark('b', 2, 700, 72), mark('a', 1, 100, 72)])).toEqual(['1:a', '2:b']);
  });

  it('numbers from the top of the page down (PDF y grows upwards)', () => {
    expect(order([mark('low', 1, 200, 72), mark('high', 1, 700, 300)])).toEqual(['1:high', '2:low']);
  });

  it('numbers marks on one line from left to right, even when their tops differ by a point', () => {
    expect(order([mark('right', 1, 701, 400), mark('left', 1, 700, 72)])).toEqual(['1:left', '2:right']);
  });

  it('keeps the writing order for two marks at the same place', () => {
    expect(order([mark('second', 1, 500, 72, 20), mark('first', 1, 500, 72, 10)])).toEqual([
      '1:first',
      '2:second',
    ]);
  });

  it('numbers nothing when there is nothing', () => {
    expect(numberMarks([])).toEqual([]);
  });
});
