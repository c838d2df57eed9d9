import { countCandidates, logicCandidates } from '@survey/domain/questionnaire/logicCandidates';
import type { LogicTerm } from '@survey/domain/questionnaire/logicModel';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import {
  QuestionnaireBuilder,
  entryAt,
  optionLks,
  questionAt,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLogicCommands } from './cardLogicCommands.ts';
import { draftFromEntry, draftProblem } from './logicDraft.ts';
import { describeRange, rankCountProblem, type CountCondition } from './rankCount.ts';

/** Q1 ranked (Tea/Coffee/Juice), Q2 multi select (Crisps/Nuts/Fruit), Q3 a matrix, Q4 the target. */
const BASE = new QuestionnaireBuilder()
  .question('Rank drinks', ['Tea', 'Coffee', 'Juice'], 'Ranked')
  .question('Snacks', ['Crisps', 'Nuts', 'Fruit'], 'Basic', true)
  .matrix('Grid', ['Taste', 'Price'], ['Good', 'Bad'])
  .question('Target')
  .build();
const ranked = questionAt(BASE, 0).entryItem.questionLk;
const multi = questionAt(BASE, 1).entryItem.questionLk;
const [, coffee] = optionLks(BASE, 0) as [string, string];
const matrix = entryAt(BASE, 2);
const matrixTitleLk = matrix.entryType === 'matrix' ? matrix.entryItem.matrixTitleLk : '';
const targetLk = questionAt(BASE, 3).entryItem.questionLk;

const ctx = testContext('t');
const apply = (q: Questionnaire, name: string, args: unknown) =>
  applyQuestionnaireCommand(name as never, q, args as never, ctx);

/** The card's logic as the API set it: "ranked Coffee in the top 2" and "chose 2 or more". */
function withApiLogic(or: boolean): Questionnaire {
  let q = apply(BASE, 'setQuestionLogic', {
    questionLk: targetLk,
    proposition: {
      questionResponseOptionRank: { questionLk: ranked, responseOptionLk: coffee, rank: 2 },
    },
  });
  q = apply(q, 'setQuestionLogic', {
    questionLk: targetLk,
    proposition: { questionResponseOptionCount: { questionLk: multi, min: 2, max: 3 } },
    negated: true,
    ...(or ? { logicInfoRef: { clauseNumber: 1 } } : {}),
  });
  return apply(q, 'setQuestionLogic', {
    questionLk: targetLk,
    proposition: {
      matrixResponseOptionCount: {
        matrixTitleLk,
        questionLk:
          matrix.entryType === 'matrix' ? (matrix.entryItem.matrixRows[0]?.questionLk ?? '') : '',
        min: 1,
        max: 2,
      },
    },
    ...(or ? { logicInfoRef: { clauseNumber: 1 } } : {}),
  });
}

const shape = (terms: readonly LogicTerm[]) =>
  terms.map(({ clauseNumber, negated, proposition }) => ({ clauseNumber, negated, proposition }));

/** Opens the dialog on the card and saves it unchanged. */
function openAndSave(q: Questionnaire): Questionnaire {
  const entry = entryAt(q, 3);
  let n = 0;
  const draft = draftFromEntry(entry, () => `k${++n}`);
  expect(draftProblem(draft, 'card', countCandidates(q, entry.number))).toBeNull();
  return cardLogicCommands(entry, draft, logicCandidates(q, entry.number)).reduce(
    (doc, c) => apply(doc, c.name, c.args),
    q,
  );
}

describe('rank and count conditions in the display-logic dialog', () => {
  it.each([false, true])(
    'survive opening and saving the dialog unchanged (OR: %s), matrix counts too',
    (or) => {
      const q = withApiLogic(or);
      const before = shape(entryAt(q, 3).questionLogic);
      expect(before).toHaveLength(3);
      const draft = draftFromEntry(entryAt(q, 3), () => 'k');
      expect(draft.conditions.map((c) => c.kind)).toEqual(['rank', 'count', 'kept']);
      expect(draft.operator).toBe(or ? 'OR' : 'AND');
      expect(shape(entryAt(openAndSave(q), 3).questionLogic)).toEqual(before);
    },
  );

  it('asks for a ranked question, a response and a range no wider than allowed', () => {
    const counted = countCandidates(BASE, entryAt(BASE, 3).number);
    const count: CountCondition = {
      kind: 'count',
      key: 'a',
      questionLk: multi,
      min: 2,
      max: 3,
      negated: false,
    };
    expect(rankCountProblem(count, counted)).toBeNull();
    expect(rankCountProblem({ ...count, min: 3, max: 2 }, counted)).toMatch(/at least/);
    expect(rankCountProblem({ ...count, min: Number.NaN }, counted)).toMatch(/at least/);
    expect(rankCountProblem({ ...count, questionLk: null }, counted)).toMatch(/question/);
    const rank = {
      kind: 'rank',
      key: 'b',
      questionLk: multi,
      optionLk: coffee,
      rank: 1,
      negated: false,
    } as const;
    expect(rankCountProblem(rank, counted)).toMatch(/ranked question/);
    expect(rankCountProblem({ ...rank, questionLk: ranked }, counted)).toBeNull();
  });

  it('describes a range as the researcher says it', () => {
    expect(describeRange(2, 3, 3)).toBe('chose 2 or more');
    expect(describeRange(0, 2, 3)).toBe('chose at most 2');
    expect(describeRange(1, 2, 3)).toBe('chose between 1 and 2');
    expect(describeRange(2, 2, 3)).toBe('chose exactly 2');
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 20 }), (a, b, n) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(describeRange(min, max, n)).toMatch(/^chose /);
      }),
    );
  });
});
