export const ANNOTATION_CATEGORIES = [
  { id: 1, name: 'What you wrote about' },
  { id: 2, name: 'Page setup and style' },
  { id: 3, name: 'Citing your sources' },
  { id: 4, name: 'Sentence style and rules' },
  { id: 5, name: 'Structure and flow' },
  { id: 6, name: 'Praise' },
] as const;
export type AnnotationCategoryId = (typeof ANNOTATION_CATEGORIES)[number]['id'];

export function annotationCategoryName(id: number): string | null {
  return ANNOTATION_CATEGORIES.find((category) => category.id === id)?.name ?? null;
}

export const SUGGESTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export interface ReviewAnnotation {
  id: string;
  comment: string | null;
  /** Hidden annotations belong to rejected suggestions and are not submitted. */
  hidden?: boolean;
}

export interface ReviewSuggestion {
  id: string | number;
  status: SuggestionStatus | null;
}

export interface ReviewDraft {
  annotations: readonly ReviewAnnotation[];
  suggestions: readonly ReviewSuggestion[];
  summary: string | null;
}

export interface ReviewValidation {
  valid: boolean;
  emptyCommentIds: string[];
  unprocessedSuggestionIds: (string | number)[];
  summaryEmpty: boolean;
  /** The suggestions panel is forced open so the tutor can see what still needs a decision. */
  showSuggestionsPanel: boolean;
}

const blank = (text: string | null) => (text ?? '').trim() === '';

export function validateReview({ annotations, suggestions, summary }: ReviewDraft): ReviewValidation {
  const emptyCommentIds = annotations
    .filter((note) => !note.hidden && blank(note.comment))
    .map((note) => note.id);
  const unprocessedSuggestionIds = suggestions
    .filter((suggestion) => suggestion.status === null || suggestion.status === 'pending')
    .map((suggestion) => suggestion.id);
  const summaryEmpty = blank(summary);
  return {
    valid: emptyCommentIds.length === 0 && unprocessedSuggestionIds.length === 0 && !summaryEmpty,
    emptyCommentIds,
    unprocessedSuggestionIds,
    summaryEmpty,
    showSuggestionsPanel: unprocessedSuggestionIds.length > 0,
  };
}
