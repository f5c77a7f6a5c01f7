import { describe, expect, it } from 'vitest';
import { BUILT_NAV_ITEMS } from './shell/console-navigation.js';

type Catalogue = { [key: string]: string | Catalogue };

// Read through Vite's glob so the test needs nothing beyond the renderer's own types.
const catalogues = import.meta.glob<Catalogue>('../../../../shared/src/i18n/locales/*/console.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function load(language: string): Catalogue {
  const catalogue = catalogues[`../../../../shared/src/i18n/locales/${language}/console.json`];
  if (!catalogue) throw new Error(`no console catalogue for ${language}`);
  return catalogue;
}

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

/** Keys without plural suffixes: languages pluralise differently, so only the base must match. */
function baseKeys(keys: Map<string, string>): Set<string> {
  return new Set([...keys.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

// These name navbar entries ('tutor.dashboard'), whose labels are looked up as `nav.<id>`.
const NAV_ID_FILES = ['/console-navigation.ts', '/external-links.ts'];

function sourceFiles(): [string, string][] {
  return Object.entries(sources).filter(([path]) => !NAV_ID_FILES.some((name) => path.endsWith(name)));
}

const english = flatten(load('en'));

describe('console catalogues', () => {
  it.each(['fr', 'es'])(
    'should translate every English console string into %s and nothing more',
    (language) => {
      expect([...baseKeys(flatten(load(language)))].sort()).toEqual([...baseKeys(english)].sort());
    },
  );

  it.each(['fr', 'es'])('should keep the placeholders of every %s string', (language) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const translated = flatten(load(language));
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(source ?? ''),
      });
    }
  });

  it('should label every navbar entry the console has built', () => {
    const known = baseKeys(english);
    expect([...BUILT_NAV_ITEMS].filter((id) => !known.has(`nav.${id}`))).toEqual([]);
  });

  it('should define every literal console key the renderer uses', () => {
    const known = baseKeys(english);
    const tops = [...new Set([...english.keys()].map((key) => key.split('.')[0]))].join('|');
    const literal = new RegExp(`['"]((?:${tops})\\.[\\w.-]+)['"]`, 'g');
    const missing: string[] = [];
    // Guards the glob itself: finding no sources would make this test pass for nothing.
    expect(sourceFiles().length).toBeGreaterThan(20);
    for (const [file, source] of sourceFiles()) {
      for (const match of source.matchAll(literal)) {
        const key = match[1] ?? '';
        // Keys built from a value end in a dot here (`manager.tutors.status.${value}`): skip those.
        if (!key.endsWith('.') && !known.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
