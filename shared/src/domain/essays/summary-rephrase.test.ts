import { describe, expect, it } from 'vitest';
import { canRephraseSummary, nextRephraseIndex } from './summary-rephrase.js';

describe('canRephraseSummary', () => {
  it('rephrases a written summary', () => {
    expect(canRephraseSummary('Clear argument.', [])).toBe(true);
  });

  it('refuses a blank summary', () => {
    expect(canRephraseSummary('   ', [])).toBe(false);
  });

  it('refuses a summary that is one of the earlier rephrases', () => {
    expect(canRephraseSummary('Clear argument. ', ['Clear argument.'])).toBe(false);
  });

  it('rephrases a summary the tutor has edited since', () => {
    expect(canRephraseSummary('Clear argument, good sources.', ['Clear argument.'])).toBe(true);
  });
});

describe('nextRephraseIndex', () => {
  it('moves from the original to the first rephrase', () => {
    expect(nextRephraseIndex(0, 2)).toBe(1);
  });

  it('moves through the rephrases in order', () => {
    expect(nextRephraseIndex(1, 2)).toBe(2);
  });

  it('wraps from the last rephrase back to the original', () => {
    expect(nextRephraseIndex(2, 2)).toBe(0);
  });

  it('stays on the original when there is no rephrase', () => {
    expect(nextRephraseIndex(0, 0)).toBe(0);
  });
});
