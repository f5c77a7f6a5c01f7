import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../../domain/feature-flags/flags.js';

type Tree = { [key: string]: string | Tree };

function catalogue(language: string, namespace: string): Tree {
  return JSON.parse(
    readFileSync(new URL(`./${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Tree;
}

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : strings(value, path);
  });
}

function branch(tree: Tree, path: string): Tree {
  return path.split('.').reduce<Tree>((node, key) => {
    const child = node[key];
    if (typeof child !== 'object') throw new Error(`no ${path}`);
    return child;
  }, tree);
}

// "tu", its possessives, object pronouns and imperatives like "Connecte-toi": the informal register.
const INFORMAL_FRENCH = /(^|[\s(«"-])(tu|ton|ta|tes|toi|te|t[’'])(?=$|[\s,.;:!?»"]|(?<=[’'])\p{L})/iu;

describe('the French catalogues', () => {
  it('should address the reader as "vous" everywhere', () => {
    const informal = ['common', 'common-pages', 'web', 'web-pages', 'console', 'classroom', 'essays'].flatMap(
      (namespace) =>
        strings(catalogue('fr', namespace))
          .filter(([, text]) => INFORMAL_FRENCH.test(text))
          .map(([key, text]) => `${namespace}:${key} = ${text}`),
    );
    expect(informal).toEqual([]);
  });

  it('should catch the informal register in a sample sentence', () => {
    expect(INFORMAL_FRENCH.test('Connecte-toi pour voir tes classes.')).toBe(true);
    expect(INFORMAL_FRENCH.test('Demande à ton enseignant de t’aider.')).toBe(true);
    expect(INFORMAL_FRENCH.test('Connectez-vous pour voir vos classes, tuteurs et textes.')).toBe(false);
  });
});

describe('feature flag names', () => {
  for (const language of ['en', 'fr', 'es']) {
    it(`should give every flag a readable name in ${language}`, () => {
      const names = branch(catalogue(language, 'common-pages'), 'featureFlags.names');
      expect(FEATURE_FLAGS.filter((flag) => typeof names[flag] !== 'string')).toEqual([]);
    });
  }
});
