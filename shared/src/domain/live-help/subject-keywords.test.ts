import { describe, expect, it } from 'vitest';
import { tokenise } from './question-matcher.js';
import { SUBJECT_AREAS } from './subject-keywords.js';

const areas = Object.entries(SUBJECT_AREAS);

describe('the built-in subject vocabulary', () => {
  it('should be written as the matcher reads text, or those words could never match', () => {
    for (const [, area] of areas)
      for (const word of [...area.names, ...area.terms]) expect(tokenise(word).join(' ')).toBe(word);
  });

  it('should list each word once per area', () => {
    for (const [id, area] of areas) {
      expect(new Set(area.terms).size, id).toBe(area.terms.length);
      expect(new Set(area.names).size, id).toBe(area.names.length);
    }
  });

  it('should not give one area’s name to another', () => {
    const names = areas.flatMap(([, area]) => area.names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('should recognise written maths but not a range of years', () => {
    const pattern = SUBJECT_AREAS.math?.pattern;
    expect(pattern?.test('2x + 3 = 7')).toBe(true);
    expect(pattern?.test('what is 12 * 7')).toBe(true);
    expect(pattern?.test('the war of 1914-1918')).toBe(false);
    expect(pattern?.test('in 5th grade')).toBe(false);
  });
});
