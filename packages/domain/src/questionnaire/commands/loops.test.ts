import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../invariants.ts';
import { LOOP_ITEM_LK, LOOP_ITEM_TOKEN, loopSourceCandidates } from '../loops.ts';
import type { Questionnaire, SectionEntry } from '../model.ts';
import { describePipes, pipeSources } from '../piping.ts';
import { MULTIPLE_CHOICE } from '../settings.ts';
import { QuestionnaireBuilder } from '../testing/builders.ts';
import { validateQuestionnaire } from '../validate.ts';
import { flattenEntries } from '../walk.ts';

const numberOf = (q: Questionnaire, label: string) =>
  flattenEntries(q.entries).find((e) => e.label === label)?.number ?? -1;
const sectionAt = (q: Questionnaire, label = 'S1'): SectionEntry => {
  const e = flattenEntries(q.entries).find((x) => x.label === label);
  if (e?.entryType !== 'section') throw new Error(`no section ${label}`);
  return e;
};

/** Q1 'Brands bought' (multi select), Q2 single select, then S1 holding Q3. */
function brandsAndSection() {
  const b = new QuestionnaireBuilder()
    .question('Which brands did you buy?', ['Brand A', 'Brand B', 'Brand C'], 'Basic', true)
    .question('Single', ['Yes', 'No'])
    .question(`How much do you like ${LOOP_ITEM_TOKEN}?`);
  b.apply('addSection', { position: 3, name: 'Brand block' });
  const s = sectionAt(b.q).number;
  b.apply('moveEntryToSection', { number: numberOf(b.q, 'Q3'), sectionNumber: s, toPosition: 0 });
  return { b, s };
}
const loopArgs = (number: number, over: Partial<Record<string, unknown>> = {}) => ({
  number,
  sourceQuestionNumber: null as number | null,
  items: null as string[] | null,
  maxIterations: 5,
  randomOrder: false,
  ...over,
});

describe('loop commands (issue 38 §2)', () => {
  it('loops a section over an earlier multi select, then clears the loop', () => {
    const { b, s } = brandsAndSection();
    const lk = flattenEntries(b.q.entries)[0]?.entryType === 'question' ? b.q.entries[0] : null;
    b.apply(
      'setSectionLoop',
      loopArgs(s, {
        sourceQuestionNumber: numberOf(b.q, 'Q1'),
        maxIterations: 2,
        randomOrder: true,
      }),
    );
    expect(sectionAt(b.q).entryItem.loop).toEqual({
      sourceQuestionLk: lk?.entryType === 'question' ? lk.entryItem.questionLk : '',
      maxIterations: 2,
      randomOrder: true,
    });
    expect(checkInvariants(b.q)).toEqual([]);
    b.apply('clearSectionLoop', { number: s });
    expect(sectionAt(b.q).entryItem.loop).toBeUndefined();
  });

  it('loops over a fixed list, trimmed, and keeps item ids while their text stays', () => {
    const { b, s } = brandsAndSection();
    b.apply('setSectionLoop', loopArgs(s, { items: [' Brand A ', 'Brand B'] }));
    const first = sectionAt(b.q).entryItem.loop?.items ?? [];
    expect(first.map((i) => i.text)).toEqual(['Brand A', 'Brand B']);
    b.apply('setSectionLoop', loopArgs(s, { items: ['Brand B', 'Brand C'] }));
    const second = sectionAt(b.q).entryItem.loop?.items ?? [];
    expect(second[0]?.itemId).toBe(first[1]?.itemId);
    expect(second[1]?.itemId).not.toBe(first[0]?.itemId);
    expect(checkInvariants(b.q)).toEqual([]);
  });

  it('refuses a bad source, a bad list and a bad maximum, changing nothing', () => {
    const { b, s } = brandsAndSection();
    const before = b.q;
    const refuse = (over: Partial<Record<string, unknown>>, message: RegExp) =>
      expect(() => b.apply('setSectionLoop', loopArgs(s, over))).toThrow(
        expect.objectContaining({ code: 'LOOP_INVALID', message: expect.stringMatching(message) }),
      );
    refuse({ sourceQuestionNumber: numberOf(b.q, 'Q2') }, /not a multi select/);
    refuse({ sourceQuestionNumber: numberOf(b.q, 'Q3') }, /inside the section/);
    refuse({ items: [] }, /at least one item/);
    refuse({ items: ['A', ' a'] }, /repeats/);
    refuse({ items: ['A'], sourceQuestionNumber: numberOf(b.q, 'Q1') }, /either/);
    refuse({}, /either/);
    refuse({ items: ['A'], maxIterations: 0 }, /1 to 50 times/);
    refuse({ items: ['A'], maxIterations: 51 }, /1 to 50 times/);
    expect(() =>
      b.apply('setSectionLoop', loopArgs(numberOf(b.q, 'Q1'), { items: ['A'] })),
    ).toThrow(expect.objectContaining({ code: 'SECTION_NOT_FOUND' }));
    expect(b.q).toBe(before);
  });

  it('refuses a source after the section and nested loops, both ways round, saying so', () => {
    const { b, s } = brandsAndSection();
    b.question('Later multi', ['X', 'Y'], 'Basic', true);
    expect(() =>
      b.apply('setSectionLoop', loopArgs(s, { sourceQuestionNumber: numberOf(b.q, 'Q4') })),
    ).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/not before the section/) }),
    );
    // S2 after S1, holding nothing; S1's Q3 becomes a multi select S2 could loop over.
    b.apply('addSection', { position: b.q.entries.length, name: 'Second' });
    const s2 = sectionAt(b.q, 'S2').number;
    const q3 = flattenEntries(b.q.entries).find((e) => e.label === 'Q3');
    if (q3?.entryType !== 'question') throw new Error('no Q3');
    b.apply('setQuestionnaireSettingValue', {
      questionLk: q3.entryItem.questionLk,
      setting: { questionSettingCode: 'BasicChoice', settingValue: MULTIPLE_CHOICE },
    });
    b.apply('setSectionLoop', loopArgs(s, { items: ['A', 'B'] }));
    expect(() =>
      b.apply('setSectionLoop', loopArgs(s2, { sourceQuestionNumber: q3.number })),
    ).toThrow(expect.objectContaining({ message: expect.stringMatching(/cannot be nested/) }));
    b.apply('clearSectionLoop', { number: s });
    b.apply('setSectionLoop', loopArgs(s2, { sourceQuestionNumber: q3.number }));
    expect(() => b.apply('setSectionLoop', loopArgs(s, { items: ['A'] }))).toThrow(
      expect.objectContaining({
        message: 'Loops cannot be nested: S2 loops over a question in S1',
      }),
    );
    expect(checkInvariants(b.q)).toEqual([]);
  });

  it('offers the earlier multi selects outside loops as sources', () => {
    const { b, s } = brandsAndSection();
    const labels = () => loopSourceCandidates(b.q, s).map((e) => e.label);
    expect(labels()).toEqual(['Q1']);
    b.question('After', ['X', 'Y'], 'Basic', true);
    expect(labels()).toEqual(['Q1']);
  });

  it('drops the loop when its source is deleted or turns single select; refuses moving it after', () => {
    const { b, s } = brandsAndSection();
    const q1 = numberOf(b.q, 'Q1');
    b.apply('setSectionLoop', loopArgs(s, { sourceQuestionNumber: q1 }));
    expect(() => b.apply('moveQuestionnaireEntry', { number: q1, toPosition: 2 })).toThrow(
      expect.objectContaining({ code: 'MOVE_BREAKS_REFERENCES' }),
    );
    const lk = (b.q.entries[0] as { entryItem: { questionLk: string } }).entryItem.questionLk;
    const single = new QuestionnaireBuilder(b.q).apply('setQuestionnaireSettingValue', {
      questionLk: lk,
      setting: { questionSettingCode: 'BasicChoice', settingValue: 'single_choice' },
    });
    expect(sectionAt(single.q).entryItem.loop).toBeUndefined();
    expect(checkInvariants(single.q)).toEqual([]);
    b.apply('detachQuestionnaireEntry', { number: q1 });
    expect(sectionAt(b.q).entryItem.loop).toBeUndefined();
    expect(checkInvariants(b.q)).toEqual([]);
  });
});

