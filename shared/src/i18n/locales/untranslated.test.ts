import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// English must not reach a French or Spanish reader through the catalogues: every English key has
// its translation, in every catalogue file there is, and a translation that reads exactly as the
// English does is made only of words both languages write alike (names, true cognates).

type Tree = { [key: string]: string | Tree };

/** Words a French or Spanish string may share with English, as they are. */
const SHARED_WORDS: Readonly<Record<'fr' | 'es', ReadonlySet<string>>> = {
  fr: new Set(
    [
      'lantern',
      'grow',
      'paperlive',
      'blog',
      'console',
      'menu',
      'message',
      'messages',
      'notifications',
      'services',
      'question',
      'minute',
      'minutes',
      'segment',
      'segments',
      'active',
      'date',
      'type',
      'pages',
      'incident',
      'incidents',
      'action',
      'actions',
      'conversation',
      'district',
      'oneroster',
      'rest',
      'clever',
      'districts',
      'global',
      'suggestions',
      'passage',
      'classes',
      'maintenance',
    ].map((word) => word.toLowerCase()),
  ),
  es: new Set(['lantern', 'grow', 'paperlive', 'blog', 'tutor', 'global', 'oneroster', 'rest', 'clever']),
};

const folder = (language: string) => new URL(`./${language}/`, import.meta.url);
const FILES = readdirSync(folder('en')).filter((file) => file.endsWith('.json'));

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function catalogue(language: string, file: string): Map<string, string> {
  const url = new URL(file, folder(language));
  return new Map(flatten(JSON.parse(readFileSync(url, 'utf8')) as Tree));
}

/** A key as code asks for it: plural forms collapse to their base. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The words of a string, placeholders and markup left out. */
const wordsOf = (text: string) =>
  (text.replace(/\{\{[^}]*\}\}|<\/?\d+\/?>/g, ' ').match(/\p{L}{3,}/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );

/** Strings of `language` that read as their English and hold a word the language does not share. */
function copiedEnglish(
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  shared: ReadonlySet<string>,
): string[] {
  return [...english].flatMap(([key, text]) =>
    translated.get(key) === text && wordsOf(text).some((word) => !shared.has(word))
      ? [`${key}: ${text}`]
      : [],
  );
}

describe('untranslated strings', () => {
  for (const language of ['fr', 'es'] as const) {
    it(`should have every English key of every catalogue in ${language}`, () => {
      const missing = FILES.flatMap((file) => {
        const translated = new Set([...catalogue(language, file).keys()].map(base));
        return [...catalogue('en', file).keys()]
          .map(base)
          .filter((key) => !translated.has(key))
          .map((key) => `${file}: ${key}`);
      });
      expect(missing).toEqual([]);
    });

    it(`should leave no English copied into a ${language} string`, () => {
      const copied = FILES.flatMap((file) =>
        copiedEnglish(catalogue('en', file), catalogue(language, file), SHARED_WORDS[language]).map(
          (found) => `${file}: ${found}`,
        ),
      );
      expect(copied).toEqual([]);
    });
  }

  it('should catch a copied English string and let names and shared words through', () => {
    const english = new Map([
      ['a', 'Upcoming'],
      ['b', 'Lantern'],
      ['c', '{{count}} minutes'],
      ['d', 'Essay'],
    ]);
    const french = new Map([
      ['a', 'Upcoming'],
      ['b', 'Lantern'],
      ['c', '{{count}} minutes'],
      ['d', 'Texte'],
    ]);
    expect(copiedEnglish(english, french, SHARED_WORDS.fr)).toEqual(['a: Upcoming']);
  });
});
