import { describe, expect, it } from 'vitest';
import type { Questionnaire } from './model.ts';
import { QuestionnaireBuilder } from './testing/builders.ts';
import { flattenEntries } from './walk.ts';

const entryOf = (q: Questionnaire, label: string) => {
  const e = flattenEntries(q.entries).find((x) => x.label === label);
  if (!e) throw new Error(`no ${label}`);
  return e;
};
const lkOf = (q: Questionnaire, label: string) => {
  const e = entryOf(q, label);
  if (e.entryType !== 'question') throw new Error(`${label} is not a question`);
  return e.entryItem.questionLk;
};
const firstOption = (q: Questionnaire, label: string) => {
  const e = entryOf(q, label);
  if (e.entryType !== 'question') throw new Error(`${label} is not a question`);
  return e.entryItem.responseOptions[0]?.responseOptionLk ?? '';
};
const refused = expect.objectContaining({
  code: 'QUOTA_ON_LOOPED_QUESTION',
  message: expect.stringMatching(/^Q\d cannot have a quota inside a looped section/),
});

/** Q1 brands (multi), Q2 'Buy again?' (single), then S1 holding Q3 'Liked it?' (single). */
function survey() {
  const b = new QuestionnaireBuilder()
    .question('Which brands?', ['Brand A', 'Brand B'], 'Basic', true)
    .question('Liked it?', ['Yes', 'No'])
    .question('Buy again?', ['Yes', 'No']);
  // 'Liked it?' moves into S1 (after the questions) and becomes Q3; 'Buy again?' becomes Q2.
  b.apply('addSection', { position: 3, name: 'Brands' });
  const s = entryOf(b.q, 'S1').number;
  b.apply('moveEntryToSection', {
    number: entryOf(b.q, 'Q2').number,
    sectionNumber: s,
    toPosition: 0,
  });
  return { b, s };
}
const loop = (number: number) => ({
  number,
  sourceQuestionNumber: null,
  items: ['Brand A', 'Brand B'],
  maxIterations: 2,
  randomOrder: false,
});
const quota = (q: Questionnaire, label: string) => ({
  questionLk: lkOf(q, label),
  cells: [{ optionLks: [firstOption(q, label)], targetKind: 'count' as const, target: 10 }],
});

describe('quotas and loops (issue 38 §2/§3)', () => {
  it('refuses a quota on a question inside a looped section, changing nothing', () => {
    const { b, s } = survey();
    b.apply('setSectionLoop', loop(s));
    const before = b.q;
    expect(() => b.apply('setQuestionQuota', quota(b.q, 'Q3'))).toThrow(refused);
    expect(b.q).toBe(before);
    // Outside the loop a quota is set as before.
    b.apply('setQuestionQuota', quota(b.q, 'Q2'));
    expect(b.q.answerQuotas?.map((a) => a.questionLk)).toEqual([lkOf(b.q, 'Q2')]);
  });

  it('refuses looping a section that holds a question with a quota', () => {
    const { b, s } = survey();
    b.apply('setQuestionQuota', quota(b.q, 'Q3'));
    const before = b.q;
    expect(() => b.apply('setSectionLoop', loop(s))).toThrow(refused);
    expect(b.q).toBe(before);
    // Once the quota is removed, the loop is set.
    b.apply('setQuestionQuota', { questionLk: lkOf(b.q, 'Q3'), cells: [] });
    b.apply('setSectionLoop', loop(s));
    const section = entryOf(b.q, 'S1');
    expect(section.entryType === 'section' && section.entryItem.loop?.maxIterations).toBe(2);
  });

  it('refuses moving a question with a quota into a looped section; other cards move', () => {
    const { b, s } = survey();
    b.apply('setSectionLoop', loop(s));
    b.apply('setQuestionQuota', quota(b.q, 'Q2'));
    const before = b.q;
    const move = (label: string) =>
      b.apply('moveEntryToSection', {
        number: entryOf(b.q, label).number,
        sectionNumber: s,
        toPosition: 0,
      });
    expect(() => move('Q2')).toThrow(refused);
    expect(b.q).toBe(before);
    b.apply('setQuestionQuota', { questionLk: lkOf(b.q, 'Q2'), cells: [] });
    move('Q2');
    const section = entryOf(b.q, 'S1');
    expect(section.entryType === 'section' ? section.entryItem.entries.length : 0).toBe(2);
  });
});
