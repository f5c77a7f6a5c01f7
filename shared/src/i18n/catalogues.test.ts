import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
// The namespaces this suite owns; console.json belongs to the desktop console and is checked there.
const NAMESPACES = [
  'common',
  'common-pages',
  'web',
  'web-pages',
  'classroom',
  'essays',
  'sso',
  'account',
  'onboarding',
] as const;
const LANGUAGES = ['en', 'fr', 'es'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function catalogue(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(here, 'locales', language, `${namespace}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [child, text] of flatten(value, path)) out.set(child, text);
  }
  return out;
}

/** Keys as code asks for them: plural forms collapse to their base key. */
function baseKeys(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal `t('key')` / `t('key', { ns: 'x' })` calls, with the namespace the file asked for. */
function usedKeys(): { file: string; namespace: string; key: string }[] {
  const files = [...sourceFiles(join(root, 'web', 'src')), ...sourceFiles(join(root, 'shared', 'src', 'ui'))];
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const defaultNs = /useTranslation\('([a-z]+)'\)/.exec(text)?.[1] ?? 'common';
    return [...text.matchAll(/\bt\('([^'$]+)'(?:,\s*\{[^}]*?ns:\s*'([a-z]+)')?/g)].map((match) => ({
      file,
      namespace: match[2] ?? defaultNs,
      key: match[1] ?? '',
    }));
  });
}

describe('i18n catalogues', () => {
  for (const namespace of NAMESPACES) {
    const english = baseKeys(flatten(catalogue('en', namespace)));

    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      it(`should give ${language} every ${namespace} key English has, and no other`, () => {
        const translated = baseKeys(flatten(catalogue(language, namespace)));
        expect([...english].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated].filter((key) => !english.has(key))).toEqual([]);
      });
    }
  }

  it('should have an English string for every literal key the web app and shared ui ask for', () => {
    const flat = new Map(NAMESPACES.map((ns) => [ns as string, baseKeys(flatten(catalogue('en', ns)))]));
    // The signed-in parts belong to the web and common namespaces, loaded with the signed-in shell.
    flat.set('web', new Set([...flat.get('web')!, ...flat.get('web-pages')!]));
    flat.set('common', new Set([...flat.get('common')!, ...flat.get('common-pages')!]));
    const missing = usedKeys().filter(({ namespace, key }) => !flat.get(namespace)?.has(key));
    expect(missing).toEqual([]);
  });
});
