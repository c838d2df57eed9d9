/**
 * The statistics against a real statistics package: PSPP (GNU's SPSS), run in the test on data
 * generated with fast-check. Each seed is one PSPP run over a batch of tables (layers of one
 * CROSSTABS, variables of one T-TEST), not one run per table.
 *
 * - Unweighted columns: proportionZ^2 is the Pearson chi-square of the 2x2 table (in the row or
 *   not) x (column A or B), and normalTwoSidedP(z) is its asymptotic significance.
 * - Weighted columns (generated respondent weights): the pooled z on effective bases is the
 *   chi-square of the same table scaled to each column's effective base (cell = effectiveBase x
 *   share), which is what data-table software tests; PSPP keeps fractional case weights as they are.
 * - Means: meanT (with weightedMeanVariance at unit weights) is T-TEST's 'Equal variances assumed'
 *   row: t, df and two-sided significance.
 * - Letters: proportionLetters on the two columns agrees with PSPP's significance at 95% and 90%.
 *
 * Skipped, with a title that says so, only when pspp is missing (`apt-get install pspp`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SMALL_BASE, type SignificanceOptions } from '../results/analysisContract.ts';
import {
  meanT,
  normalTwoSidedP,
  proportionLetters,
  proportionZ,
  SIGNIFICANT_P,
  INDICATIVE_P,
  type ProportionColumn,
} from './significance.ts';
import { adjustPValues } from './significanceOptions.ts';
import { effectiveBase, weightedMeanVariance } from './weightedStats.ts';

const pspp = spawnSync('pspp', ['--version'], { encoding: 'utf8' });
const psppVersion = pspp.status === 0 ? (pspp.stdout.split('\n')[0] ?? 'pspp') : null;

/** A fixed seed, so a failure reproduces, and one new each run, so runs cover new data. */
const SEEDS = [26, 2026, Date.now() % 1_000_000];
const TABLES_PER_SEED = 60;

interface ProportionTable {
  a: ProportionColumn;
  b: ProportionColumn;
  /** PSPP's case weights of the cells [A in, A out, B in, B out]. */
  cells: [number, number, number, number];
}

/** Unweighted: whole counts, bases 1..1500. */
const unweightedTable: fc.Arbitrary<ProportionTable> = fc
  .tuple(fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 1500 }))
  .chain(([nA, nB]) =>
    fc.tuple(
      fc.constant(nA),
      fc.constant(nB),
      fc.integer({ min: 0, max: nA }),
      fc.integer({ min: 0, max: nB }),
    ),
  )
  .map(([nA, nB, cA, cB]) => ({
    a: { count: cA, base: nA, effectiveBase: nA },
    b: { count: cB, base: nB, effectiveBase: nB },
    cells: [cA, nA - cA, cB, nB - cB],
  }));

/** Unweighted with shares a few points apart, where the 95% and 90% letters turn. */
const closeTable: fc.Arbitrary<ProportionTable> = fc
  .tuple(
    fc.integer({ min: 100, max: 1500 }),
    fc.integer({ min: 100, max: 1500 }),
    fc.double({ min: 0.05, max: 0.95, noNaN: true }),
    fc.double({ min: -0.06, max: 0.06, noNaN: true }),
  )
  .map(([nA, nB, share, gap]) => {
    const cA = Math.round(nA * share);
    const cB = Math.min(nB, Math.max(0, Math.round(nB * (share + gap))));
    return {
      a: { count: cA, base: nA, effectiveBase: nA },
      b: { count: cB, base: nB, effectiveBase: nB },
      cells: [cA, nA - cA, cB, nB - cB],
    };
  });

/** A column of respondents with raking-like weights (0.2..5), each in the row at the column's
 *  own rate, so that the columns' shares differ. */
const weightedColumn: fc.Arbitrary<ProportionColumn> = fc
  .double({ min: 0.05, max: 0.95, noNaN: true })
  .chain((rate) =>
    fc
      .array(
        fc.tuple(fc.double({ min: 0.2, max: 5, noNaN: true }), fc.double({ min: 0, max: 1 })),
        { minLength: 1, maxLength: 400, size: 'max' },
      )
      .map((people) => {
        let count = 0;
        let base = 0;
        let sumW2 = 0;
        for (const [w, u] of people) {
          base += w;
          sumW2 += w * w;
          if (u < rate) count += w;
        }
        return { count, base, effectiveBase: effectiveBase(base, sumW2) };
      }),
  );

