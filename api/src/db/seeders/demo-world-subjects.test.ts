import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from './demo-world.data.js';

// The apps name subjects through the catalogues, keyed by their English name; here, beside the
// data, because shared code does not reach into the API.
function subjectNames(language: string): Record<string, unknown> {
  const file = resolve(
    import.meta.dirname,
    `../../../../shared/src/i18n/locales/${language}/common-pages.json`,
  );
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { subjects?: Record<string, unknown> };
  return catalogue.subjects ?? {};
}

describe('subject names', () => {
  for (const language of ['fr', 'es']) {
    it(`should be translated in ${language} for every subject of the demo world`, () => {
      const names = subjectNames(language);
      const untranslated = SUBJECTS.filter(
        (subject) => typeof names[subject.name] !== 'string' || names[subject.name] === subject.name,
      ).map((subject) => subject.name);
      expect(untranslated).toEqual([]);
    });
  }
});
