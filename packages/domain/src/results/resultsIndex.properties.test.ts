import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { seededRandom } from '../random.ts';
import { publishedSurveyOf, type PublishedSurvey } from '../respondent/engine/published.ts';
import { randomValidAnswer } from '../respondent/engine/randomValidAnswer.ts';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../respondent/engine/testing/walkSession.ts';
import { resultLayout } from './layout.ts';
import { ResultsIndex, type StoredAnswers } from './resultsIndex.ts';
import { naiveRecount } from './testing/naiveRecount.ts';
import { randomFilters } from './testing/randomFilters.ts';

const surveys = new Map<number, { published: PublishedSurvey; completes: StoredAnswers[] }>();

/**
 * A generated survey (every question kind, logic-free so every respondent meets most entries)
 * with a hidden profiled gender and a multi-select region, and 60 completes walked through the
 * real engine with random valid answers. Built once per seed: generating runs many commands.
 */
function surveyWithCompletes(seed: number) {
  const known = surveys.get(seed);
  if (known) return known;
  const q = makeQuestionnaire(16, seed);
  const gender = standardMember(1, 'gender', [{ key: 'female' }, { key: 'male' }], {
    hidden: true,
  });
  const region = standardMember(
    2,
    'region',
    [{ key: 'north' }, { key: 'south' }, { key: 'west' }],
    {
      multiple: true,
    },
  );
  const published = publishedSurveyOf(
    q,
    audienceOf(gender, region, ...audienceFromEntries(q).members),
  );
  const rnd = seededRandom(seed * 31 + 7);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 60; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        profile: { gender: i % 3 ? 'female' : 'male' },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  const made = { published, completes };
  surveys.set(seed, made);
  return made;
}

/** Means are sums in another order: equal to rounding, and null exactly when nobody answered. */
function expectMean(actual: number | null, expected: number | null | undefined) {
  if (expected === null || expected === undefined) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
}

describe('results index (property)', () => {
  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 })], {
    numRuns: 120,
  })(
    'every count and mean of a summary equals a naive recount of the same answers, for random filters',
    (surveySeed, filterSeed) => {
      const { published, completes } = surveyWithCompletes(surveySeed);
      const layout = resultLayout(published);
      const index = new ResultsIndex(layout);
      completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
      const filters = randomFilters(layout, seededRandom(filterSeed));

      const summary = index.summary('survey', filters);
      const naive = naiveRecount(layout, completes, filters);
      const all = naiveRecount(layout, completes, []);

      expect(summary.samplesCollected).toBe(completes.length);
      expect(summary.samplesCollectedFiltered).toBe(naive.matching);
      summary.results.forEach((entry, e) => {
        const expected = naive.entries[e];
        const everyone = all.entries[e];
        expect(entry.id).toBe(expected?.id);
        expect(entry.samplesCollected).toBe(everyone?.answered);
        expect(entry.samplesCollectedFiltered).toBe(expected?.answered);
        for (const row of entry.rows) {
          for (const item of row.rowItems) {
            const key = `${row.id}|${item.id}`;
            expect(item.completes, `${entry.label} ${key}`).toBe(everyone?.cells[key]);
            expect(item.completesFiltered, `${entry.label} ${key} filtered`).toBe(
              expected?.cells[key],
            );
          }
        }
        if (entry.scale) {
          expectMean(entry.scale.mean, everyone?.mean);
          expectMean(entry.scale.meanFiltered, expected?.mean);
        }
      });
    },
    60_000,
  );

  test.prop([fc.integer({ min: 1, max: 12 }), fc.array(fc.nat({ max: 59 }), { maxLength: 80 })], {
    numRuns: 30,
  })(
    'a complete delivered again (in any order, any number of times) is counted once',
    (surveySeed, redeliveries) => {
      const { published, completes } = surveyWithCompletes(surveySeed);
      const layout = resultLayout(published);
      const once = new ResultsIndex(layout);
      completes.forEach((answers, i) => once.add(`s${i}`, answers, i));
      const again = new ResultsIndex(layout);
      completes.forEach((answers, i) => again.add(`s${i}`, answers, i));
      for (const i of redeliveries) {
        const answers = completes[i % completes.length];
        if (answers) expect(again.add(`s${i % completes.length}`, answers, i)).toBe(false);
      }
      expect(again.summary('s', [])).toEqual(once.summary('s', []));
    },
  );
  test.prop(
    [
      fc.integer({ min: 1, max: 12 }),
      fc.uniqueArray(fc.nat({ max: 59 }), { maxLength: 40 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
      fc.nat({ max: 60 }),
    ],
    { numRuns: 60 },
  )(
    'excluded completes count nowhere: the summary equals an index of the others, whenever the exclusions arrive',
    (surveySeed, excludedAt, filterSeed, setAfter) => {
      const { published, completes } = surveyWithCompletes(surveySeed);
      const layout = resultLayout(published);
      const excluded = new Set(excludedAt.map((i) => `s${i}`));
      const withExclusions = new ResultsIndex(layout);
      const kept = new ResultsIndex(layout);
      completes.forEach((answers, i) => {
        // Exclusions may be set before some completes arrive (ids not counted yet).
        if (i === setAfter) withExclusions.setExcluded(excluded);
        withExclusions.add(`s${i}`, answers, i);
        if (!excluded.has(`s${i}`)) kept.add(`s${i}`, answers, i);
      });
      if (setAfter >= completes.length) withExclusions.setExcluded(excluded);
      const filters = randomFilters(layout, seededRandom(filterSeed));
      expect(withExclusions.summary('s', filters)).toEqual(kept.summary('s', filters));
      expect(withExclusions.includedSize).toBe(kept.size);
      const text = layout.entries.find((e) => e.answerKind === 'text');
      if (text) {
        const req = {
          questionId: text.id,
          responseFilters: filters,
          search: '',
          offset: 0,
          limit: 100,
        };
        expect(withExclusions.texts(req)).toEqual(kept.texts(req));
      }
      // Including everyone again restores every count.
      const full = new ResultsIndex(layout);
      completes.forEach((answers, i) => full.add(`s${i}`, answers, i));
      withExclusions.setExcluded(new Set());
      expect(withExclusions.summary('s', filters)).toEqual(full.summary('s', filters));
    },
    60_000,
  );
});