const weightedTable: fc.Arbitrary<ProportionTable> = fc
  .tuple(weightedColumn, weightedColumn)
  .map(([a, b]) => {
    const scaled = (c: ProportionColumn): [number, number] => [
      (c.effectiveBase * c.count) / c.base,
      (c.effectiveBase * (c.base - c.count)) / c.base,
    ];
    return { a, b, cells: [...scaled(a), ...scaled(b)] };
  });

/** Two groups of slider answers (0..10 in tenths), 2..80 each, the second shifted by up to 2. */
const answers = fc.array(fc.integer({ min: 0, max: 100 }), {
  minLength: 2,
  maxLength: 80,
  size: 'max',
});
const meanTable = fc
  .tuple(answers, answers, fc.integer({ min: -20, max: 20 }))
  .map(([x, y, shift]): [number[], number[]] => [
    x,
    y.map((v) => Math.min(100, Math.max(0, v + shift))),
  ]);

/** The plain sums the results index keeps, turned into a MeanColumn by the product's function. */
function meanColumn(tenths: readonly number[]) {
  const values = tenths.map((k) => k / 10);
  const n = values.length;
  const sum = values.reduce((s, x) => s + x, 0);
  const sumSquares = values.reduce((s, x) => s + x * x, 0);
  return { n, ...weightedMeanVariance(n, sum, sumSquares, n) };
}

/** One CSV line of PSPP's output (fields may be quoted, with "" for a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** The rows of the table titled `title` in PSPP's CSV output. */
function tableRows(output: string, title: string): string[][] {
  const block = output.split(/\n\s*\n/).find((b) => b.trim().startsWith(`Table: ${title}\n`));
  if (!block) throw new Error(`PSPP printed no "${title}" table:\n${output.slice(0, 3000)}`);
  return block.trim().split('\n').slice(1).map(csvFields);
}

/** PSPP prints numbers without the leading zero ('.0046') and '.' for system-missing. */
function numberOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '' || text.trim() === '.') return null;
  return Number(text);
}

interface PsppAnswers {
  /** Per table (1-based layer): Pearson chi-square and its significance; absent when PSPP has
   *  none (a row or column of the table is empty). */
  chiSquare: Map<number, { value: number; sig: number }>;
  /** Per variable x{k}: the equal-variances row. */
  tTest: Map<number, { t: number | null; df: number | null; sig: number | null }>;
}

