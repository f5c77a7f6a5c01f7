// The README's test command: every check in order, then one closing line that sums them all.
// Each step's tests count individually; type-check, lint and the bundle budget count as one each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  needed.push({ binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' });
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

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  return result.status === 0;
}

function check(label, command, args) {
  if (!steps.includes(label)) return;
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push({ name: label, reason: 'see its output above' });
    console.error(`✗ ${label} failed`);
  }
}

function vitest(label, project, env) {
  if (!steps.includes(label.replace(/-service-db$/, ''))) return;
  const file = join(reports, `${label}.json`);
  const flakyFile = join(reports, `${label}-flaky.json`);
  const ok = run(
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
    { env: { ...env, FLAKY_TESTS_FILE: flakyFile } },
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

function playwright(label) {
  if (!steps.includes(label)) return;
  const ok = run(label, 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts']);
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

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit', 'unit');
vitest('integration', 'integration');
if (serviceDb) vitest('integration-service-db', 'integration', { DATABASE_URL: serviceDb });
vitest('faults', 'faults');
check('build', 'npm', ['run', '--silent', 'build']);
check('bundle-size', 'node', ['tests/load/sign-in-bundle-size.mjs']);
playwright('e2e');

if (retried.length > 0) {
  console.log('\nPassed only on a retry (timing to look into):');
  for (const { name, reason } of retried) console.log(`  ~ ${name}\n      ${reason}`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const { name, reason } of failures) console.log(`  ✗ ${name}\n      ${reason}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
