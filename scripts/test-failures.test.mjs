import { describe, expect, it } from 'vitest';
import { playwrightTests, vitestFailures } from './test-failures.mjs';

describe('failed test names from the JSON reports', () => {
  it('should name each failed vitest test with its file and the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/api/a.int.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'a should pass', status: 'passed', failureMessages: [] },
            {
              fullName: 'a should fail',
              status: 'failed',
              failureMessages: ['\nAssertionError: expected 1 to be 2\n  at x'],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      { name: 'api/a.int.test.ts › a should fail', reason: 'AssertionError: expected 1 to be 2' },
    ]);
  });

  it('should name a vitest file that failed before any of its tests ran', () => {
    const report = {
      testResults: [
        {
          name: '/repo/b.test.ts',
          status: 'failed',
          message: 'Error: Cannot find module x',
          assertionResults: [],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      { name: 'b.test.ts', reason: 'Error: Cannot find module x' },
    ]);
  });

  it('should name unexpected playwright results through nested suites, and the flaky ones apart', () => {
    const report = {
      suites: [
        {
          title: 'web/sign-in.e2e.ts',
          file: 'web/sign-in.e2e.ts',
          specs: [],
          suites: [
            {
              title: 'signing in',
              specs: [
                {
                  title: 'should land home',
                  file: 'web/sign-in.e2e.ts',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Timeout 5000ms exceeded.\nmore' } }],
                    },
                  ],
                },
                {
                  title: 'should retry',
                  file: 'web/sign-in.e2e.ts',
                  tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTests(report, 'unexpected')).toEqual([
      { name: 'web/sign-in.e2e.ts › signing in › should land home', reason: 'Timeout 5000ms exceeded.' },
    ]);
    expect(playwrightTests(report, 'flaky')).toEqual([
      { name: 'web/sign-in.e2e.ts › signing in › should retry', reason: 'x' },
    ]);
  });
});
