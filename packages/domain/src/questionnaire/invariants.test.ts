import { describe, expect, it } from 'vitest';
import {
  assertQuestionnaireInvariants,
  checkInvariants,
  QuestionnaireInvariantError,
} from './invariants.ts';
import type { Questionnaire } from './model.ts';
import { QuestionnaireBuilder, questionAt } from './testing/builders.ts';

const healthy = () => new QuestionnaireBuilder().question('A').question('B').textCard().build();

describe('checkInvariants', () => {
  it('accepts a healthy document', () => {
    expect(checkInvariants(healthy())).toEqual([]);
  });

  it('catches gaps in positions, wrong labels, repeated ids and dangling routes', () => {
    const q = healthy();
    const [a, b, t] = q.entries as [
      Questionnaire['entries'][number],
      Questionnaire['entries'][number],
      Questionnaire['entries'][number],
    ];
    expect(
      checkInvariants({ ...q, entries: [a, { ...b, position: 5 }, t] }).map((v) => v.rule),
    ).toContain('positions');
    expect(
      checkInvariants({ ...q, entries: [a, { ...b, label: 'Q9' }, t] }).map((v) => v.rule),
    ).toContain('numbering');
    const qa = questionAt(q, 0);
    const clash = { ...qa, number: b.number + 100, entryItem: { ...qa.entryItem } };
    expect(
      checkInvariants({ ...q, entries: [a, b, t, clash], lastEntryNumber: 999 }).map((v) => v.rule),
    ).toContain('ids');
    const opt = qa.entryItem.responseOptions[0];
    if (!opt) throw new Error('no option');
    const routedTo = (targetNumber: number) => ({
      ...questionAt(q, 1),
      entryItem: {
        ...questionAt(q, 1).entryItem,
        responseOptions: [
          {
            ...opt,
            responseOptionLk: 'r1',
            responseOption: { ...opt.responseOption, responseOptionId: 'r2' },
            route: { targetNumber },
          },
        ],
      },
    });
    expect(checkInvariants({ ...q, entries: [a, routedTo(999), t] }).map((v) => v.rule)).toContain(
      'references',
    );
    // A backward route (a move can leave one) is a validation error, not a broken document.
    expect(checkInvariants({ ...q, entries: [a, routedTo(a.number), t] })).toEqual([]);
  });

  it('assert throws a QuestionnaireInvariantError listing violations', () => {
    const q = healthy();
    expect(() => assertQuestionnaireInvariants({ ...q, lastEntryNumber: 0 })).toThrow(
      QuestionnaireInvariantError,
    );
  });
});
