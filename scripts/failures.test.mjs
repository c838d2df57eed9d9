import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailedCount, vitestFailures } from './failures.mjs';

describe('the failed tests named at the end of a run', () => {
  it('lists each failed vitest test with its file and the first line of its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a breaks',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        {
          name: '/repo/apps/b.test.ts',
          status: 'failed',
          message: 'Hook timed out',
          assertionResults: [],
        },
        {
          name: '/repo/apps/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed' }],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'apps/a.test.ts › a breaks: AssertionError: expected 1 to be 2',
      'apps/b.test.ts: Hook timed out',
    ]);
  });

  // Session 11: a file whose afterAll timed out, all its tests passed, vitest exited 0 and the
  // run printed "0 failed".
  it('counts a file that failed without a failed test, even when vitest exited 0', () => {
    const file = (status, assertions) => ({ status, assertionResults: assertions });
    const hookFailed = {
      numFailedTests: 0,
      success: false,
      testResults: [file('failed', [{ status: 'passed' }]), file('passed', [{ status: 'passed' }])],
    };
    expect(vitestFailedCount(hookFailed, 0)).toBe(1);
    const both = {
      numFailedTests: 2,
      success: false,
      testResults: [
        file('failed', [{ status: 'failed' }, { status: 'failed' }]),
        file('failed', []),
      ],
    };
    expect(vitestFailedCount(both, 1)).toBe(3);
    expect(vitestFailedCount({ numFailedTests: 0, success: false, testResults: [] }, 0)).toBe(1);
    expect(vitestFailedCount({ numFailedTests: 0, success: true, testResults: [] }, 1)).toBe(1);
    expect(vitestFailedCount({ numFailedTests: 0, success: true, testResults: [] }, 0)).toBe(0);
    expect(vitestFailedCount(undefined, 0)).toBe(1);
  });

  it('lists each unexpected Playwright test with its spec path and last error', () => {
    const report = {
      suites: [
        {
          title: 'tests/x.spec.ts',
          specs: [
            { title: 'ok', tests: [{ status: 'expected', results: [] }] },
            {
              title: 'breaks',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Timeout 5000ms' } }] },
              ],
            },
            { title: 'flaky', tests: [{ status: 'flaky', results: [] }] },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['tests/x.spec.ts › breaks: Timeout 5000ms']);
  });

  it('names the failing line and what an assertion expected and received', () => {
    const message = [
      '\u001b[31mError: expect(locator).toHaveText(expected) failed\u001b[39m',
      '',
      "Locator:  getByTestId('completes')",
      'Expected: "2 / 4 completes"',
      'Received: "1 / 4 completes"',
      'Timeout:  7000ms',
      '',
      'Call log:',
    ].join('\n');
    const report = {
      suites: [
        {
          title: 'tests/y.spec.ts',
          specs: [
            {
              title: 'counts',
              tests: [
                {
                  status: 'unexpected',
                  results: [{ error: { message, location: { file: 'y.spec.ts', line: 68 } } }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'tests/y.spec.ts › counts (line 68): Error: expect(locator).toHaveText(expected) failed',
      "    Locator:  getByTestId('completes')",
      '    Expected: "2 / 4 completes"',
      '    Received: "1 / 4 completes"',
      '    Timeout:  7000ms',
    ]);
  });

  it('lists nothing for a missing report', () => {
    expect(vitestFailures(undefined, '/')).toEqual([]);
    expect(playwrightFailures(undefined)).toEqual([]);
  });
});
