// A Vitest reporter that writes the tests which passed only on a retry to FLAKY_TESTS_FILE, so the
// test command can name them: a retry keeps one timing hiccup from failing CI, never hides it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyTestsReporter {
  flaky = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestCaseResult(testCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? {};
    if (flaky)
      this.flaky.push({
        name: `${relative(this.root, testCase.module.moduleId)} › ${testCase.fullName}`,
        retries: retryCount,
      });
  }

  onTestRunEnd() {
    const file = process.env.FLAKY_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
