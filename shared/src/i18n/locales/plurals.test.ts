import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A count in a sentence takes the language's own plural forms: French and Spanish read "one",
// "many" (a million, "1 000 000 de textes") and "other", where English reads "one" and "other".
// i18next picks the form by Intl.PluralRules; a form left out falls back to English.

type Tree = { [key: string]: string | Tree };

const folder = (language: string) => new URL(`./${language}/`, import.meta.url);

function strings(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : strings(value, path);
  });
}

function keys(language: string, file: string): Set<string> {
  return new Set(strings(JSON.parse(readFileSync(new URL(file, folder(language)), 'utf8')) as Tree));
}

const FILES = readdirSync(folder('en')).filter((file) => file.endsWith('.json'));

describe('plural forms', () => {
  for (const language of ['fr', 'es']) {
    it(`should give every counted ${language} string each plural form the language has`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = FILES.flatMap((file) => {
        const english = keys('en', file);
        const translated = keys(language, file);
        // Counted in English: a "_one" and an "_other" ("session_ended_by_other" is an error code).
        const counted = [...english]
          .filter((key) => key.endsWith('_one') && english.has(key.replace(/_one$/, '_other')))
          .map((key) => key.replace(/_one$/, ''));
        return counted.flatMap((base) =>
          categories
            .filter((category) => !translated.has(`${base}_${category}`))
            .map((category) => `${file}: ${base}_${category}`),
        );
      });
      expect(missing).toEqual([]);
    });
  }
});
