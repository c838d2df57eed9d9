import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveAnswerQuotas } from './answerQuotas.ts';
import type { AnswerQuotaCell } from './model.ts';
import { QuestionnaireBuilder, optionLks, questionAt } from './testing/builders.ts';

/** Q1 single choice (4 options), Q2 multiple choice (3 options), Q3 ranked, Q4 free text. */
function survey() {
  return new QuestionnaireBuilder()
    .question('Which brand?', ['Acme', 'Bolt', 'Core', 'Dash'])
    .question('Which ones?', ['Red', 'Green', 'Blue'], 'Basic', true)
    .question('Rank them', ['X', 'Y'], 'Ranked')
    .question('Why?', [], 'FreeText');
}
const lkOf = (b: QuestionnaireBuilder, position: number) =>
  questionAt(b.q, position).entryItem.questionLk;
const count = (optionLks: string[], target: number): AnswerQuotaCell => ({
  optionLks,
  targetKind: 'count',
  target,
});

describe('setQuestionQuota (issue 38 §3)', () => {
  it('sets a quota on a single and on a multiple choice question, options in question order', () => {
    const b = survey();
    const [acme, bolt, core] = optionLks(b.q, 0);
    b.apply('setQuestionQuota', {
      questionLk: lkOf(b, 0),
      cells: [count([core!, acme!], 10), { optionLks: [bolt!], targetKind: 'percent', target: 25 }],
    });
    const [red] = optionLks(b.q, 1);
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 1), cells: [count([red!], 0)] });
    expect(b.q.answerQuotas).toEqual([
      {
        questionLk: lkOf(b, 0),
        cells: [
          count([acme!, core!], 10),
          { optionLks: [bolt!], targetKind: 'percent', target: 25 },
        ],
      },
      { questionLk: lkOf(b, 1), cells: [count([red!], 0)] },
    ]);
  });

  it('edits a quota in its place and removes it with no cells (the field goes when none is left)', () => {
    const b = survey();
    const [acme] = optionLks(b.q, 0);
    const [red] = optionLks(b.q, 1);
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 0), cells: [count([acme!], 5)] });
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 1), cells: [count([red!], 5)] });
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 0), cells: [count([acme!], 7)] });
    expect(b.q.answerQuotas?.map((a) => a.cells[0]?.target)).toEqual([7, 5]);
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 0), cells: [] });
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 1), cells: [] });
    expect('answerQuotas' in b.q).toBe(false);
  });

  it('refuses other question types, foreign or repeated options, and targets out of range', () => {
    const b = survey();
    const [acme, bolt] = optionLks(b.q, 0);
    const [red] = optionLks(b.q, 1);
    const refused = (questionLk: string, cells: unknown[]) => {
      const before = b.q;
      try {
        b.apply('setQuestionQuota', { questionLk, cells: cells as AnswerQuotaCell[] });
      } catch (e) {
        expect(b.q).toBe(before);
        return (e as { code: string }).code;
      }
      return 'accepted';
    };
    expect(refused(lkOf(b, 2), [count([optionLks(b.q, 2)[0]!], 1)])).toBe('WRONG_QUESTION_TYPE');
    expect(refused(lkOf(b, 3), [])).toBe('WRONG_QUESTION_TYPE');
    expect(refused('no-such-question', [])).toBe('QUESTION_NOT_FOUND');
    expect(refused(lkOf(b, 0), [count([red!], 1)])).toBe('OPTION_NOT_FOUND');
    expect(refused(lkOf(b, 0), [count([acme!], 1), count([acme!, bolt!], 1)])).toBe(
      'INVALID_ARGUMENT',
    );
    expect(refused(lkOf(b, 0), [count([], 1)])).toBe('TOO_FEW_ITEMS');
    expect(refused(lkOf(b, 0), [count([acme!], -1)])).toBe('INVALID_POSITION');
    expect(refused(lkOf(b, 0), [count([acme!], 1.5)])).toBe('INVALID_ARGUMENT');
    expect(refused(lkOf(b, 0), [{ optionLks: [acme!], targetKind: 'percent', target: 101 }])).toBe(
      'INVALID_ARGUMENT',
    );
    expect(refused(lkOf(b, 0), [{ optionLks: [acme!], targetKind: 'share', target: 1 }])).toBe(
      'INVALID_ARGUMENT',
    );
    expect(b.q.answerQuotas).toBeUndefined();
    // The messages name cells as the editor's dialog does.
    expect(() =>
      b.apply('setQuestionQuota', {
        questionLk: lkOf(b, 0),
        cells: [count([acme!], 1), count([], 1)],
      }),
    ).toThrow('Cell 2 needs at least one option');
    expect(() =>
      b.apply('setQuestionQuota', {
        questionLk: lkOf(b, 0),
        cells: [{ optionLks: [acme!], targetKind: 'percent', target: 150 }],
      }),
    ).toThrow('Cell 1 target must be between 0 and 100');
  });
});

