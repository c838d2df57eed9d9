import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { estimateInterviewSeconds } from '../questionnaire/interviewLength.ts';
import { checkInvariants } from '../questionnaire/invariants.ts';
import { QuestionnaireBuilder } from '../questionnaire/testing/builders.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { surveySteps } from '../respondent/engine/steps.ts';
import {
  audienceOf,
  customMember,
  standardMember,
} from '../respondent/engine/testing/audienceFixtures.ts';
import { audienceEntriesOf } from './audienceEntries.ts';
import { audienceInterviewSeconds } from './interviewLength.ts';
import type { AudienceMember } from './model.ts';

describe('audienceEntriesOf', () => {
  const audience = audienceOf(
    standardMember(3, 'age', [{ key: '18_24' }, { key: '25_34', qualifies: false }]),
    customMember(1, 'bike-q', [{ key: 'yes' }, { key: 'no', qualifies: false }]),
    standardMember(2, 'pets', [{ key: 'none' }, { key: 'dog' }], { hidden: true }),
  );

  it('lists standard criteria and screening questions as A1..An in member order', () => {
    const entries = audienceEntriesOf(audience);
    expect(
      entries.map((a) => [a.number, a.label, a.entryItem.questionTypeCode, a.entryItem.questionLk]),
    ).toEqual([
      [3, 'A1', 'StandardAudience', 'age'],
      [1, 'A2', 'CustomAudience', 'bike-q'],
      [2, 'A3', 'StandardAudience', 'pets'],
    ]);
    expect(entries[0]?.entryItem.responseOptions).toEqual([
      {
        responseOptionLk: '18_24',
        position: 0,
        qualification: true,
        route: null,
        responseOption: { responseOptionId: 'std:age:18_24', value: '18_24', rotype: 'string' },
      },
      {
        responseOptionLk: '25_34',
        position: 1,
        qualification: false,
        route: { targetNumber: 100000 },
        responseOption: { responseOptionId: 'std:age:25_34', value: '25_34', rotype: 'string' },
      },
    ]);
  });

  it('adds 10 s per audience question shown, standard or custom, none for a hidden one', () => {
    const q = {
      ...new QuestionnaireBuilder().build(),
      audienceEntries: audienceEntriesOf(audience),
    };
    expect(estimateInterviewSeconds(q)).toBe(20);
  });
});

/** Members with option codes drawn from a small set, so codes recur across criteria. */
const membersArb = fc
  .array(
    fc.record({
      standard: fc.boolean(),
      hidden: fc.boolean(),
      codes: fc.uniqueArray(fc.constantFrom('none', '1', '2', 'yes', 'no'), {
        minLength: 2,
        maxLength: 4,
      }),
    }),
    { maxLength: 8 },
  )
  .map((specs) =>
    specs.map(({ standard, hidden, codes }, i): AudienceMember => {
      const options = codes.map((key) => ({ key: standard ? key : `m${i}-${key}` }));
      return standard
        ? standardMember(i + 1, `criterion_${i}`, options, { hidden })
        : customMember(i + 1, `screening-${i}`, options, { hidden });
    }),
  );

describe('audience entries and the respondent engine', () => {
  test.prop([membersArb, fc.integer({ min: 0, max: 3 })])(
    'name every question and option as the runner does, and keep the draft valid',
    (members, questions) => {
      const audience = audienceOf(...members);
      const builder = new QuestionnaireBuilder();
      for (let i = 0; i < questions; i++) builder.question(`Question ${i}?`);
      const q = { ...builder.build(), audienceEntries: audienceEntriesOf(audience) };
      const steps = surveySteps(publishedSurveyOf(q, audience)).steps.flatMap((s) =>
        s.kind === 'audience' && s.entry.entryType === 'question' ? [s.entry] : [],
      );
      expect(q.audienceEntries.map((a) => a.label)).toEqual(steps.map((s) => s.label));
      expect(
        q.audienceEntries.map((a) => [
          a.entryItem.questionLk,
          a.entryItem.responseOptions.map((o) => o.responseOptionLk),
        ]),
      ).toEqual(
        steps.map((s) => [
          s.entryItem.questionLk,
          s.entryItem.responseOptions.map((o) => o.responseOptionLk),
        ]),
      );
      // Member numbers beside entry numbers (both start at 1) and recurring catalogue codes.
      expect(checkInvariants(q)).toEqual([]);
      const questionSeconds = 15 * questions;
      expect(estimateInterviewSeconds(q) - questionSeconds).toBe(
        audienceInterviewSeconds(audience),
      );
    },
  );
});
