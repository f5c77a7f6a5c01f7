// The README's test command: every check in order, then one closing line that sums them all.
// Each step's tests count individually; type-check, lint and the bundle budget count as one each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants } from 'node:os';
import { freePort } from '../api/src/platform/database/ports.ts';
import { MissingPackageError, requireDebianPackage } from './debian-packages.mjs';
import { parseTestArgs } from './test-args.mjs';
import { playwrightTests, vitestFailures } from './test-failures.mjs';

// Arguments and missing tools stop the command before any step runs, not after ten minutes.
const parsed = parseTestArgs(process.argv.slice(2));
if (parsed.error) {
  console.error(parsed.error);
  process.exit(1);
}
const { steps, serviceDb } = parsed;
const needed = [];
// The bundle budget opens the built page in Chromium too, to see what a browser really fetches.
if (steps.includes('e2e') || steps.includes('bundle-size'))
  needed.push({
    binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  });
// Essays' Word files become PDFs through LibreOffice, in the integration tests and the journeys.
if (steps.includes('integration') || steps.includes('e2e'))
  needed.push({
    binary: process.env.SOFFICE_PATH ?? '/usr/bin/soffice',
    pkg: 'libreoffice-writer-nogui',
    recommends: false,
  });
// The fault suite runs a Redis of its own, to stop and start.
if (steps.includes('faults'))
  needed.push({ binary: process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server', pkg: 'redis-server' });
for (const tool of needed) {
  try {
    requireDebianPackage(tool);
  } catch (error) {
    if (!(error instanceof MissingPackageError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'tests/artifacts');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const retried = [];

/** The steps running now: each one's process leads a group holding everything it started. */
const running = new Set();
/** The signal that stopped the command, once one has. */
let stoppedBy;

/**
 * Ctrl-C, a timeout's SIGTERM or a closed terminal stop the running step and nothing after it. Each
 * step runs in its own process group and the signal is passed on once, to that group: a signal
 * reaching it twice (the terminal's and npm's) would make Playwright kill its web server instead of
 * stopping it. A step still running 30 s later, or a second signal after 2 s, ends the group.
 */
function stop(signal) {
  const now = Date.now();
  if (!stoppedBy) {
    stoppedBy = { signal, at: now };
    console.error(`\n${signal}: stopping the running step, skipping the rest`);
    for (const child of running) {
      // SIGINT whatever came: Playwright and Vitest stop cleanly on it (Playwright dies on SIGTERM,
      // leaving its web server behind).
      signalGroup(child, 'SIGINT');
      setTimeout(() => endGroup(child), 30_000).unref();
    }
  } else if (now - stoppedBy.at > 2_000) for (const child of running) endGroup(child);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

function endGroup(child) {
  signalGroup(child, 'SIGKILL');
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group ended on its own meanwhile.
  }
}

/**
 * Runs one step. With `buffered`, its output is held and printed whole when it ends, so steps that
 * run side by side do not interleave their lines.
 */
async function run(label, command, args, options = {}) {
  if (stoppedBy) return false;
  const heading = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!options.buffered) console.log(heading);
  const child = spawn(command, args, {
    cwd: root,
    stdio: options.buffered ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...options.env },
    detached: true,
  });
  const startedAt = Date.now();
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  running.add(child);
  const code = await new Promise((done) => {
    child.once('error', () => done(1));
    child.once('close', (exitCode) => done(exitCode));
  });
  running.delete(child);
  if (options.buffered) {
    console.log(heading);
    process.stdout.write(Buffer.concat(output));
  }
  // Each step's time, so a run that grows past its budget shows where.
  console.log(`◀ ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s`);
  return code === 0;
}

/**
 * Steps that pass or fail as one each. Type-checking and linting each keep one core busy, so the
 * two run side by side on the machine's two.
 */
async function checks(...named) {
  const chosen = named.filter(([label]) => steps.includes(label));
  const buffered = chosen.length > 1;
  const results = await Promise.all(
    chosen.map(([label, command, args]) => run(label, command, args, { buffered })),
  );
  chosen.forEach(([label], index) => {
    if (results[index]) passed += 1;
    else {
      failed += 1;
      failures.push({ name: label, reason: 'see its output above' });
      console.error(`✗ ${label} failed`);
    }
  });
}

async function vitest(label, project, env, options = {}) {
  if (!steps.includes(label)) return;
  const file = join(reports, `${label}.json`);
  const flakyFile = join(reports, `${label}-flaky.json`);
  const ok = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/flaky-tests-reporter.mjs',
      `--outputFile.json=${file}`,
    ],
    { env: { ...env, FLAKY_TESTS_FILE: flakyFile }, buffered: options.buffered },
  );
  if (existsSync(flakyFile)) {
    const flaky = JSON.parse(readFileSync(flakyFile, 'utf8'));
    retried.push(
      ...flaky.map(({ name, retries }) => ({ name: `${label}: ${name}`, reason: `${retries} retry` })),
    );
  }
  if (!existsSync(file)) {
    failed += 1;
    failures.push({ name: label, reason: 'it wrote no report' });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  failures.push(
    ...vitestFailures(report, root).map((failure) => ({ ...failure, name: `${label}: ${failure.name}` })),
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
}

async function playwright(label) {
  if (!steps.includes(label)) return;
  // A free port unless one is asked for: a server some other run left behind cannot stop this one.
  const port = process.env.E2E_PORT ?? String(await freePort());
  const ok = await run(label, 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
    env: { E2E_PORT: port },
  });
  const file = join(reports, 'e2e-results.json');
  if (!existsSync(file)) {
    failed += 1;
    failures.push({ name: label, reason: 'it wrote no report' });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const named = (tests) => tests.map((test) => ({ ...test, name: `${label}: ${test.name}` }));
  failures.push(...named(playwrightTests(report, 'unexpected')));
  retried.push(...named(playwrightTests(report, 'flaky')));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  skipped += stats.skipped;
}

await checks(
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
);
await vitest('unit', 'unit');
// The fault suite mostly waits (for servers it stopped to come back), so it runs beside the
// integration suite, which keeps both cores busy. Integration runs on a PostgreSQL service when one
// is given (CI's), else on an embedded one, as on a bare machine; the journeys and the fault suite
// run on embedded ones either way.
const sideBySide = steps.includes('integration') && steps.includes('faults');
await Promise.all([
  vitest('integration', 'integration', serviceDb ? { DATABASE_URL: serviceDb } : undefined, {
    buffered: sideBySide,
  }),
  vitest('faults', 'faults', undefined, { buffered: sideBySide }),
]);
await checks(['build', 'npm', ['run', '--silent', 'build']]);
await checks(['bundle-size', 'node', ['tests/load/sign-in-bundle-size.mjs']]);
await playwright('e2e');

if (retried.length > 0) {
  console.log('\nPassed only on a retry (timing to look into):');
  for (const { name, reason } of retried) console.log(`  ~ ${name}\n      ${reason}`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const { name, reason } of failures) console.log(`  ✗ ${name}\n      ${reason}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (stoppedBy) {
  console.error(`Stopped by ${stoppedBy.signal}: not every step ran.`);
  process.exit(128 + constants.signals[stoppedBy.signal]);
}
process.exit(failed === 0 ? 0 : 1);
