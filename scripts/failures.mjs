// The failed tests of a tier's JSON report, one line each, so that the end of a CI log (often all
// that is kept) names what failed and not only how many.
import path from 'node:path';

const plainLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- strip ANSI colour codes from reporter messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n');

const firstLine = (text) => plainLines(text)[0].slice(0, 300);

/** What an assertion wanted and found, and the locator it waited for, when the message says. */
const DETAIL = /^\s*(Expected|Received|Locator|Call log|Timeout)\b/;
const details = (text) =>
  plainLines(text)
    .slice(1)
    .filter((line) => DETAIL.test(line))
    .slice(0, 4)
    .map((line) => line.trim().slice(0, 200));

/** Failed tests of a vitest JSON report (`--reporter=json`). */
export function vitestFailures(report, root) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed)
      lines.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      lines.push(`${name}: ${firstLine(file.message) || 'the file failed to run'}`);
  }
  return lines;
}

/**
 * How many failures a vitest run counts: its failed tests, plus each file that failed without a
 * failed test (a hook that threw or timed out, a file that did not load: vitest counts no failed
 * test for it and may still exit 0), and at least one when the run exited non-zero or says it did
 * not succeed. No report at all counts as one failure.
 */
export function vitestFailedCount(report, exitCode) {
  if (!report) return 1;
  const files = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const counted = (report.numFailedTests ?? 0) + files;
  return counted === 0 && (exitCode !== 0 || report.success === false) ? 1 : counted;
}

/** Failed (unexpected) tests of a Playwright JSON report. */
export function playwrightFailures(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const error = last?.error ?? last?.errors?.[0];
        const line = error?.location?.line ? ` (line ${error.location.line})` : '';
        const where = [...titles, spec.title].filter(Boolean).join(' › ');
        lines.push(`${where}${line}: ${firstLine(error?.message)}`);
        for (const detail of details(error?.message)) lines.push(`    ${detail}`);
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return lines;
}
