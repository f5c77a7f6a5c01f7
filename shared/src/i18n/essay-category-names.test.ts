import { describe, expect, it } from 'vitest';
import { essayCategoryNames, essayReviewPdfWords } from './essay-category-names.js';

describe('essayCategoryNames', () => {
  it('should give the spec’s names in English and the catalogue’s in French and Spanish', () => {
    expect(essayCategoryNames('en')[3]).toBe('Citing your sources');
    expect(essayCategoryNames('fr')[3]).toBe('Citer vos sources');
    expect(essayCategoryNames('es')[6]).not.toBe('Praise');
    expect(Object.keys(essayCategoryNames('es'))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('should fall back to English for a language Lantern does not speak or none at all', () => {
    expect(essayCategoryNames('zh')).toEqual(essayCategoryNames('en'));
    expect(essayCategoryNames(null)[1]).toBe('What you wrote about');
  });
});

describe('essayReviewPdfWords', () => {
  it('should give the review pages’ headings in the student’s language, English otherwise', () => {
    expect(essayReviewPdfWords('fr').summary).toBe('Résumé');
    expect(essayReviewPdfWords('es').comments).toBe('Comentarios');
    expect(essayReviewPdfWords('zh')).toEqual(essayReviewPdfWords('en'));
  });
});
