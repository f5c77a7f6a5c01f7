import { ANNOTATION_CATEGORIES, type AnnotationCategoryId } from '../domain/essays/annotation-categories.js';
import { type Locale, resolveLocale } from '../domain/languages/languages.js';
import en from './locales/en/common-pages.json' with { type: 'json' };
import es from './locales/es/common-pages.json' with { type: 'json' };
import fr from './locales/fr/common-pages.json' with { type: 'json' };

// Static imports of the apps' own catalogue, for the server (it has no i18next and no Vite glob):
// one set of translations for the editor, the student's view and the annotated PDF. The apps do not
// import this module, so the catalogues stay out of their first download.
const CATALOGUES: Record<
  Locale,
  { essayCategories: Partial<Record<string, string>>; reviewPdf: ReviewPdfWords }
> = { en, es, fr };

/**
 * The six category names in a person's preferred language (an unknown or missing one is English);
 * a name the catalogue lacks is the spec's English one.
 */
export function essayCategoryNames(
  language: string | null | undefined,
): Record<AnnotationCategoryId, string> {
  const names = CATALOGUES[resolveLocale(language)].essayCategories;
  return Object.fromEntries(
    ANNOTATION_CATEGORIES.map((category) => [category.id, names[String(category.id)] ?? category.name]),
  ) as Record<AnnotationCategoryId, string>;
}

/** The headings of the annotated PDF's review pages; `onPage` holds `{{page}}`. */
export interface ReviewPdfWords {
  title: string;
  continued: string;
  summary: string;
  comments: string;
  noComments: string;
  onPage: string;
}

/** The review pages' headings in a person's preferred language (an unknown or missing one is English). */
export function essayReviewPdfWords(language: string | null | undefined): ReviewPdfWords {
  return CATALOGUES[resolveLocale(language)].reviewPdf;
}
