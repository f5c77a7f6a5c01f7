#!/usr/bin/env node
// Sums the gzipped JavaScript a browser downloads before the student sign-in page can be used:
// the entry script and its static imports, the sign-in route's lazy chunks (its layout and the
// page, with their static imports), and the English catalogues the page renders with.
// Builds nothing: run it after `npm run build`. Exits 1 above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'web', 'dist');
const SIGN_IN_ROUTE = ['src/app/shell/public-layout.tsx', 'src/features/auth/student-login-page.tsx'];
const FIRST_CATALOGUES = [
  '../shared/src/i18n/locales/en/common.json',
  '../shared/src/i18n/locales/en/web.json',
];

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entrySrc = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
if (!entrySrc) throw new Error('web/dist/index.html has no module script');
const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entrySrc);
if (!entryKey) throw new Error(`${entrySrc} is not in the Vite manifest`);

const files = new Map();
function include(key, reason) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed?)`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, reason);
  for (const imported of chunk.imports ?? []) include(imported, reason);
}

include(entryKey, 'entry');
for (const key of SIGN_IN_ROUTE) include(key, 'sign-in route');
for (const key of FIRST_CATALOGUES) include(key, 'catalogue');

let total = 0;
const rows = [...files].map(([file, reason]) => {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  return { file, reason, kb: (size / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`${row.kb.padStart(7)} KB  ${row.reason.padEnd(13)} ${row.file}`);
const totalKb = total / 1024;
console.log(`student sign-in initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
