import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seededRandom } from '../random.ts';
import {
  bannerLetters,
  meanLetters,
  proportionLetters,
  type MeanColumn,
  type ProportionColumn,
} from '../analysis/significance.ts';
import { weightedMeanVariance } from '../analysis/weightedStats.ts';
import {
  SIGNIFICANCE_COMPARISONS,
  SIGNIFICANCE_CORRECTIONS,
  type CrosstabRequest,
  type SignificanceOptions,
  type VariableRef,
} from './analysisContract.ts';
import { Bitset } from './bitset.ts';
import { crosstab } from './crosstab.ts';
import { resultLayout, type ResultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { surveyWithCompletes } from './testing/generatedSurvey.ts';
import { givenWeights } from './testing/givenWeights.ts';
import { answeredTest, bannerTests, countedNumbers, rowTests } from './testing/naiveCrosstab.ts';
import { randomFilters } from './testing/randomFilters.ts';

type Rnd = () => number;
const pick = <T>(xs: readonly T[], rnd: Rnd): T => xs[Math.floor(rnd() * xs.length)] as T;

/** A random variable of the given kinds: a matrix gives one of its rows, a ranked one a rank. */
function randomRef(layout: ResultLayout, rnd: Rnd, kinds: readonly string[]): VariableRef | null {
  const entries = layout.entries.filter((e) => kinds.includes(e.answerKind) && e.rows.length > 0);
  if (entries.length === 0) return null;
  const entry = pick(entries, rnd);
  if (entry.entryType === 'matrix') {
    return { questionId: pick(entry.rows, rnd).id, matrixTitleId: entry.id };
  }
  if (entry.answerKind !== 'ranked') return { questionId: entry.id, matrixTitleId: null };
  const ranks = entry.rows.find((r) => !r.id.startsWith('default:'))?.items.length ?? 1;
  return { questionId: entry.id, matrixTitleId: null, rank: 1 + Math.floor(rnd() * ranks) };
}

function setup(surveySeed: number, seed: number) {
  const { published, completes } = surveyWithCompletes(surveySeed);
  const layout = resultLayout(published);
  const index = new ResultsIndex(layout);
  completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
  const rnd = seededRandom(seed);
  const row = randomRef(layout, rnd, ['choice', 'matrix', 'ranked', 'scale']);
  const banner = Array.from({ length: Math.floor(rnd() * 4) }, () =>
    randomRef(layout, rnd, ['choice', 'matrix']),
  ).flatMap((r) => (r ? [r] : []));
  return { layout, index, completes, rnd, row, banner };
}

const sum = (ns: readonly number[], w: (n: number) => number) => ns.reduce((s, n) => s + w(n), 0);

describe('crosstab (property)', () => {
  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 })], {
    numRuns: 25,
  })(
    'a weighted table kept for its rake is read back equal, and never across populations or grown bitmaps',
    (surveySeed, seed) => {
      const { index, completes, rnd, row, banner } = setup(surveySeed, seed);
      if (!row) return;
      const weights = Float64Array.from(completes, () => 0.2 + rnd() * 2);
      const req: CrosstabRequest = {
        surveyId: 's',
        row,
        banner,
        responseFilters: [],
        weighted: true,
        nets: [],
        boxes: false,
      };
      const kept = givenWeights(weights);
      // Summed afresh: the same weights in a new array share nothing kept.
      const afresh = (population: Bitset | null) =>
        crosstab(index, req, { weights: givenWeights(weights.slice()), population });
      const first = crosstab(index, req, { weights: kept, population: null });
      expect(crosstab(index, req, { weights: kept, population: null })).toEqual(first);
      expect(first).toEqual(afresh(null));
      const population = new Bitset(completes.length);
      completes.forEach((_, n) => rnd() < 0.7 && population.add(n));
      expect(crosstab(index, req, { weights: kept, population })).toEqual(afresh(population));
      // A complete arrives (the bitmaps grow in place) while a caller still holds these weights.
      index.add('late', completes[0] as StoredAnswers, completes.length);
      expect(crosstab(index, req, { weights: kept, population: null })).toEqual(afresh(null));
    },
    120_000,
  );

  test.prop(
    [
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
      fc.boolean(),
      fc.boolean(),
    ],
    { numRuns: 80 },
  )(
    'every cell, base and mean equals a brute-force count over the completes (weights, exclusions, filters)',
    (surveySeed, seed, weighted, excluding) => {
      const { layout, index, completes, rnd, row, banner } = setup(surveySeed, seed);
      if (!row) return;
      const filters = randomFilters(layout, rnd);
      const weights = Float64Array.from(completes, () => 0.2 + rnd() * 2);
      const population = new Bitset(completes.length);
      completes.forEach((_, n) => {
        if (!excluding || rnd() < 0.8) population.add(n);
      });
      const lineIds = [...rowTests(layout, row).keys()];
      const net = lineIds.filter(() => rnd() < 0.5);
      const req: CrosstabRequest = {
        surveyId: 's',
        row,
        banner,
        responseFilters: filters,
        weighted,
        nets: net.length > 0 ? [{ label: 'Net', optionIds: net }] : [],
        boxes: true,
      };
      const scope = {
        weights: givenWeights(weights),
        population: excluding ? population : null,
      };
      const table = crosstab(index, req, scope);

      const w = (n: number) => (weighted ? (weights[n] as number) : 1);
      const answeredBy = answeredTest(layout, row);
      const counted = countedNumbers(layout, completes, filters, (n) => population.has(n)).filter(
        (n) => answeredBy(completes[n] as StoredAnswers),
      );
      const at = (n: number) => completes[n] as StoredAnswers;
      const columns = [
        counted,
        ...banner.flatMap((ref) =>
          bannerTests(layout, ref).map((t) => counted.filter((n) => t(at(n)))),
        ),
      ];
      const tests = rowTests(layout, row);
      const columnList = [table.total, ...table.groups.flatMap((g) => g.columns)];
      expect(columnList).toHaveLength(columns.length);
      columns.forEach((members, c) => {
        const column = columnList[c];
        expect(column?.unweightedBase).toBe(members.length);
        expect(column?.base).toBeCloseTo(sum(members, w), 9);
        const effective = weighted
          ? sum(members, w) ** 2 / (sum(members, (n) => w(n) ** 2) || 1)
          : members.length;
        expect(column?.effectiveBase).toBeCloseTo(effective, 9);
        expect(column?.smallBase).toBe(effective < 30);
      });
      for (const r of table.rows) {
        const chose =
          r.kind === 'option'
            ? tests.get(r.id)
            : r.kind === 'net'
              ? (a: StoredAnswers) => net.some((id) => tests.get(id)?.(a))
              : undefined;
        if (!chose) continue;
        r.cells.forEach((cell, c) => {
          const members = (columns[c] ?? []).filter((n) => chose(at(n)));
          expect(cell.count, `${r.id} column ${c}`).toBeCloseTo(sum(members, w), 9);
        });
      }
      const entry = layout.byId.get(row.matrixTitleId ?? row.questionId);
      if (entry?.answerKind === 'scale') {
        const value = (n: number) => {
          const a = at(n)[entry.pageKey];
          return a?.kind === 'scale' ? (a.value as number) : NaN;
        };
        table.means?.forEach((m, c) => {
          const members = columns[c] ?? [];
          if (members.length === 0) return expect(m.mean).toBeNull();
          expect(m.mean).toBeCloseTo(sum(members, (n) => w(n) * value(n)) / sum(members, w), 9);
        });
      } else {
        expect(table.means).toBeNull();
      }
    },
    120_000,
  );

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 })], {
    numRuns: 25,
  })('the Total column equals the summary’s filtered counts', (surveySeed, seed) => {
    const { layout, index, rnd, row } = setup(surveySeed, seed);
    if (!row || row.matrixTitleId !== null || row.rank != null) return;
    const filters = randomFilters(layout, rnd);
    const table = crosstab(
      index,
      {
        surveyId: 's',
        row,
        banner: [],
        responseFilters: filters,
        weighted: false,
        nets: [],
        boxes: false,
      },
      { weights: null, population: null },
    );
    const entry = index.summary('s', filters).results.find((e) => e.id === row.questionId);
    expect(table.total.base).toBe(entry?.samplesCollectedFiltered);
    expect(table.rows.map((r) => r.cells[0]?.count)).toEqual(
      entry?.rows.map((r) => r.rowItems[0]?.completesFiltered),
    );
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 })], {
    numRuns: 25,
  })('weights all 1 give the unweighted table', (surveySeed, seed) => {
    const { layout, index, completes, row, banner } = setup(surveySeed, seed);
    if (!row) return;
    const req = (weighted: boolean): CrosstabRequest => ({
      surveyId: 's',
      row,
      banner,
      responseFilters: randomFilters(layout, seededRandom(seed)),
      weighted,
      nets: [],
      boxes: true,
    });
    const scope = {
      weights: givenWeights(new Float64Array(completes.length).fill(1)),
      population: null,
    };
    const { weighted: _w, weighting: applied, ...ones } = crosstab(index, req(true), scope);
    const { weighted: _u, weighting: notApplied, ...plain } = crosstab(index, req(false), scope);
    expect([applied.applied, notApplied.applied]).toEqual([true, false]);
    expect(ones).toEqual(plain);
    // Weights scaled by a constant: the same shares, effective bases and letters.
    const scaled = crosstab(index, req(true), {
      ...scope,
      weights: givenWeights(new Float64Array(completes.length).fill(2.5)),
    });
    const view = (t: typeof plain) => ({
      effective: [t.total, ...t.groups.flatMap((g) => g.columns)].map((c) => c.effectiveBase),
      cells: t.rows.map((r) => r.cells.map((c) => [c.columnShare, c.higherThan])),
      means: t.means?.map((m) => [m.mean, m.higherThan]),
    });
    const close = (v: ReturnType<typeof view>) =>
      JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' ? Number(x.toFixed(9)) : x));
    expect(close(view(scaled))).toBe(close(view(plain)));
  });

  /** The comparisons whose generated tables had letters: the letters test is not vacuous. */
  const lettered = new Set<string>();
  test.prop(
    [
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
      fc.boolean(),
      fc.record({
        level: fc.constantFrom(99 as const, 95 as const),
        lowerLevel: fc.constantFrom(90 as const, null),
        comparison: fc.constantFrom(...SIGNIFICANCE_COMPARISONS),
        correction: fc.constantFrom(...SIGNIFICANCE_CORRECTIONS),
      }),
    ],
    { numRuns: 60 },
  )(
    "the letters under the researcher's options are those of the columns and rests counted by brute force",
    (surveySeed, seed, weighted, options: SignificanceOptions) => {
      const small = setup(surveySeed, seed);
      const { layout, rnd, banner } = small;
      // Half the runs on a slider row when the survey has one, so the means are tested too.
      const row = rnd() < 0.5 ? (randomRef(layout, rnd, ['scale']) ?? small.row) : small.row;
      if (!row) return;
      // 60 completes make columns below the small base of 30; 8 copies of each make letters.
      const completes = Array.from({ length: 8 }, () => small.completes).flat();
      const index = new ResultsIndex(layout);
      completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
      const weights = Float64Array.from(completes, () => 0.2 + rnd() * 2);
      const req: CrosstabRequest = {
        surveyId: 's',
        row,
        banner,
        responseFilters: [],
        weighted,
        nets: [],
        boxes: false,
        significance: options,
      };
      const table = crosstab(index, req, { weights: givenWeights(weights), population: null });
      expect(table.significance).toEqual(options);

      const w = (n: number) => (weighted ? (weights[n] as number) : 1);
      const at = (n: number) => completes[n] as StoredAnswers;
      const answeredBy = answeredTest(layout, row);
      const total = completes.map((_, n) => n).filter((n) => answeredBy(at(n)));
      const groups = banner.map((ref) =>
        bannerTests(layout, ref).map((t) => total.filter((n) => t(at(n)))),
      );
      const letters = bannerLetters(groups.map((g) => g.length));
      const column = (
        members: readonly number[],
        inRow: (n: number) => boolean,
      ): ProportionColumn => {
        const base = sum(members, w);
        const sumW2 = sum(members, (n) => w(n) ** 2);
        return {
          count: sum(
            members.filter((n) => inRow(n)),
            w,
          ),
          base,
          effectiveBase: weighted ? (sumW2 > 0 ? base ** 2 / sumW2 : 0) : members.length,
        };
      };
      const tests = rowTests(layout, row);
      for (const r of table.rows) {
        const chose = tests.get(r.id);
        if (!chose) continue;
        const inRow = (n: number) => chose(at(n));
        const expected = [
          '',
          ...groups.flatMap((g, gi) =>
            proportionLetters(
              g.map((members) => column(members, inRow)),
              letters[gi] ?? [],
              options,
              g.map((members) =>
                column(
                  total.filter((n) => !members.includes(n)),
                  inRow,
                ),
              ),
            ),
          ),
        ];
        expect(
          r.cells.map((c) => c.higherThan),
          r.id,
        ).toEqual(expected);
        if (expected.some((l) => l !== '')) lettered.add(options.comparison);
      }
      const entry = layout.byId.get(row.matrixTitleId ?? row.questionId);
      if (entry?.answerKind === 'scale') {
        const value = (n: number) => {
          const a = at(n)[entry.pageKey];
          return a?.kind === 'scale' ? (a.value as number) : NaN;
        };
        const meanColumn = (members: readonly number[]): MeanColumn => {
          const valued = members.filter((n) => !Number.isNaN(value(n)));
          const sumW = sum(valued, w);
          const sumW2 = sum(valued, (n) => w(n) ** 2);
          const n = weighted ? (sumW2 > 0 ? sumW ** 2 / sumW2 : 0) : valued.length;
          if (valued.length === 0) return { n: 0, mean: 0, variance: 0 };
          const sumWX = sum(valued, (k) => w(k) * value(k));
          const sumWX2 = sum(valued, (k) => w(k) * value(k) ** 2);
          return { n, ...weightedMeanVariance(sumW, sumWX, sumWX2, n) };
        };
        const expected = [
          '',
          ...groups.flatMap((g, gi) =>
            meanLetters(
              g.map(meanColumn),
              letters[gi] ?? [],
              options,
              g.map((members) => meanColumn(total.filter((n) => !members.includes(n)))),
            ),
          ),
        ];
        expect(
          table.means?.map((m) => m.higherThan),
          'means',
        ).toEqual(expected);
        if (expected.some((l) => l !== '')) lettered.add(`means ${options.comparison}`);
      }
    },
    120_000,
  );

  test('the tables with options had letters, cells and means, between columns and against the rest', () => {
    expect([...lettered].sort()).toEqual(['means pairs', 'means rest', 'pairs', 'rest']);
  });
});