function runPspp(
  proportions: readonly ProportionTable[],
  means: ReadonlyArray<[number[], number[]]>,
): PsppAnswers {
  const dir = mkdtempSync(path.join(tmpdir(), 'analysis-pspp-'));
  try {
    const cellRows = proportions.flatMap((table, k) =>
      table.cells.flatMap((w, c) =>
        // A zero weight would make PSPP warn; an absent cell is the same 0 to CROSSTABS.
        w > 0 ? [`${k + 1} ${c < 2 ? 1 : 2} ${c % 2 === 0 ? 1 : 0} ${w}`] : [],
      ),
    );
    const longest = Math.max(0, ...means.flatMap(([x, y]) => [x.length, y.length]));
    const meanRows = [1, 2].flatMap((group) =>
      Array.from({ length: longest }, (_, i) =>
        [
          group,
          ...means.map((pair) => {
            const v = pair[group - 1]?.[i];
            return v === undefined ? '.' : String(v / 10);
          }),
        ].join(' '),
      ),
    );
    const variables = means.map((_, k) => `x${k + 1}`).join(' ');
    const syntax = [
      // Enough decimals to compare at 1e-6: significances, counts and the other statistics.
      'OUTPUT MODIFY /SELECT TABLES /TABLECELLS SELECT = [ SIGNIFICANCE ] FORMAT = F22.16.',
      'OUTPUT MODIFY /SELECT TABLES /TABLECELLS SELECT = [ COUNT ] FORMAT = F30.12.',
      'SET FORMAT=F30.12.',
      'DATA LIST LIST /layer column inrow w.',
      'BEGIN DATA',
      ...cellRows,
      'END DATA.',
      'WEIGHT BY w.',
      'CROSSTABS /TABLES=inrow BY column BY layer /STATISTICS=CHISQ /CELLS=NONE.',
      ...(means.length === 0
        ? []
        : [
            `DATA LIST LIST /g ${variables}.`,
            'BEGIN DATA',
            ...meanRows,
            'END DATA.',
            `T-TEST GROUPS=g(1 2) /VARIABLES=${variables}.`,
          ]),
    ].join('\n');
    const syntaxFile = path.join(dir, 'tests.sps');
    const outFile = path.join(dir, 'out.csv');
    writeFileSync(syntaxFile, `${syntax}\n`);
    const run = spawnSync('pspp', [syntaxFile, '-o', outFile, '-O', 'format=csv'], {
      encoding: 'utf8',
    });
    const output = readFileSync(outFile, 'utf8');
    if (run.status !== 0 || /\b(error|warning):/i.test(output)) {
      throw new Error(`PSPP failed (${run.status}):\n${run.stderr}\n${output.slice(0, 3000)}`);
    }

    const chiSquare = new Map<number, { value: number; sig: number }>();
    let layer = 0;
    for (const row of tableRows(output, 'Chi-Square Tests')) {
      layer = numberOf(row[1]) ?? layer;
      if (row[2] !== 'Pearson Chi-Square') continue;
      chiSquare.set(layer, { value: numberOf(row[3]) as number, sig: numberOf(row[5]) as number });
    }
    const tTest = new Map<number, { t: number | null; df: number | null; sig: number | null }>();
    for (const row of means.length === 0 ? [] : tableRows(output, 'Independent Samples Test')) {
      if (row[1] !== 'Equal variances assumed') continue;
      tTest.set(Number(row[0]?.slice(1)), {
        t: numberOf(row[4]),
        df: numberOf(row[5]),
        sig: numberOf(row[6]),
      });
    }
    return { chiSquare, tTest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The letters PSPP's significance gives the two columns (a higher: ['B' or 'b', '']). */
function lettersFromPspp(table: ProportionTable, sig: number): string[] {
  const { a, b } = table;
  if (a.effectiveBase < SMALL_BASE || b.effectiveBase < SMALL_BASE || !(sig < INDICATIVE_P)) {
    return ['', ''];
  }
  const upper = sig < SIGNIFICANT_P;
  const aHigher = a.count / a.base > b.count / b.base;
  return aHigher ? [upper ? 'B' : 'b', ''] : ['', upper ? 'A' : 'a'];
}

/** What the letters of a compared table were, to check that the batches reach every case. */
const reached = new Set<string>();
function kindOf(table: ProportionTable, letters: string): string {
  if (Math.min(table.a.effectiveBase, table.b.effectiveBase) < SMALL_BASE) return 'small base';
  if (letters === '') return 'no letter';
  return letters === letters.toUpperCase() ? '95%' : '90%';
}

const title = psppVersion
  ? `significance against ${psppVersion}`
  : 'significance against PSPP: SKIPPED, pspp is not installed (apt-get install pspp)';

if (psppVersion === null) {
  // The default reporter shows a skipped file as a count only: say why where it will be read.
  process.stderr.write(`\n${path.basename(import.meta.filename)}: ${title}\n\n`);
}

describe.skipIf(psppVersion === null)(title, () => {
  it.each(SEEDS)('seed %i: z^2 is CROSSTABS chi-square and meanT is T-TEST, to 1e-6', (seed) => {
    const unweighted = fc.sample(fc.oneof(unweightedTable, closeTable), {
      seed,
      numRuns: TABLES_PER_SEED / 2,
    });
    const weighted = fc.sample(weightedTable, { seed: seed + 1, numRuns: TABLES_PER_SEED / 2 });
    const tables = [...unweighted, ...weighted];
    const means = fc.sample(meanTable, { seed: seed + 2, numRuns: TABLES_PER_SEED });
    const answers = runPspp(tables, means);

    let compared = 0;
    tables.forEach((table, k) => {
      const z = proportionZ(table.a, table.b);
      const pspp = answers.chiSquare.get(k + 1);
      const where = `seed ${seed}, table ${k + 1}: ${JSON.stringify(table)}`;
      if (!pspp) {
        // PSPP has no chi-square when the table has an empty row or column: z is undefined.
        expect(z, where).toBe(0);
        return;
      }
      compared++;
      expect(Math.abs(z * z - pspp.value), where).toBeLessThanOrEqual(
        1e-6 * Math.max(1, pspp.value),
      );
      expect(Math.abs(normalTwoSidedP(z) - pspp.sig), where).toBeLessThanOrEqual(1e-6);
      const letters = proportionLetters([table.a, table.b], ['A', 'B']);
      expect(letters, where).toEqual(lettersFromPspp(table, pspp.sig));
      reached.add(kindOf(table, letters.join('')));
    });
    // Most generated tables are proper 2x2 tables (fast-check also draws one-person columns, whose
    // table is often degenerate): the comparison is not vacuous.
    expect(compared).toBeGreaterThan(TABLES_PER_SEED / 2);

    means.forEach(([x, y], k) => {
      const ours = meanT(meanColumn(x), meanColumn(y));
      const pspp = answers.tTest.get(k + 1);
      const where = `seed ${seed}, variable x${k + 1}: ${JSON.stringify([x, y])}`;
      expect(pspp, where).toBeDefined();
      if (pspp?.t === null) {
        // No variance in either group: PSPP has no t; ours is t 0, p 1 (no letter).
        expect(ours, where).toMatchObject({ t: 0, p: 1 });
        return;
      }
      expect(Math.abs(ours.t - (pspp?.t as number)), where).toBeLessThanOrEqual(1e-6);
      expect(ours.df, where).toBe(pspp?.df);
      expect(Math.abs(ours.p - (pspp?.sig as number)), where).toBeLessThanOrEqual(1e-6);
    });
  });

  it('the batches reached tables with 95% and 90% letters, without letters and with small bases', () => {
    expect([...reached].sort()).toEqual(['90%', '95%', 'no letter', 'small base']);
  });
});

/**
 * The researcher's options (issue 38 §5) against PSPP: a banner group of 3 to 5 disjoint
 * unweighted columns; every pair, and every column against the rest of the group (the others
 * summed), is one 2x2 layer of CROSSTABS; PSPP's Pearson significances, corrected on our side over
 * the group's family (the testable pairs, or the testable columns against their rests), give the
 * letters at 99% (upper case) and 95% (lower case) that proportionLetters must give.
 */
const groupOfColumns: fc.Arbitrary<ProportionColumn[]> = fc
  .tuple(
    fc.double({ min: 0.1, max: 0.9, noNaN: true }),
    fc.array(
      fc.tuple(
        fc.oneof(fc.integer({ min: 15, max: 60 }), fc.integer({ min: 100, max: 1500 })),
        fc.double({ min: -0.1, max: 0.1, noNaN: true }),
      ),
      { minLength: 3, maxLength: 5 },
    ),
  )
  .map(([share, columns]) =>
    columns.map(([base, gap]) => {
      const count = Math.min(base, Math.max(0, Math.round(base * (share + gap))));
      return { count, base, effectiveBase: base };
    }),
  );

const table2x2 = (a: ProportionColumn, b: ProportionColumn): ProportionTable => ({
  a,
  b,
  cells: [a.count, a.base - a.count, b.count, b.base - b.count],
});

const restsOf = (columns: readonly ProportionColumn[]): ProportionColumn[] =>
  columns.map((c) => {
    const count = columns.reduce((s, o) => s + o.count, 0) - c.count;
    const base = columns.reduce((s, o) => s + o.base, 0) - c.base;
    return { count, base, effectiveBase: base };
  });

const OPTION_SETS: SignificanceOptions[] = [
  { level: 99, lowerLevel: 95, comparison: 'pairs', correction: 'bonferroni' },
  { level: 99, lowerLevel: 95, comparison: 'pairs', correction: 'holm' },
  { level: 99, lowerLevel: 95, comparison: 'rest', correction: 'bonferroni' },
];

/** One test of a family as PSPP answered it: the columns, and which column's letter shows. */
interface FamilyTest {
  table: ProportionTable;
  layer: number;
  /** [column index of a, column index of b, or null for a rest]. */
  at: [number, number | null];
}

/** The letters PSPP's p-values give, corrected over the family, at 99% / 95%. */
function lettersFromPsppFamily(
  size: number,
  tests: readonly FamilyTest[],
  sig: (layer: number) => number,
  options: SignificanceOptions,
): string[] {
  const marks: string[][] = Array.from({ length: size }, () => new Array<string>(size).fill(''));
  const adjusted = adjustPValues(
    tests.map((t) => sig(t.layer)),
    options.correction,
  );
  tests.forEach(({ table, at: [i, j] }, k) => {
    const p = adjusted[k] as number;
    if (!(p < 0.05)) return;
    const aShare = table.a.count / table.a.base;
    const bShare = table.b.count / table.b.base;
    if (aShare === bShare) return;
    const [high, low] = j === null ? [i, i] : aShare > bShare ? [i, j] : [j, i];
    if (j === null && aShare < bShare) return;
    const letter = String.fromCharCode(65 + low);
    (marks[high] as string[])[low] = p < 0.01 ? letter : letter.toLowerCase();
  });
  return marks.map((row) => row.join(''));
}

const reachedWithOptions = new Set<string>();

describe.skipIf(psppVersion === null)(`${title}: 99% / 95% with a correction`, () => {
  it.each(SEEDS)(
    'seed %i: letters of groups of columns, between columns and against the rest, Bonferroni and Holm',
    (seed) => {
      const groups = fc.sample(groupOfColumns, { seed: seed + 3, numRuns: 15 });
      const layers: ProportionTable[] = [];
      const families = groups.map((columns) => {
        const testable = (c: ProportionColumn) => c.effectiveBase >= SMALL_BASE;
        const rests = restsOf(columns);
        const pairs: FamilyTest[] = [];
        const againstRest: FamilyTest[] = [];
        columns.forEach((a, i) => {
          if (!testable(a)) return;
          columns.forEach((b, j) => {
            if (j <= i || !testable(b)) return;
            layers.push(table2x2(a, b));
            pairs.push({ table: table2x2(a, b), layer: layers.length, at: [i, j] });
          });
          const rest = rests[i] as ProportionColumn;
          if (!testable(rest)) return;
          layers.push(table2x2(a, rest));
          againstRest.push({ table: table2x2(a, rest), layer: layers.length, at: [i, null] });
        });
        return { columns, rests, pairs, againstRest };
      });
      const answers = runPspp(layers, []);
      // No chi-square (an empty row or column of the 2x2 table): z is 0, p 1.
      const sig = (layer: number) => answers.chiSquare.get(layer)?.sig ?? 1;

      for (const { columns, rests, pairs, againstRest } of families) {
        const letters = columns.map((_, i) => String.fromCharCode(65 + i));
        for (const options of OPTION_SETS) {
          const family = options.comparison === 'pairs' ? pairs : againstRest;
          const ours = proportionLetters(columns, letters, options, rests);
          const where = `seed ${seed}, ${JSON.stringify(options)}: ${JSON.stringify(columns)}`;
          expect(ours, where).toEqual(lettersFromPsppFamily(columns.length, family, sig, options));
          const uncorrected = lettersFromPsppFamily(columns.length, family, sig, {
            ...options,
            correction: 'none',
          });
          const joined = ours.join('');
          if (/[A-Z]/.test(joined)) reachedWithOptions.add(`99% ${options.comparison}`);
          if (/[a-z]/.test(joined)) reachedWithOptions.add(`95% ${options.comparison}`);
          if (uncorrected.join('') !== joined) reachedWithOptions.add('corrected away');
        }
      }
    },
    // One PSPP run of up to 225 layers on a shared, loaded machine.
    60_000,
  );

  it('the groups reached 99% and 95% letters both ways, and letters the correction removed', () => {
    expect([...reachedWithOptions].sort()).toEqual([
      '95% pairs',
      '95% rest',
      '99% pairs',
      '99% rest',
      'corrected away',
    ]);
  });
});
