import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { rakeWeights } from '../analysis/weights.ts';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { seededRandom } from '../random.ts';
import type { Answer } from '../respondent/answers.ts';
import { publishedSurveyOf, type PublishedSurvey } from '../respondent/engine/published.ts';
import { randomValidAnswer } from '../respondent/engine/randomValidAnswer.ts';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../respondent/engine/testing/walkSession.ts';
import { crosstab } from './crosstab.ts';
import { resultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { naiveRecount } from './testing/naiveRecount.ts';
import { randomFilters } from './testing/randomFilters.ts';

const surveys = new Map<number, { published: PublishedSurvey; completes: StoredAnswers[] }>();

/**
 * A generated survey with quotas on a profiled gender (30/70) and on age (four bands), so that
 * raking has two margins, and 80 completes walked through the real engine; the sample leans
 * female (two in three) and young, so the weights differ from 1.
 */
function surveyWithQuotas(seed: number) {
  const known = surveys.get(seed);
  if (known) return known;
  const q = makeQuestionnaire(10, seed);
  const gender = standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 30 },
      { key: 'male', quota: 70 },
    ],
    { hidden: true, quotas: true },
  );
  const age = standardMember(
    2,
    'age',
    ['a18', 'a30', 'a45', 'a60'].map((key, i) => ({ key, quota: 10 + 10 * i })),
    { hidden: true, quotas: true },
  );
  const published = publishedSurveyOf(
    q,
    audienceOf(gender, age, ...audienceFromEntries(q).members),
  );
  const rnd = seededRandom(seed * 17 + 3);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 80; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        profile: {
          gender: i % 3 ? 'female' : 'male',
          age: ['a18', 'a18', 'a30', 'a45', 'a60'][i % 5] ?? 'a18',
        },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  const made = { published, completes };
  surveys.set(seed, made);
  return made;
}

const close = (actual: number | null | undefined, expected: number | null | undefined) => {
  if (expected === null || expected === undefined) return expect(actual ?? null).toBeNull();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(expected)),
  );
};

