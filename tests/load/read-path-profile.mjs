#!/usr/bin/env node
// Summarises a V8 CPU profile written by `npm run bench:read -- --cpu-prof <dir>`: the share of
// samples spent in each package (self time, by the script a function lives in) and the
// heaviest functions, so "where did the time go" has an answer without opening DevTools.
// Usage: node tests/load/read-path-profile.mjs <dir>/*.cpuprofile [top=25]
// Node writes one profile per thread (CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile); of those
// given, the main thread's (thread 0) is read: the worker threads' are idle in these benches.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const args = process.argv.slice(2);
const topArg = /^\d+$/.test(args.at(-1) ?? '') ? args.pop() : '25';
const mainThread = args.filter((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(basename(name)));
const file = args.length === 1 ? args[0] : mainThread[0];
if (!file || mainThread.length > 1)
  throw new Error('usage: read-path-profile.mjs <file.cpuprofile>... [top]: one main-thread profile');
const profile = JSON.parse(readFileSync(file, 'utf8'));

// The bench writes its measured windows beside the profile; without them every sample counts.
const windowsFile = join(dirname(file), 'windows.json');
const windows = existsSync(windowsFile) ? JSON.parse(readFileSync(windowsFile, 'utf8')) : null;
const measured = (time) => !windows || windows.some((window) => time >= window.from && time <= window.to);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
let time = profile.startTime;
let total = 0;
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index];
  if (!measured(time)) return;
  selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  total += 1;
});

function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.includes('/api/dist/')) return 'api (Lantern)';
  if (url.includes('/shared/')) return '@lantern/shared';
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, count] of selfSamples) {
  const { callFrame } = nodes.get(id);
  const name = callFrame.functionName || '(anonymous)';
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    byPackage.set(name, (byPackage.get(name) ?? 0) + count);
    continue;
  }
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  const key = `${name}  ${pkg}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + count);
}

const share = (count) => `${((100 * count) / total).toFixed(1).padStart(5)}%`;
console.log(`${total} samples${windows ? ' in the measured windows' : ''}`);
console.log('\nself time by package');
for (const [pkg, count] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`${share(count)}  ${pkg}`);
console.log('\nheaviest functions (self time)');
for (const [name, count] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
  console.log(`${share(count)}  ${name}`);