describe('a quota after its question or options changed', () => {
  it('a deleted option leaves its cell; a cell with no option left goes', () => {
    const b = survey();
    const [acme, bolt, core] = optionLks(b.q, 0);
    const lk = lkOf(b, 0);
    b.apply('setQuestionQuota', {
      questionLk: lk,
      cells: [count([acme!, bolt!], 5), count([core!], 5)],
    });
    b.apply('detachResponseOption', { questionLk: lk, responseOptionLk: bolt! });
    expect(b.q.answerQuotas).toEqual([
      { questionLk: lk, cells: [count([acme!], 5), count([core!], 5)] },
    ]);
    b.apply('detachResponseOption', { questionLk: lk, responseOptionLk: core! });
    expect(b.q.answerQuotas).toEqual([{ questionLk: lk, cells: [count([acme!], 5)] }]);
    expect(effectiveAnswerQuotas(b.q)).toEqual([
      { questionLk: lk, entryNumber: questionAt(b.q, 0).number, cells: [count([acme!], 5)] },
    ]);
  });

  it('a deleted question, or one changed to another type, takes its quota with it', () => {
    const b = survey();
    const [acme] = optionLks(b.q, 0);
    const [red] = optionLks(b.q, 1);
    const q2 = lkOf(b, 1);
    b.apply('setQuestionQuota', { questionLk: lkOf(b, 0), cells: [count([acme!], 5)] });
    b.apply('setQuestionQuota', { questionLk: q2, cells: [count([red!], 5)] });
    b.apply('detachQuestionnaireEntry', { number: questionAt(b.q, 0).number });
    expect(b.q.answerQuotas?.map((a) => a.questionLk)).toEqual([q2]);
    b.apply('updateQuestion', { questionLk: q2, questionTypeCode: 'Ranked', text: 'Which ones?' });
    expect('answerQuotas' in b.q).toBe(false);
    expect(effectiveAnswerQuotas(b.q)).toEqual([]);
  });

  it('the runner counts only what still exists, whatever is stored', () => {
    const b = survey();
    const [acme] = optionLks(b.q, 0);
    const stored = {
      ...b.q,
      answerQuotas: [
        { questionLk: lkOf(b, 0), cells: [count([acme!, 'gone'], 3), count(['gone-too'], 1)] },
        { questionLk: 'no-such-question', cells: [count(['x'], 1)] },
        { questionLk: lkOf(b, 3), cells: [count(['y'], 1)] },
      ],
    };
    expect(effectiveAnswerQuotas(stored)).toEqual([
      {
        questionLk: lkOf(b, 0),
        entryNumber: questionAt(b.q, 0).number,
        cells: [count([acme!], 3)],
      },
    ]);
  });
});

describe('setQuestionQuota properties', () => {
  it('any accepted quota puts each option in at most one cell, only the question’s own options, targets >= 0', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            picks: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }),
            kind: fc.constantFrom('count', 'percent', 'other'),
            target: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double({ min: -1, max: 120 })),
          }),
          { maxLength: 4 },
        ),
        (draws) => {
          const b = survey();
          const own = optionLks(b.q, 0);
          const pool = [...own, optionLks(b.q, 1)[0]!, 'no-such-option'];
          const cells = draws.map((d) => ({
            optionLks: d.picks.map((i) => pool[i]!),
            targetKind: d.kind,
            target: d.target,
          })) as AnswerQuotaCell[];
          try {
            b.apply('setQuestionQuota', { questionLk: lkOf(b, 0), cells });
          } catch {
            expect(b.q.answerQuotas).toBeUndefined();
            return;
          }
          const stored = b.q.answerQuotas?.[0]?.cells ?? [];
          const all = stored.flatMap((c) => c.optionLks);
          expect(new Set(all).size).toBe(all.length);
          expect(all.every((lk) => own.includes(lk))).toBe(true);
          for (const c of stored) {
            expect(c.optionLks.length).toBeGreaterThan(0);
            expect(c.target).toBeGreaterThanOrEqual(0);
            if (c.targetKind === 'count') expect(Number.isInteger(c.target)).toBe(true);
            else expect(c.target).toBeLessThanOrEqual(100);
          }
          expect(effectiveAnswerQuotas(b.q).flatMap((a) => a.cells)).toEqual(stored);
        },
      ),
    );
  });
});
