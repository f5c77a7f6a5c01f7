/**
 * The six categories a tutor files each essay comment under (spec section 9), with the colour
 * the editor, the student's view and the annotated PDF all use, so a comment looks the same
 * everywhere.
 *
 * Colours are the Okabe–Ito palette, which stays distinguishable with the common colour-vision
 * deficiencies; every one leaves black text readable under a highlight (contrast at least 4.5:1,
 * checked in the tests). Praise is the green so it reads as good news.
 */
export interface AnnotationCategory {
  id: AnnotationCategoryId;
  /** The spec's English name: the fallback, and what the API writes when it has no translation. */
  name: string;
  /** i18next key in the `common` namespace (both apps load it): `t(category.labelKey)`. */
  labelKey: `essayCategories.${AnnotationCategoryId}`;
  /** CSS hex colour, `#rrggbb`. */
  color: string;
}

export const ANNOTATION_CATEGORY_IDS = [1, 2, 3, 4, 5, 6] as const;
export type AnnotationCategoryId = (typeof ANNOTATION_CATEGORY_IDS)[number];

export const ANNOTATION_CATEGORIES: readonly AnnotationCategory[] = [
  { id: 1, name: 'What you wrote about', labelKey: 'essayCategories.1', color: '#f0e442' },
  { id: 2, name: 'Page setup and style', labelKey: 'essayCategories.2', color: '#56b4e9' },
  { id: 3, name: 'Citing your sources', labelKey: 'essayCategories.3', color: '#cc79a7' },
  { id: 4, name: 'Sentence style and rules', labelKey: 'essayCategories.4', color: '#e69f00' },
  { id: 5, name: 'Structure and flow', labelKey: 'essayCategories.5', color: '#d55e00' },
  { id: 6, name: 'Praise', labelKey: 'essayCategories.6', color: '#009e73' },
];

export function isAnnotationCategoryId(value: unknown): value is AnnotationCategoryId {
  return ANNOTATION_CATEGORY_IDS.includes(value as AnnotationCategoryId);
}

export function annotationCategory(id: number): AnnotationCategory | null {
  return ANNOTATION_CATEGORIES.find((category) => category.id === id) ?? null;
}

/** The colour as PDF wants it (`/C [r g b]`, each 0 to 1). */
export function categoryRgb(id: AnnotationCategoryId): [number, number, number] {
  const hex = annotationCategory(id)!.color;
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}
