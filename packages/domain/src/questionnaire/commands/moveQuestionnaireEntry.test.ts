import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  entryAt,
  labels,
  optionLks,
  questionAt,
  testContext,
} from '../testing/builders.ts';
import { checkInvariants } from '../invariants.ts';
import type { Questionnaire } from '../model.ts';
import { applyQuestionnaireCommand } from '../registry.ts';
import { validateQuestionnaire } from '../validate.ts';
import { moveQuestionnaireEntry } from './moveQuestionnaireEntry.ts';

describe('moveQuestionnaireEntry', () => {
  it('moves a card and renumbers positions and labels', () => {
    const base = new QuestionnaireBuilder().question('A').textCard('T').question('B').build();
    const moved = entryAt(base, 2);
    const q = moveQuestionnaireEntry(base, { number: moved.number, toPosition: 0 }, testContext());
    expect(q.entries.map((e) => e.number)).toEqual([
      moved.number,
      base.entries[0]?.number,
      base.entries[1]?.number,
    ]);
    expect(labels(q)).toEqual(['Q1', 'Q2', 'T1']);
    expect(q.entries.map((e) => e.position)).toEqual([0, 1, 2]);
  });

  /** A(routes an option to B), B: moving B above A makes A's route point backwards. */
  const routedForward = () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).question('B').textCard('T');
    const [x = '', y = ''] = optionLks(b.q, 0);
    const questionLk = questionAt(b.q, 0).entryItem.questionLk;
    const target = entryAt(b.q, 1).number;
    b.apply('setRoute', { questionLk, responseOptionLk: x, targetNumber: target });
    b.apply('setRoute', { questionLk, responseOptionLk: y, targetNumber: target });
    return { q: b.q, questionLk, x, y, target, end: entryAt(b.q, 2).number };
  };
  const backwardErrors = (q: Questionnaire) =>
    validateQuestionnaire(q).filter((e) => e.code === 'ROUTE_BACKWARD');

  it('moves a card even when a route then points backwards, and flags the route (spec 2 §5)', () => {
    const { q: base, questionLk, x, y, target } = routedForward();
    const q = moveQuestionnaireEntry(base, { number: target, toPosition: 0 }, testContext());
    expect(labels(q)).toEqual(['Q1', 'Q2', 'T1']);
    expect(checkInvariants(q)).toEqual([]);
    expect(backwardErrors(q)).toEqual([
      expect.objectContaining({
        entryId: questionLk,
        field: 'route',
        itemId: x,
        message: "You can't route a response to a previous question",
      }),
      expect.objectContaining({ itemId: y }),
    ]);
  });

  it('keeps a flagged route through later edits until the user fixes it', () => {
    const { q: base, questionLk, x, y, target, end } = routedForward();
    const ctx = testContext('m');
    let q = moveQuestionnaireEntry(base, { number: target, toPosition: 0 }, ctx);
    // An unrelated delete prunes references: the user's route is not silently dropped.
    q = applyQuestionnaireCommand('addTextCard', q, { position: 3, title: 'Extra' }, ctx);
    q = applyQuestionnaireCommand(
      'detachQuestionnaireEntry',
      q,
      { number: entryAt(q, 3).number },
      ctx,
    );
    expect(backwardErrors(q).map((e) => e.itemId)).toEqual([x, y]);
    // Re-targeting one option is allowed although the other still routes to the earlier card.
    q = applyQuestionnaireCommand(
      'setRoute',
      q,
      { questionLk, responseOptionLk: x, targetNumber: end },
      ctx,
    );
    expect(backwardErrors(q).map((e) => e.itemId)).toEqual([y]);
    q = applyQuestionnaireCommand('removeRoute', q, { questionLk, responseOptionLk: y }, ctx);
    expect(backwardErrors(q)).toEqual([]);
    expect(checkInvariants(q)).toEqual([]);
  });

  it('still refuses a move that would put display logic after the question it depends on', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).question('B');
    const [x = ''] = optionLks(b.q, 0);
    const questionLk = questionAt(b.q, 0).entryItem.questionLk;
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      proposition: { questionResponseOption: { questionLk, responseOptionLks: [x] } },
    });
    const dependent = entryAt(b.q, 1).number;
    expect(() =>
      moveQuestionnaireEntry(b.q, { number: dependent, toPosition: 0 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'MOVE_BREAKS_REFERENCES' }));
  });

  it('refuses a position out of range', () => {
    const base = new QuestionnaireBuilder().question('A').build();
    expect(() =>
      moveQuestionnaireEntry(
        base,
        { number: entryAt(base, 0).number, toPosition: 1 },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});
