import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
// Everything that runs: the API, the desktop shell, the scripts, the test and load tooling.
const SOURCES = ['api/src', 'api/test', 'desktop/src/main', 'scripts', 'tests'];
// The apps read only build-time variables (VITE_ names, from import.meta.env); their `env` objects
// are browser adapters, not the environment.
const APP_SOURCES = ['shared/src', 'web/src', 'desktop/src/renderer'];
const BUILD_VARIABLE = /['"](VITE_[A-Z0-9_]+)['"]/g;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'out', 'artifacts']);
// npm sets these itself when it runs a script; nobody configures them.
const SET_BY_NPM = /^npm_/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** `process.env.X`, `env.X`, `process.env['X']`, and keys of zod environment schemas (`X: z.`). */
function variablesReadBy(source: string): string[] {
  const patterns = [
    /\benv\.([A-Za-z_][A-Za-z0-9_]*)/g,
    /\bprocess\.env\[['"]([A-Za-z_][A-Za-z0-9_]*)['"]\]/g,
    /^\s*([A-Z][A-Z0-9_]{2,}): z\s*\./gm,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

function configurationSection(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe("the README's configuration table", () => {
  const read = new Map<string, string>();
  const note = (name: string, file: string) => {
    if (!SET_BY_NPM.test(name) && !read.has(name)) read.set(name, relative(root, join(root, file)));
  };
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const name of variablesReadBy(readFileSync(join(root, file), 'utf8'))) note(name, file);
  }
  for (const file of APP_SOURCES.flatMap(sourceFiles)) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(BUILD_VARIABLE))
      note(match[1]!, file);
  }

  it('finds the variables the code reads', () => {
    expect([...read.keys()]).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_NAME',
        'SEED_DEMO',
        'LANTERN_API_URL',
        'E2E_PORT',
        'VITE_LANTERN_BLOG_URL',
      ]),
    );
  });

  it('has a row, with a default and a meaning, for every variable the code reads', () => {
    const table = configurationSection();
    const rows = table.split('\n').filter((line) => line.startsWith('|'));
    const undocumented = [...read].filter(([name]) => {
      const row = rows.find((line) => line.includes(`\`${name}\``));
      const cells = row?.split('|').map((cell) => cell.trim()) ?? [];
      // | variable | default | meaning |: both of the last two filled in.
      return !row || !cells[2] || !cells[3];
    });
    expect(undocumented.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
  });
});