describe('weighted results index (property)', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 8 }),
      fc.uniqueArray(fc.nat({ max: 79 }), { maxLength: 30 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
    ],
    { numRuns: 60 },
  )(
    'weighted counts and means are sums of the raw-data export weights of the included completes',
    (surveySeed, excludedAt, filterSeed) => {
      const { published, completes } = surveyWithQuotas(surveySeed);
      const layout = resultLayout(published);
      const margins = quotaMargins(published);
      const index = new ResultsIndex(layout, margins);
      completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
      const excluded = new Set(excludedAt.filter((i) => i < completes.length));
      index.setExcluded(new Set([...excluded].map((i) => `s${i}`)));

      // The export's way: every included complete's categories, raked with the default options.
      const included = completes.flatMap((c, i) => (excluded.has(i) ? [] : [c]));
      const raked = rakeWeights(
        margins.margins,
        included.map((c) => margins.categoryOf(c as Record<string, Answer | null>)),
      );
      let k = 0;
      const expected = completes.map((_, i) => (excluded.has(i) ? 0 : (raked.weights[k++] ?? 0)));
      // The sample is off target, so the completes do not all weigh the same.
      expect(new Set(expected.filter((w) => w > 0).map((w) => w.toFixed(6))).size).toBeGreaterThan(
        1,
      );
      const weights = index.weights();
      expected.forEach((w, n) => close(weights?.weights[n], w));

      const filters = randomFilters(layout, seededRandom(filterSeed));
      const summary = index.summary('s', filters, { weighted: true });
      const naive = naiveRecount(layout, completes, filters, expected);
      const all = naiveRecount(layout, completes, [], expected);
      close(summary.samplesCollected, all.matching);
      close(summary.samplesCollectedFiltered, naive.matching);
      summary.results.forEach((entry, e) => {
        close(entry.samplesCollected, all.entries[e]?.answered);
        close(entry.samplesCollectedFiltered, naive.entries[e]?.answered);
        for (const row of entry.rows) {
          for (const item of row.rowItems) {
            const key = `${row.id}|${item.id}`;
            close(item.completes, all.entries[e]?.cells[key]);
            close(item.completesFiltered, naive.entries[e]?.cells[key]);
          }
        }
        if (entry.scale) {
          close(entry.scale.mean, all.entries[e]?.mean);
          close(entry.scale.meanFiltered, naive.entries[e]?.mean);
        }
      });
      expect(summary.weighting.applied).toBe(true);
      expect(summary.weighting.available).toBe(true);
      const sumW = expected.reduce((s, w) => s + w, 0);
      const sumW2 = expected.reduce((s, w) => s + w * w, 0);
      close(summary.weighting.effectiveBase, (sumW * sumW) / sumW2);
      close(summary.weighting.efficiency, raked.efficiency);
      // Unweighted answers are the counts as before, with the switch available.
      const plain = index.summary('s', filters);
      expect(plain.weighting).toMatchObject({ applied: false, available: true, efficiency: null });
      expect(plain.samplesCollected).toBe(included.length);
    },
    60_000,
  );

  test.prop(
    [
      fc.integer({ min: 1, max: 8 }),
      fc.uniqueArray(fc.nat({ max: 79 }), { maxLength: 30 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
    ],
    { numRuns: 30 },
  )(
    "a weighted crosstab reports the summary's weighting: Kish's efficiency and effective base",
    (surveySeed, excludedAt, filterSeed) => {
      const { published, completes } = surveyWithQuotas(surveySeed);
      const layout = resultLayout(published);
      const index = new ResultsIndex(layout, quotaMargins(published));
      completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
      const excluded = new Set(excludedAt.filter((i) => i < completes.length));
      index.setExcluded(new Set([...excluded].map((i) => `s${i}`)));
      const row = layout.entries.find((e) => e.answerKind === 'choice' && e.rows.length > 0);
      if (!row) return;
      const filters = randomFilters(layout, seededRandom(filterSeed));
      const request = (weighted: boolean) => ({
        surveyId: 's',
        row: { questionId: row.id, matrixTitleId: null },
        banner: [],
        responseFilters: filters,
        weighted,
        nets: [],
        boxes: false,
      });
      // The scope the server hands in (crosstab.service.ts `scopeOf`).
      const scope = { weights: index.weights(), population: index.population() };
      const table = crosstab(index, request(true), scope);

      // Kish over the included completes' weights: n = included, (Σw)² / Σw², efficiency = that / n.
      const included = [...(index.weights()?.weights ?? [])].filter((_, n) => !excluded.has(n));
      const sumW = included.reduce((s, w) => s + w, 0);
      const sumW2 = included.reduce((s, w) => s + w * w, 0);
      expect(table.weighting.applied).toBe(true);
      close(table.weighting.effectiveBase, (sumW * sumW) / sumW2);
      close(table.weighting.efficiency, (sumW * sumW) / (included.length * sumW2));
      expect(table.weighting).toEqual(index.summary('s', filters, { weighted: true }).weighting);
      expect(crosstab(index, request(false), scope).weighting).toEqual(
        index.summary('s', filters).weighting,
      );
    },
    60_000,
  );

  it('weights follow the completes: a new complete rakes again on the next weighted read', () => {
    const { published, completes } = surveyWithQuotas(1);
    const index = new ResultsIndex(resultLayout(published), quotaMargins(published));
    completes.slice(0, 40).forEach((answers, i) => index.add(`s${i}`, answers, i));
    const before = index.summary('s', [], { weighted: true }).samplesCollected;
    completes.slice(40).forEach((answers, i) => index.add(`t${i}`, answers, i));
    const after = index.summary('s', [], { weighted: true });
    close(before, 40);
    close(after.samplesCollected, completes.length);
    expect(index.weights()?.weights.length).toBe(completes.length);
  });

  it('without quotas weighting is unavailable and a weighted summary is the unweighted one', () => {
    const { published, completes } = surveyWithQuotas(2);
    const layout = resultLayout(published);
    const index = new ResultsIndex(layout, null);
    completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
    const weighted = index.summary('s', [], { weighted: true });
    expect(weighted).toEqual(index.summary('s', []));
    expect(weighted.weighting).toEqual({
      applied: false,
      available: false,
      efficiency: null,
      effectiveBase: null,
      note: 'This survey has no quotas to weight to.',
    });
    expect(index.weights()).toBeNull();
  });
});