describe('the loop-item pipe (issue 38 §2)', () => {
  it('is offered, labelled and valid only in a looped section', () => {
    const { b, s } = brandsAndSection();
    const q3 = numberOf(b.q, 'Q3');
    const pipeErrors = (q: Questionnaire) =>
      validateQuestionnaire(q)
        .filter((e) => e.code === 'PIPE_SOURCE')
        .map((e) => e.entryNumber);
    expect(pipeSources(b.q, q3).some((p) => p.questionLk === LOOP_ITEM_LK)).toBe(false);
    expect(pipeErrors(b.q)).toEqual([q3]);
    b.apply('setSectionLoop', loopArgs(s, { items: ['Brand A'] }));
    expect(pipeSources(b.q, q3)[0]).toMatchObject({ questionLk: LOOP_ITEM_LK, label: 'Loop item' });
    expect(pipeSources(b.q, numberOf(b.q, 'Q2')).some((p) => p.questionLk === LOOP_ITEM_LK)).toBe(
      false,
    );
    expect(pipeErrors(b.q)).toEqual([]);
    expect(describePipes(b.q, `Rate ${LOOP_ITEM_TOKEN}`)).toBe('Rate [Loop item]');
  });

  test.prop([fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 8 })])(
    'a fixed list is stored as typed (trimmed, in order) or refused when blank or repeated',
    (texts) => {
      const { b, s } = brandsAndSection();
      const trimmed = texts.map((t) => t.trim());
      const keys = trimmed.map((t) => t.toLowerCase());
      let stored: string[] | null = null;
      try {
        b.apply('setSectionLoop', loopArgs(s, { items: texts }));
        stored = (sectionAt(b.q).entryItem.loop?.items ?? []).map((i) => i.text);
      } catch (error) {
        expect(error).toMatchObject({ code: 'LOOP_INVALID' });
      }
      const valid = trimmed.every((t) => t !== '') && new Set(keys).size === keys.length;
      if (stored !== null) expect(stored).toEqual(trimmed);
      else expect(valid).toBe(false);
      expect(checkInvariants(b.q)).toEqual([]);
    },
  );
});
