import type { WeightingSchemeResponse } from '@survey/domain/results/weightingContract';
import { describe, expect, it } from 'vitest';
import { formOf, hasProblems, percentSum, problemsOf, schemeOf } from './weightingForm.ts';

const response = (scheme: WeightingSchemeResponse['scheme']): WeightingSchemeResponse => ({
  surveyId: 's',
  scheme,
  applied: scheme !== null,
  questions: [
    {
      questionId: 'gender',
      label: 'A1',
      text: 'Gender',
      questionKind: 'Audience',
      pageKey: 'audience:1',
      options: [
        { id: 'female', text: 'Female' },
        { id: 'male', text: 'Male' },
      ],
      prefill: { female: 51.3, male: 48.7 },
      prefillSource: 'census',
    },
    {
      questionId: 'pet',
      label: 'Q2',
      text: 'Which pet?',
      questionKind: 'Questionnaire',
      pageKey: 'entry:2',
      options: [
        { id: 'cat', text: 'Cat' },
        { id: 'dog', text: 'Dog' },
      ],
      prefill: { cat: 70, dog: 30 },
      prefillSource: 'sample',
    },
  ],
  weighting: {
    applied: false,
    available: false,
    efficiency: null,
    effectiveBase: null,
    note: null,
  },
});

describe('the weighting form', () => {
  it('starts from the prefill with nothing on, and from the stored scheme where there is one', () => {
    const fresh = formOf(response(null));
    expect(fresh.questions.gender).toEqual({
      on: false,
      percents: { female: '51.3', male: '48.7' },
    });
    expect([fresh.cap, fresh.floor]).toEqual(['5', '0.2']);
    expect(problemsOf(fresh, response(null).questions).none).toBe(true);
    const stored = formOf(
      response({
        targets: [{ questionId: 'pet', percents: { cat: 50, dog: 50 } }],
        cap: 3,
        floor: 0.5,
      }),
    );
    expect(stored.questions.pet).toEqual({ on: true, percents: { cat: '50', dog: '50' } });
    expect(stored.questions.gender?.on).toBe(false);
    expect([stored.cap, stored.floor]).toEqual(['3', '0.5']);
  });

  it("names a question's problem under its row (the domain's sentence), and the trim's", () => {
    const { questions } = response(null);
    const form = formOf(response(null));
    form.questions.pet = { on: true, percents: { cat: '50', dog: '49' } };
    form.floor = '';
    const problems = problemsOf(form, questions);
    expect(problems.questions).toEqual({ pet: 'The targets of Q2 add up to 99%, not 100%.' });
    expect(problems.trim).toMatch(/smallest between 0 and 1/);
    expect(hasProblems(problems)).toBe(true);
    expect(percentSum(form.questions.pet)).toBe(99);
    form.questions.pet = { on: true, percents: { cat: '50', dog: 'x' } };
    expect(problemsOf(form, questions).questions.pet).toBe(
      'Each target of Q2 must be above 0 and at most 100.',
    );
  });

  it('makes the scheme of the questions switched on', () => {
    const { questions } = response(null);
    const form = formOf(response(null));
    form.questions.gender = { on: true, percents: { female: '50', male: '50' } };
    form.cap = '4';
    expect(hasProblems(problemsOf(form, questions))).toBe(false);
    expect(schemeOf(form, questions)).toEqual({
      targets: [{ questionId: 'gender', percents: { female: 50, male: 50 } }],
      cap: 4,
      floor: 0.2,
    });
  });
});
