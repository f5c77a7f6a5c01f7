// Names of the tests that failed, read from the runners' JSON reports. The test command prints
// them just above its closing line, because CI keeps only the tail of a long log.
import { relative } from 'node:path';

const firstLine = (text) =>
  (text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

export function vitestFailures(report, root) {
  return report.testResults.flatMap((file) => {
    const where = relative(root, file.name);
    const failedTests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: `${where} › ${test.fullName}`, reason: firstLine(test.failureMessages[0]) }));
    // A file that failed before any test ran (an import error, a failing hook) has no failed test.
    if (failedTests.length === 0 && file.status === 'failed') {
      return [{ name: where, reason: firstLine(file.message) }];
    }
    return failedTests;
  });
}

/** The tests whose final result has the given Playwright status ('unexpected': failed, 'flaky': passed on a retry). */
export function playwrightTests(report, status) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== status) continue;
        const failedRun = test.results.findLast((result) => result.error);
        found.push({
          name: `${spec.file ?? suite.file} › ${[...titles, spec.title].join(' › ')}`,
          reason: firstLine(failedRun?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}
