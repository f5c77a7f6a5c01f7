#!/usr/bin/env node
// Sums the gzipped JavaScript a browser downloads before the student sign-in page can be used:
// the entry script and its static imports, every <link rel="modulepreload"> in index.html, the
// sign-in route's lazy chunks (its layout and the page, with their static imports), and the
// English catalogues the page renders with. CSS is not JavaScript and is left out.
// Then it proves the sum honest: Chromium opens the built page (API answers stubbed as for a
// signed-out visitor) and every script it fetched before the form was usable must be counted.
// Builds nothing: run it after `npm run build`. Exits 1 above the budget, when a counted file
// carries a library the sign-in page must not load, or when the browser loaded an uncounted script.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { scriptsBeforeUsable } from './sign-in-bundle-browser.mjs';

const BUDGET_KB = 150;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'web', 'dist');
const SIGN_IN_ROUTE = ['src/app/shell/public-layout.tsx', 'src/features/auth/student-login-page.tsx'];
const FIRST_CATALOGUES = [
  '../shared/src/i18n/locales/en/common.json',
  '../shared/src/i18n/locales/en/web.json',
];
// Libraries the sign-in page has no use for before someone signs in: the schema library (the API
// validates what it sends) and the socket client (opened only for a signed-in user).
const FORBIDDEN = ['zod', 'socket.io-client', 'engine.io-client'];

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Map();
function include(key, reason) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed?)`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) include(imported, reason);
}
function keyOf(file) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (!key) throw new Error(`${file} is not in the Vite manifest`);
  return key;
}

const entrySrc = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entrySrc) throw new Error('web/dist/index.html has no module script');
include(keyOf(entrySrc), 'entry');
for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
  include(keyOf(href), 'preload');
for (const key of SIGN_IN_ROUTE) include(key, 'sign-in route');
for (const key of FIRST_CATALOGUES) include(key, 'catalogue');

const problems = [];
let total = 0;
const rows = [...files].map(([file, reason]) => {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  // Only the bundler's own runtime chunk comes without a source map: it has no sources to check.
  const map = join(dist, `${file}.map`);
  const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  for (const name of FORBIDDEN)
    if (sources.some((source) => source.includes(`node_modules/${name}/`)))
      problems.push(`${file} (${reason}) contains ${name}`);
  return { file, reason, kb: (size / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`${row.kb.padStart(7)} KB  ${row.reason.padEnd(13)} ${row.file}`);
const totalKb = total / 1024;
console.log(
  `student sign-in initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB; CSS not counted)`,
);
if (totalKb > BUDGET_KB) problems.push(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);

const fetched = await scriptsBeforeUsable(dist);
for (const file of fetched.beforeUsable)
  if (!files.has(file)) problems.push(`the browser loaded ${file} before the form was usable, uncounted`);
console.log(
  `Chromium fetched ${fetched.beforeUsable.length} scripts before the form was usable` +
    (fetched.afterUsable.length
      ? `; ${fetched.afterUsable.length} after: ${fetched.afterUsable.join(', ')}`
      : ''),
);

if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
