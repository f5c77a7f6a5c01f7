import type {
  AiSummary,
  Annotation,
  ContentLibraryItem as ContentLibraryItemView,
  PlagiarismStatus,
  ReviewedAnnotation,
  Suggestion,
  TutorReviewSettings as TutorReviewSettingsView,
} from '@lantern/shared/contracts/essay-review';
import { DEFAULT_ZOOM_LEVEL } from '@lantern/shared/contracts/essay-review';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import type { ContentLibraryItem } from './entities/content-library-item.entity.js';
import type { EssayAiSummary } from './entities/essay-ai-summary.entity.js';
import type { EssayAnnotation } from './entities/essay-annotation.entity.js';
import type { EssaySuggestion } from './entities/essay-suggestion.entity.js';
import type { Essay } from './entities/essay.entity.js';
import type { TutorReviewSettings } from './entities/tutor-review-settings.entity.js';
import type { PdfAnnotation } from './pdf/annotated-pdf.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
// The database's check keeps categories 1 to 6.
const category = (value: number) => value as AnnotationCategoryId;

export function toAnnotation(annotation: EssayAnnotation): Annotation {
  return {
    id: annotation.id,
    category: category(annotation.category),
    comment: annotation.comment,
    page_number: annotation.pageNumber,
    x: annotation.x ?? null,
    y: annotation.y ?? null,
    quads: annotation.quads ?? null,
    hidden: annotation.hidden,
    suggestion_id: annotation.suggestion?.id ?? null,
    revision: annotation.revision,
    created_at: seconds(annotation.createdAt),
    updated_at: seconds(annotation.updatedAt),
  };
}

/** What the annotated PDF is written from: the comment trimmed, as the student will read it. */
export const toPdfAnnotation = (note: EssayAnnotation): PdfAnnotation => ({
  id: note.id,
  comment: note.comment.trim(),
  category: note.category,
  pageNumber: note.pageNumber,
  x: note.x,
  y: note.y,
  quads: note.quads,
  createdAt: note.createdAt,
  hidden: note.hidden,
});

export function toReviewedAnnotation(annotation: EssayAnnotation): ReviewedAnnotation {
  const { id, category, comment, page_number, x, y, quads, created_at } = toAnnotation(annotation);
  return { id, category, comment, page_number, x, y, quads, created_at };
}

export function toSuggestion(suggestion: EssaySuggestion): Suggestion {
  return {
    id: suggestion.id,
    status: suggestion.status,
    category: category(suggestion.category),
    page_number: suggestion.pageNumber,
    quote: suggestion.quote,
    quads: suggestion.quads ?? null,
    x: suggestion.x ?? null,
    y: suggestion.y ?? null,
    display_comment: suggestion.displayComment,
    original_display_comment: suggestion.originalDisplayComment,
    rephrases: suggestion.rephrases,
    reason_type: suggestion.reasonType ?? null,
    status_change_reason: suggestion.statusChangeReason ?? null,
    annotation_id: suggestion.annotationId ?? null,
  };
}

export function toAiSummary(summary: EssayAiSummary): AiSummary {
  return {
    id: summary.id,
    type: summary.type,
    text: summary.text,
    rate: summary.rate ?? null,
    created_at: seconds(summary.createdAt),
  };
}

export function toPlagiarism(essay: Essay): PlagiarismStatus {
  return {
    state: essay.plagiarismState,
    score: essay.plagiarismScore ?? null,
    passages: (essay.plagiarismPassages ?? []).map((passage) => ({
      text: passage.text,
      page_number: passage.page_number ?? 1,
      source_essay_id: passage.essay_id,
      source_text: passage.source_text ?? '',
      source_submitted_at: passage.source_submitted_at ?? 0,
    })),
  };
}

export function toSettings(settings: TutorReviewSettings | null): TutorReviewSettingsView {
  return {
    zoom_preferred_level: settings?.zoomPreferredLevel ?? DEFAULT_ZOOM_LEVEL,
    summary_ai_hint_hidden: settings?.summaryAiHintHidden ?? false,
  };
}

export function toContentLibraryItem(item: ContentLibraryItem): ContentLibraryItemView {
  return {
    id: item.id,
    category: category(item.category),
    text: item.text,
    created_at: seconds(item.createdAt),
    updated_at: seconds(item.updatedAt),
  };
}
