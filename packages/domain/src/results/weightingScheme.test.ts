/**
 * The researcher's weighting scheme (issue 38 §5): its validation, the prefilled targets, and the
 * results index raking to it (the same weights the export's categories give) instead of the quotas.
 */
import { describe, expect, it } from 'vitest';
import { rakeWeights } from '../analysis/weights.ts';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { seededRandom } from '../random.ts';
import type { Answer } from '../respondent/answers.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { randomValidAnswer } from '../respondent/engine/randomValidAnswer.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../respondent/engine/testing/walkSession.ts';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { resultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { schemeWeighting } from './schemeMargins.ts';
import { weightingQuestions } from './weightingPrefill.ts';
import {
  checkWeightingScheme,
  weightableQuestions,
  WeightingSchemeError,
  type WeightingScheme,
} from './weightingScheme.ts';

/** Gender (quotas 30/70) and a custom-free age (quotas on four bands), 120 completes leaning female. */
function survey() {
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
  const published = publishedSurveyOf(makeQuestionnaire(8, 5), audienceOf(gender, age));
  const rnd = seededRandom(11);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 120; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: 1000 + i,
        profile: {
          gender: i % 3 ? 'female' : 'male',
          age: ['a18', 'a18', 'a30', 'a45', 'a60'][i % 5] ?? 'a18',
        },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  return { published, completes, layout: resultLayout(published) };
}

const { published, completes, layout } = survey();
const questions = weightableQuestions(layout);
const genderQ = questions.find((q) => q.pageKey === 'audience:1');
const ageQ = questions.find((q) => q.pageKey === 'audience:2');
const inSurvey = questions.find((q) => q.questionKind === 'Questionnaire');

function scheme(overrides: Partial<WeightingScheme> = {}): WeightingScheme {
  return {
    targets: [
      { questionId: genderQ?.questionId ?? '', percents: { female: 45, male: 55 } },
      { questionId: ageQ?.questionId ?? '', percents: { a18: 25, a30: 25, a45: 25, a60: 25 } },
    ],
    cap: 5,
    floor: 0.2,
    ...overrides,
  };
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof WeightingSchemeError) return error.code;
    throw error;
  }
  return 'OK';
};

describe('weightable questions and the scheme check', () => {
  it('offers the single-choice audience criteria and questionnaire questions', () => {
    expect(genderQ?.options.map((o) => o.id)).toEqual(['female', 'male']);
    expect(ageQ?.options).toHaveLength(4);
    expect(inSurvey).toBeDefined();
    const multi = layout.entries.find((e) => e.isMultipleChoice);
    if (multi) expect(questions.some((q) => q.questionId === multi.id)).toBe(false);
  });

  it('accepts a scheme whose targets add up to 100 within 0.1, and refuses every bad one', () => {
    expect(checkWeightingScheme(scheme(), layout)).toEqual(scheme());
    const gender = (percents: Record<string, number>) =>
      scheme({ targets: [{ questionId: genderQ?.questionId ?? '', percents }] });
    expect(codeOf(() => checkWeightingScheme(gender({ female: 45, male: 55.09 }), layout))).toBe(
      'OK',
    );
    const cases: [WeightingScheme, string][] = [
      [scheme({ targets: [] }), 'NO_TARGETS'],
      [gender({ female: 45, male: 54.8 }), 'TARGETS_NOT_100'],
      [gender({ female: 45, male: 55, other: 0.01 }), 'UNKNOWN_OPTION'],
      [gender({ female: 100 }), 'MISSING_OPTION'],
      [gender({ female: 0, male: 100 }), 'INVALID_PERCENT'],
      [gender({ female: Number.NaN, male: 100 }), 'INVALID_PERCENT'],
      [scheme({ targets: [{ questionId: 'nope', percents: {} }] }), 'UNKNOWN_QUESTION'],
      [
        scheme({ targets: [...scheme().targets, ...scheme().targets.slice(0, 1)] }),
        'DUPLICATE_QUESTION',
      ],
      [scheme({ cap: 0.5 }), 'INVALID_TRIM'],
      [scheme({ floor: 1.2 }), 'INVALID_TRIM'],
      [scheme({ cap: Number.POSITIVE_INFINITY }), 'INVALID_TRIM'],
    ];
    for (const [bad, code] of cases) {
      expect(codeOf(() => checkWeightingScheme(bad, layout))).toBe(code);
    }
  });

  it('prefills gender from the census, age from its quotas, questions from the sample', () => {
    const byId = new Map(weightingQuestions(published, () => new Map()).map((q) => [q.pageKey, q]));
    expect(byId.get('audience:1')?.prefillSource).toBe('census');
    expect(byId.get('audience:1')?.prefill).toEqual({ female: 51.3, male: 48.7 });
    expect(byId.get('audience:2')?.prefillSource).toBe('quotas');
    expect(byId.get('audience:2')?.prefill).toEqual({ a18: 10, a30: 20, a45: 30, a60: 40 });
    for (const q of byId.values()) {
      const sum = Object.values(q.prefill).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(100, 9);
      expect(Object.values(q.prefill).every((p) => p > 0)).toBe(true);
      expect(
        codeOf(() =>
          checkWeightingScheme(
            scheme({ targets: [{ questionId: q.questionId, percents: q.prefill }] }),
            layout,
          ),
        ),
      ).toBe('OK');
    }
  });
});

