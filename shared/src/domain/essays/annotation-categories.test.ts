import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_CATEGORIES,
  annotationCategory,
  categoryRgb,
  isAnnotationCategoryId,
} from './annotation-categories.js';

function commonCatalogue(language: string): Record<string, unknown> {
  const url = new URL(`../../i18n/locales/${language}/common-pages.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((offset) => {
    const channel = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('annotation categories', () => {
  it("are the spec's six, in its order", () => {
    expect(ANNOTATION_CATEGORIES.map(({ id, name }) => [id, name])).toEqual([
      [1, 'What you wrote about'],
      [2, 'Page setup and style'],
      [3, 'Citing your sources'],
      [4, 'Sentence style and rules'],
      [5, 'Structure and flow'],
      [6, 'Praise'],
    ]);
  });

  it('have a name in English, French and Spanish under their label key', () => {
    for (const language of ['en', 'fr', 'es']) {
      const names = commonCatalogue(language).essayCategories as Record<string, string>;
      for (const category of ANNOTATION_CATEGORIES) {
        const [namespace, key] = category.labelKey.split('.') as [string, string];
        expect(namespace).toBe('essayCategories');
        expect(names[key], `${language} ${category.labelKey}`).toMatch(/\S/);
      }
    }
    const english = commonCatalogue('en').essayCategories as Record<string, string>;
    expect(ANNOTATION_CATEGORIES.map((category) => english[category.id])).toEqual(
      ANNOTATION_CATEGORIES.map((category) => category.name),
    );
  });

  it('each have their own colour, under which black text stays readable (4.5:1)', () => {
    const colours = ANNOTATION_CATEGORIES.map((category) => category.color);
    expect(new Set(colours).size).toBe(6);
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect((luminance(colour) + 0.05) / 0.05, colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give PDF colour components between 0 and 1', () => {
    expect(categoryRgb(6)).toEqual([0, 0x9e / 255, 0x73 / 255]);
    expect(categoryRgb(1)).toEqual([0xf0 / 255, 0xe4 / 255, 0x42 / 255]);
  });

  it('are found by id, and nothing else is a category', () => {
    expect(annotationCategory(3)?.name).toBe('Citing your sources');
    expect(annotationCategory(0)).toBeNull();
    expect(annotationCategory(7)).toBeNull();
    expect([0, 1, 6, 7, 1.5, '1', null].map(isAnnotationCategoryId)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
