import { describe, expect, it } from 'vitest';
import { ANNOTATION_CATEGORIES, annotationCategoryName, validateReview } from './review-validation.js';

const good = {
  annotations: [{ id: 'a1', comment: 'Strong thesis.' }],
  suggestions: [{ id: 1, status: 'accepted' as const }],
  summary: 'Well argued overall.',
};

describe('validateReview', () => {
  it('passes a complete review', () => {
    expect(validateReview(good)).toEqual({
      valid: true,
      emptyCommentIds: [],
      unprocessedSuggestionIds: [],
      summaryEmpty: false,
      showSuggestionsPanel: false,
    });
  });

  it('lists annotations whose comment is empty or only spaces', () => {
    const result = validateReview({
      ...good,
      annotations: [
        { id: 'a1', comment: '' },
        { id: 'a2', comment: 'ok' },
        { id: 'a3', comment: '   ' },
        { id: 'a4', comment: null },
      ],
    });
    expect(result.valid).toBe(false);
    expect(result.emptyCommentIds).toEqual(['a1', 'a3', 'a4']);
  });

  it('ignores hidden annotations', () => {
    expect(validateReview({ ...good, annotations: [{ id: 'a1', comment: '', hidden: true }] }).valid).toBe(
      true,
    );
  });

  it('lists unprocessed suggestions and forces the suggestions panel open', () => {
    const result = validateReview({
      ...good,
      suggestions: [
        { id: 1, status: 'pending' },
        { id: 2, status: 'rejected' },
        { id: 3, status: null },
      ],
    });
    expect(result.valid).toBe(false);
    expect(result.unprocessedSuggestionIds).toEqual([1, 3]);
    expect(result.showSuggestionsPanel).toBe(true);
  });

  it('refuses an empty summary without opening the suggestions panel', () => {
    const result = validateReview({ ...good, summary: '  ' });
    expect(result.valid).toBe(false);
    expect(result.summaryEmpty).toBe(true);
    expect(result.showSuggestionsPanel).toBe(false);
  });

  it('refuses a missing summary', () => {
    expect(validateReview({ ...good, summary: null }).summaryEmpty).toBe(true);
  });

  it('passes a review without annotations or suggestions when the summary is written', () => {
    expect(validateReview({ annotations: [], suggestions: [], summary: 'Good.' }).valid).toBe(true);
  });
});

describe('annotation categories', () => {
  it('names categories 1 to 6', () => {
    expect(ANNOTATION_CATEGORIES.map((category) => [category.id, category.name])).toEqual([
      [1, 'What you wrote about'],
      [2, 'Page setup and style'],
      [3, 'Citing your sources'],
      [4, 'Sentence style and rules'],
      [5, 'Structure and flow'],
      [6, 'Praise'],
    ]);
  });

  it('has no name for an unknown category', () => {
    expect(annotationCategoryName(7)).toBeNull();
    expect(annotationCategoryName(6)).toBe('Praise');
  });
});