describe('the results index with a scheme', () => {
  const index = new ResultsIndex(layout, quotaMargins(published));
  completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
  const share = (questionId: string, optionId: string) => {
    const summary = index.summary('survey-1', [], { weighted: true });
    const entry = summary.results.find((e) => e.id === questionId);
    const count = entry?.rows.find((r) => r.id === optionId)?.rowItems[0]?.completes ?? 0;
    return count / (entry?.samplesCollected ?? 1);
  };

  it('rakes to the scheme, to the weights its categories give a rake, and back to quotas when cleared', () => {
    const quotaFemale = share(genderQ?.questionId ?? '', 'female');
    expect(quotaFemale).toBeCloseTo(0.3, 3);
    const weighting = schemeWeighting(layout, checkWeightingScheme(scheme(), layout));
    index.setWeighting(weighting);
    expect(share(genderQ?.questionId ?? '', 'female')).toBeCloseTo(0.45, 3);
    expect(share(ageQ?.questionId ?? '', 'a60')).toBeCloseTo(0.25, 3);
    const expected = rakeWeights(
      weighting.margins.margins,
      completes.map((a) => weighting.margins.categoryOf(a as Record<string, Answer | null>)),
      weighting.options,
    );
    const weights = index.weights();
    expect(weights?.source).toBe('scheme');
    // The index rakes completes grouped by their categories: the same weights up to rounding.
    expected.weights.forEach((w, n) => expect(weights?.weights[n]).toBeCloseTo(w, 12));
    expect(weights?.efficiency).toBeCloseTo(expected.efficiency, 12);
    index.setWeighting(null);
    expect(share(genderQ?.questionId ?? '', 'female')).toBeCloseTo(quotaFemale, 12);
    expect(index.weights()?.source).toBe('quotas');
  });

  it('keeps every weight within the floor and cap it is given', () => {
    const tight = checkWeightingScheme(
      scheme({
        targets: [{ questionId: genderQ?.questionId ?? '', percents: { female: 5, male: 95 } }],
        cap: 1.5,
        floor: 0.5,
      }),
      layout,
    );
    index.setWeighting(schemeWeighting(layout, tight));
    const w = [...(index.weights()?.weights ?? [])];
    expect(Math.max(...w)).toBeLessThanOrEqual(1.5 + 1e-9);
    expect(Math.min(...w)).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(index.summary('survey-1', [], { weighted: true }).weighting.note).toMatch(
      /could not meet every weighting target/,
    );
    index.setWeighting(null);
  });
});
