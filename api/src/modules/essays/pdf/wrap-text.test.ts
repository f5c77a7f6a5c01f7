import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.js';

// One unit per character, so widths read as character counts.
const chars = (text: string) => Array.from(text).length;

describe('wrapText', () => {
  it('breaks at spaces so no line is wider than the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, chars)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('keeps the writer’s line breaks and blank lines', () => {
    expect(wrapText('First point.\r\n\nSecond.', 20, chars)).toEqual(['First point.', '', 'Second.']);
  });

  it('cuts a word longer than the line inside the word, never splitting a character', () => {
    expect(wrapText('see https://example.org/a/very/long/path ok', 12, chars)).toEqual([
      'see',
      'https://exam',
      'ple.org/a/ve',
      'ry/long/path',
      'ok',
    ]);
    expect(wrapText('👏👏👏', 2, chars)).toEqual(['👏👏', '👏']);
  });

  it('gives one empty line for an empty text', () => {
    expect(wrapText('', 10, chars)).toEqual(['']);
  });
});
