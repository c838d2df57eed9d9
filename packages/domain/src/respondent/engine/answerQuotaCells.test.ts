import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  optionLks,
  questionAt,
} from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import {
  answerCellKey,
  answerQuotaCellsOf,
  answerQuotaTargets,
  inClosedAnswerCell,
} from './answerQuotaCells.ts';
import { publishedSurveyOf } from './published.ts';
import { entryKey } from './steps.ts';
import { audienceOf } from './testing/audienceFixtures.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

/** Q1 single choice Acme/Bolt/Core; Q2 multiple choice Red/Green/Blue; quotas on both. */
function survey() {
  const b = new QuestionnaireBuilder()
    .question('Which brand?', ['Acme', 'Bolt', 'Core'])
    .question('Which colours?', ['Red', 'Green', 'Blue'], 'Basic', true);
  const [acme, bolt, core] = optionLks(b.q, 0) as [string, string, string];
  const [red, green, blue] = optionLks(b.q, 1) as [string, string, string];
  const q1 = questionAt(b.q, 0);
  const q2 = questionAt(b.q, 1);
  b.apply('setQuestionQuota', {
    questionLk: q1.entryItem.questionLk,
    cells: [
      { optionLks: [acme], targetKind: 'count', target: 3 },
      { optionLks: [bolt, core], targetKind: 'percent', target: 30 },
    ],
  });
  b.apply('setQuestionQuota', {
    questionLk: q2.entryItem.questionLk,
    cells: [
      { optionLks: [red], targetKind: 'percent', target: 50 },
      { optionLks: [green], targetKind: 'count', target: 0 },
    ],
  });
  const p = publishedSurveyOf(b.q, audienceOf());
  const key1 = (...lks: string[]) => answerCellKey(q1.entryItem.questionLk, { optionLks: lks });
  const key2 = (...lks: string[]) => answerCellKey(q2.entryItem.questionLk, { optionLks: lks });
  return { p, q1, q2, acme, bolt, core, red, green, blue, key1, key2 };
}

describe('quota cells on answers (issue 38 §3)', () => {
  it('allows a count as set and a percent of the completes rounded up', () => {
    const s = survey();
    expect(answerQuotaTargets(s.p, 25)).toEqual({
      [s.key1(s.acme)]: 3,
      [s.key1(s.bolt, s.core)]: 8,
      [s.key2(s.red)]: 13,
      [s.key2(s.green)]: 0,
    });
  });

  it('counts a single answer in its cell and a multiple answer in every cell it touches', () => {
    const s = survey();
    const cells = (answers: Record<string, Answer>) => answerQuotaCellsOf(s.p, { answers });
    expect(cells({})).toEqual([]);
    expect(cells({ [entryKey(s.q1.number)]: choice(s.core) })).toEqual([s.key1(s.bolt, s.core)]);
    expect(
      cells({
        [entryKey(s.q1.number)]: choice(s.acme),
        [entryKey(s.q2.number)]: choice(s.blue, s.green, s.red),
      }),
    ).toEqual([s.key1(s.acme), s.key2(s.red), s.key2(s.green)]);
    // An option in no cell, or a default option, counts nowhere.
    expect(cells({ [entryKey(s.q2.number)]: choice(s.blue, 'default:DontKnow') })).toEqual([]);
  });

  it('knows the cells that allow no completes at all (the preview ends in them)', () => {
    const s = survey();
    const closed = (answers: Record<string, Answer>) => inClosedAnswerCell(s.p, { answers });
    expect(closed({})).toBe(false);
    expect(closed({ [entryKey(s.q1.number)]: choice(s.acme) })).toBe(false);
    expect(closed({ [entryKey(s.q2.number)]: choice(s.red) })).toBe(false);
    expect(closed({ [entryKey(s.q2.number)]: choice(s.red, s.green) })).toBe(true);
  });

  it('a survey without quotas on answers has no such cells', () => {
    const b = new QuestionnaireBuilder().question('Which brand?', ['Acme', 'Bolt']);
    const p = publishedSurveyOf(b.q, audienceOf());
    const [acme] = optionLks(b.q, 0);
    expect(answerQuotaTargets(p, 100)).toEqual({});
    expect(answerQuotaCellsOf(p, { answers: { [entryKey(1)]: choice(acme!) } })).toEqual([]);
  });

  it('property: the cells are exactly those holding a chosen option, each once', () => {
    const s = survey();
    const options = [s.red, s.green, s.blue];
    fc.assert(
      fc.property(fc.subarray(options), (chosen) => {
        const cells = answerQuotaCellsOf(s.p, {
          answers: { [entryKey(s.q2.number)]: choice(...chosen) },
        });
        expect(new Set(cells).size).toBe(cells.length);
        expect(cells.includes(s.key2(s.red))).toBe(chosen.includes(s.red));
        expect(cells.includes(s.key2(s.green))).toBe(chosen.includes(s.green));
        expect(cells).toHaveLength(chosen.filter((o) => o !== s.blue).length);
      }),
    );
  });
});
