import { describe, expect, it } from 'vitest';
import { quadsForQuote, type PositionedTextItem } from './locate-quote.js';

const line = (str: string, x: number, y: number, hasEOL = true): PositionedTextItem => ({
  str,
  hasEOL,
  transform: [12, 0, 0, 12, x, y],
  width: str.length * 6,
  height: 12,
});

describe('quadsForQuote', () => {
  it('should cover the quoted characters of a line, whatever the case and spacing', () => {
    const quads = quadsForQuote([line('The war began in 1914.', 72, 700)], 'began  IN');
    expect(quads).toEqual([
      [
        [72 + 8 * 6, 712],
        [72 + 16 * 6, 712],
        [72 + 8 * 6, 700 - 2.4],
        [72 + 16 * 6, 700 - 2.4],
      ],
    ]);
  });

  it('should give one quad per line when the quote runs across lines', () => {
    const quads = quadsForQuote(
      [line('Alliances pulled', 72, 700), line('every power in.', 72, 686)],
      'pulled every',
    );
    expect(quads).toHaveLength(2);
    expect(quads![0]![0]).toEqual([72 + 10 * 6, 712]);
    expect(quads![1]![1]).toEqual([72 + 5 * 6, 698]);
  });

  it('should find nothing for words the page does not hold', () => {
    expect(quadsForQuote([line('The war began in 1914.', 72, 700)], 'the peace')).toBeNull();
    expect(quadsForQuote([line('The war began.', 72, 700)], '   ')).toBeNull();
  });
});
