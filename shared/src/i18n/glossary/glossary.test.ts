import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The glossary (en.json, fr.json, es.json here) names each product term once per language; every
// French and Spanish string whose English uses a term must say it the glossary's way.

const here = dirname(fileURLToPath(import.meta.url));
const LOCALES = join(here, '..', 'locales');

interface EnglishTerm {
  term: string;
  match: string;
  note: string;
}
interface Variant {
  variant: string;
  /** The variant is right where the English says this too ("texte" for "text"). */
  unless?: string;
}
interface TranslatedTerm {
  term: string;
  forms: string;
  avoid?: Variant[];
  /** `namespace:key` strings that rightly say it another way. */
  except?: string[];
}
type Tree = { [key: string]: string | Tree };
/** One string of a catalogue in English and in the other language. */
interface Pair {
  where: string;
  english: string;
  translated: string;
}

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const ENGLISH = readJson<Record<string, EnglishTerm>>(join(here, 'en.json'));
const glossary = (language: string) =>
  readJson<Record<string, TranslatedTerm>>(join(here, `${language}.json`));

const EXTRA_PLURAL = /_(zero|two|few|many)$/;
/** `{{tutor}}` names a person, not the term; `{{sessions}}` is a number. */
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

/** A glossary pattern as a whole word: letters on either side make another word. */
const word = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'iu');

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function pairs(language: string): Pair[] {
  return readdirSync(join(LOCALES, 'en'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '');
      const english = new Map(flatten(readJson<Tree>(join(LOCALES, 'en', file))));
      // A plural form English lacks (Spanish "_many") says what English says for "_other".
      const source = (key: string) => english.get(key) ?? english.get(key.replace(EXTRA_PLURAL, '_other'));
      return flatten(readJson<Tree>(join(LOCALES, language, file))).flatMap(([key, translated]) => {
        const text = source(key);
        return text === undefined ? [] : [{ where: `${namespace}:${key}`, english: text, translated }];
      });
    });
}

/** Each string that says a term another way than the glossary, or leaves it out. */
function glossaryProblems(
  english: Record<string, EnglishTerm>,
  terms: Record<string, TranslatedTerm>,
  strings: readonly Pair[],
): string[] {
  return Object.entries(terms).flatMap(([id, term]) => {
    const source = english[id];
    if (!source) return [`${id}: no such term in en.json`];
    return strings
      .map((pair) => ({
        ...pair,
        english: pair.english.replace(PLACEHOLDER, ' '),
        translated: pair.translated.replace(PLACEHOLDER, ' '),
      }))
      .filter(({ where, english: text }) => word(source.match).test(text) && !term.except?.includes(where))
      .flatMap(({ where, english: text, translated }) => {
        const variants = (term.avoid ?? [])
          .filter(
            ({ variant, unless }) => word(variant).test(translated) && !(unless && word(unless).test(text)),
          )
          .map(({ variant }) => `${where}: "${translated}" says ${id} as /${variant}/, not "${term.term}"`);
        const missing = word(term.forms).test(translated)
          ? []
          : [`${where}: "${translated}" leaves out ${id} ("${term.term}")`];
        return [...variants, ...missing];
      });
  });
}

describe('the glossary', () => {
  for (const language of ['fr', 'es']) {
    it(`should be followed by every ${language} string`, () => {
      expect(glossaryProblems(ENGLISH, glossary(language), pairs(language))).toEqual([]);
    });

    it(`should name in ${language} every term English has, and no other`, () => {
      expect(Object.keys(glossary(language)).sort()).toEqual(Object.keys(ENGLISH).sort());
    });
  }

  it('should catch a variant, allow it where the English says it too, and catch a term left out', () => {
    const terms = {
      essay: {
        term: 'rédaction',
        forms: 'rédactions?',
        avoid: [{ variant: 'textes?', unless: 'texts?' }, { variant: 'écrits?' }],
      },
    };
    const english = { essay: { term: 'essay', match: 'essays?', note: '' } };
    expect(
      glossaryProblems(english, terms, [
        { where: 'a', english: 'Your essay', translated: 'Votre texte' },
        { where: 'b', english: 'The text of your essay', translated: 'Le texte de votre rédaction' },
        { where: 'c', english: 'Essays', translated: 'Écrits et rédactions' },
        { where: 'd', english: 'Textbook', translated: 'Manuel' },
      ]),
    ).toEqual([
      'a: "Votre texte" says essay as /textes?/, not "rédaction"',
      'a: "Votre texte" leaves out essay ("rédaction")',
      'c: "Écrits et rédactions" says essay as /écrits?/, not "rédaction"',
    ]);
  });
});
