import { verdict, type BenchRow } from './stats.ts';

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : 'n/a');

/**
 * The bench table: every row with its target and verdict, then one summary line. `failed` is the
 * number of gating rows that missed their target (the runner's exit code depends on it).
 */
export function formatReport(rows: readonly BenchRow[]): { text: string; failed: number } {
  const verdicts = rows.map(verdict);
  const table = [
    ['bench', 'case', 'runs', 'median ms', 'p95 ms', 'target', 'result'],
    ...rows.map((r, i) => [
      r.bench,
      r.case,
      String(r.runs),
      fmt(r.medianMs),
      fmt(r.p95Ms),
      r.target,
      verdicts[i] ?? 'info',
    ]),
  ];
  const widths =
    table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
  const lines: string[] = [];
  for (const [i, row] of table.entries()) {
    lines.push(row.map((cell, j) => cell.padEnd(widths[j] ?? 0)).join(' | '));
    if (i === 0) lines.push(widths.map((w) => '-'.repeat(w)).join('-|-'));
  }
  const count = (v: string) => verdicts.filter((x) => x === v).length;
  const failed = count('FAIL');
  const failedRows = rows.filter((_, i) => verdicts[i] === 'FAIL');
  lines.push('');
  if (failedRows.length > 0) {
    lines.push('missed:');
    for (const r of failedRows) lines.push(`  ${r.bench} / ${r.case}: ${r.target}`);
  }
  lines.push(
    `${failed === 0 ? 'PASS' : 'FAIL'}: ${count('PASS')} passed, ${failed} failed, ` +
      `${count('info')} informational`,
  );
  return { text: lines.join('\n'), failed };
}
