import { describe, expect, it } from 'vitest';
import { cleanSummary, pagedText, parseSuggestions } from './essay-ai-prompts.js';

describe('parseSuggestions', () => {
  it('should read the array out of prose and code fences, dropping entries that make no sense', () => {
    const answer =
      'Here you go:\n```json\n[{"page": 1, "quote": "The war began", "category": 4, "comment": "Name the war."},' +
      '{"page": 9, "quote": "alliances", "category": "5", "comment": "Link this to your thesis."},' +
      '{"page": 1, "quote": "", "category": 2, "comment": "empty quote"},' +
      '{"page": 1, "quote": "x", "category": 7, "comment": "no such category"}]\n```';
    expect(parseSuggestions(answer, 2)).toEqual([
      { page: 1, quote: 'The war began', category: 4, comment: 'Name the war.' },
      { page: 2, quote: 'alliances', category: 5, comment: 'Link this to your thesis.' },
    ]);
  });

  it('should refuse an answer without an array', () => {
    expect(() => parseSuggestions('I cannot help with that.', 1)).toThrow();
  });
});

describe('pagedText', () => {
  it('should mark where each page starts', () => {
    expect(pagedText('one\n\ntwo', [0, 5])).toBe('--- Page 1 ---\none\n\n--- Page 2 ---\ntwo');
  });
});

describe('cleanSummary', () => {
  it('should drop fences and surrounding quotes', () => {
    expect(cleanSummary('```\n"Great work on your thesis."\n```')).toBe('Great work on your thesis.');
  });
});
