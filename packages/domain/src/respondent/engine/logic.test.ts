import { describe, expect, it } from 'vitest';
import type { LogicTerm, MaskingRule, Proposition } from '../../questionnaire/logicModel.ts';
import type { Answer } from '../answers.ts';
import { forksHold, logicHolds, maskingHolds, propositionHolds, type AnswerOf } from './logic.ts';

const answers: Record<string, Answer> = {
  basic: { kind: 'choice', selected: ['o1', 'o3'], texts: {} },
  dk: { kind: 'choice', selected: ['default:DontKnow'], texts: {} },
  ranked: { kind: 'ranked', ranking: ['r3', 'r1', 'r2'] },
  matrix: { kind: 'matrix', rows: { row1: ['c1'], row2: ['c1', 'c2'], row3: ['c2'] } },
  aud: { kind: 'choice', selected: ['dog'], texts: {} },
};
const answerOf: AnswerOf = (lk) => answers[lk] ?? null;
const holds = (p: Proposition) => propositionHolds(p, answerOf);

describe('propositions', () => {
  it('question response option: any of the options chosen; an unanswered question never', () => {
    const p = (questionLk: string, lks: string[]): Proposition => ({
      kind: 'questionResponseOption',
      questionLk,
      responseOptionLks: lks,
    });
    expect(holds(p('basic', ['o2', 'o3']))).toBe(true);
    expect(holds(p('basic', ['o2']))).toBe(false);
    expect(holds(p('unseen', ['o1']))).toBe(false);
  });

  it('rank: the option within the top n places', () => {
    const p = (lk: string, rank: number): Proposition => ({
      kind: 'questionResponseOptionRank',
      questionLk: 'ranked',
      responseOptionLk: lk,
      rank,
    });
    expect([holds(p('r1', 2)), holds(p('r1', 1)), holds(p('r9', 3))]).toEqual([true, false, false]);
  });

  it('count: options chosen within min..max, default options not counted', () => {
    const p = (questionLk: string, min: number, max: number): Proposition => ({
      kind: 'questionResponseOptionCount',
      questionLk,
      min,
      max,
    });
    expect([holds(p('basic', 2, 2)), holds(p('basic', 3, 5)), holds(p('ranked', 3, 3))]).toEqual([
      true,
      false,
      true,
    ]);
    expect([holds(p('dk', 0, 0)), holds(p('dk', 1, 5))]).toEqual([true, false]);
  });

  it('matrix propositions: a cell, rows with a column, columns in a row', () => {
    expect(
      holds({
        kind: 'matrixResponseOption',
        matrixTitleLk: 'matrix',
        questionLk: 'row3',
        responseOptionLks: ['c1'],
      }),
    ).toBe(false);
    expect(
      holds({
        kind: 'matrixResponseOption',
        matrixTitleLk: 'matrix',
        questionLk: 'row2',
        responseOptionLks: ['c1'],
      }),
    ).toBe(true);
    const rowCount = (min: number, max: number): Proposition => ({
      kind: 'matrixRowCount',
      matrixTitleLk: 'matrix',
      responseOptionLk: 'c1',
      min,
      max,
    });
    expect([holds(rowCount(2, 2)), holds(rowCount(3, 3))]).toEqual([true, false]);
    const colCount = (questionLk: string): Proposition => ({
      kind: 'matrixResponseOptionCount',
      matrixTitleLk: 'matrix',
      questionLk,
      min: 2,
      max: 3,
    });
    expect([holds(colCount('row2')), holds(colCount('row1')), holds(colCount('rowX'))]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('audience response option', () => {
    expect(
      holds({ kind: 'audienceResponseOption', questionLk: 'aud', responseOptionLks: ['dog'] }),
    ).toBe(true);
    expect(
      holds({ kind: 'audienceResponseOption', questionLk: 'aud', responseOptionLks: ['cat'] }),
    ).toBe(false);
  });
});

describe('display logic clauses', () => {
  const term = (clauseNumber: number, lk: string, negated = false): LogicTerm => ({
    clauseNumber,
    propositionId: `${clauseNumber}-${lk}`,
    negated,
    proposition: { kind: 'questionResponseOption', questionLk: 'basic', responseOptionLks: [lk] },
  });

  it('ORs terms of one clause, ANDs clauses, and applies negation per term', () => {
    expect(logicHolds([], answerOf)).toBe(true);
    expect(logicHolds([term(1, 'o2'), term(1, 'o1')], answerOf)).toBe(true);
    expect(logicHolds([term(1, 'o1'), term(2, 'o2')], answerOf)).toBe(false);
    expect(logicHolds([term(1, 'o1'), term(2, 'o2', true)], answerOf)).toBe(true);
    expect(logicHolds([term(1, 'o1', true)], answerOf)).toBe(false);
    // Never answered: 'is not one of' holds.
    expect(
      logicHolds(
        [
          {
            ...term(1, 'o1', true),
            proposition: {
              kind: 'questionResponseOption',
              questionLk: 'unseen',
              responseOptionLks: ['o1'],
            },
          },
        ],
        answerOf,
      ),
    ).toBe(true);
  });
});

describe('masking rules', () => {
  const key = (
    responseOptionLk: string,
    matrixTitleLk: string | null = null,
    questionLk = 'basic',
  ) => ({
    questionLk,
    matrixTitleLk,
    responseOptionLk,
  });
  const rule = (
    clause: 'AND' | 'OR',
    keys: MaskingRule['maskingKeys'],
    negated = false,
  ): MaskingRule => ({
    clause,
    maskingKeys: keys,
    negated,
  });

  it('needs all keys (AND) or any (OR), inverted when negated; every rule must hold', () => {
    expect(maskingHolds([], answerOf)).toBe(true);
    expect(maskingHolds([rule('AND', [key('o1'), key('o3')])], answerOf)).toBe(true);
    expect(maskingHolds([rule('AND', [key('o1'), key('o2')])], answerOf)).toBe(false);
    expect(maskingHolds([rule('OR', [key('o1'), key('o2')])], answerOf)).toBe(true);
    expect(maskingHolds([rule('OR', [key('o2')], true)], answerOf)).toBe(true);
    expect(maskingHolds([rule('OR', [key('o1')]), rule('OR', [key('o2')])], answerOf)).toBe(false);
  });

  it('reads matrix cells and audience options', () => {
    expect(maskingHolds([rule('OR', [key('c2', 'matrix', 'row2')])], answerOf)).toBe(true);
    expect(maskingHolds([rule('OR', [key('c2', 'matrix', 'row1')])], answerOf)).toBe(false);
    expect(maskingHolds([rule('OR', [key('dog', null, 'aud')])], answerOf)).toBe(true);
  });
});

describe('fork membership', () => {
  const branchOf = (forkId: string) => ({ f1: 1, f2: 2 })[forkId] ?? null;
  it('ORs branches of one fork and ANDs forks', () => {
    const ref = (forkId: string, branchNumber: number) => ({ forkId, branchNumber });
    expect(forksHold([], branchOf)).toBe(true);
    expect(forksHold([ref('f1', 2), ref('f1', 1)], branchOf)).toBe(true);
    expect(forksHold([ref('f1', 1), ref('f2', 1)], branchOf)).toBe(false);
    expect(forksHold([ref('gone', 1)], branchOf)).toBe(true);
  });
});
