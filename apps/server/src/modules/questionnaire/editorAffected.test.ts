import { QuestionnaireCommandError } from '@survey/domain/questionnaire/errors';
import { QuestionnaireInvariantError } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyQuestionnaireCommand,
  type CommandArgs,
  type QuestionnaireCommandName,
} from '@survey/domain/questionnaire/registry';
import {
  QuestionnaireBuilder,
  emptyQuestionnaire,
  questionAt,
  matrixAt,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { findAffected } from './editorAffected.ts';
import { toQuestionnaireError } from './questionnaire.errors.ts';

const ctx = testContext('new-');
const base = new QuestionnaireBuilder(emptyQuestionnaire(), testContext('b-'))
  .question('Brand?', ['Yes', 'No'])
  .matrix('Rate', ['Price', 'Taste'], ['Good', 'Bad'])
  .textCard('Bye')
  .build();

function affected<N extends QuestionnaireCommandName>(
  name: N,
  args: CommandArgs<N>,
  q: Questionnaire = base,
) {
  const after = applyQuestionnaireCommand(name, q, args, ctx);
  return { after, ...findAffected(q, after, Object.fromEntries(Object.entries(args))) };
}

describe('findAffected', () => {
  const q1 = questionAt(base, 0).entryItem;
  const m1 = matrixAt(base, 1).entryItem;

  it('answers a created entry (add, duplicate) before anything the arguments name', () => {
    const copy = affected('duplicateQuestion', { questionLk: q1.questionLk, position: 1 });
    expect(copy.entry?.number).toBe(base.lastEntryNumber + 1);
    expect(copy.created).toHaveLength(1);
    expect(copy.responseOption).toBeUndefined();
  });

  it('finds the addressed entry and the option it added or named', () => {
    const added = affected('addResponseOption', {
      questionLk: q1.questionLk,
      position: 0,
      responseOptionValue: 'Maybe',
    });
    expect(added.entry?.number).toBe(1);
    expect(added.responseOption?.responseOption.value).toBe('Maybe');
    const lk = q1.responseOptions[1]?.responseOptionLk ?? '';
    const named = affected('setRoExclusive', {
      questionLk: q1.questionLk,
      responseOptionLk: lk,
      exclusive: true,
    });
    expect(named.responseOption).toMatchObject({ responseOptionLk: lk, exclusive: true });
  });

  it('reads questionLk as a row of the matrix the arguments name', () => {
    const row = m1.matrixRows[1]?.questionLk ?? '';
    const moved = affected('moveMatrixQuestionRow', {
      matrixTitleLk: m1.matrixTitleLk,
      questionLk: row,
      toPosition: 0,
    });
    expect(moved.entry?.entryType).toBe('matrix');
    expect(moved.matrixRow).toMatchObject({ questionLk: row, position: 0 });
  });

  it('returns the new condition of set*Logic, and no entry once it is removed', () => {
    const proposition = {
      questionResponseOption: {
        questionLk: q1.questionLk,
        responseOptionLks: [q1.responseOptions[0]?.responseOptionLk ?? ''],
      },
    };
    const logic = affected('setMatrixLogic', { matrixTitleLk: m1.matrixTitleLk, proposition });
    expect(logic.logic).toMatchObject({
      clauseNumber: 1,
      proposition: { kind: 'questionResponseOption' },
    });
    expect(affected('detachQuestionnaireEntry', { number: 3 }).entry).toBeUndefined();
    expect(
      affected('relocaliseQuestionnaire', { newLocale: { language: 'de', country: 'DE' } }).entry,
    ).toBeUndefined();
  });
});

describe('toQuestionnaireError', () => {
  it('types refusals with the domain code and its category', () => {
    const notFound = toQuestionnaireError(
      new QuestionnaireCommandError('OPTION_NOT_FOUND', 'No option x'),
    );
    expect(notFound).toBeInstanceOf(AppError);
    expect(notFound).toMatchObject({
      code: 'NOT_FOUND',
      details: { code: 'OPTION_NOT_FOUND', category: 'NOT_FOUND' },
    });
    const bad = toQuestionnaireError(
      new QuestionnaireCommandError('INVALID_POSITION', 'bad', { position: 9 }),
    );
    expect(bad).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { code: 'INVALID_POSITION', details: { position: 9 } },
    });
  });

  it('leaves invariant violations and other failures untyped (masked and reported)', () => {
    const broken = new QuestionnaireInvariantError([{ rule: 'positions', message: 'gap' }]);
    expect(toQuestionnaireError(broken)).toBe(broken);
    const other = new Error('db down');
    expect(toQuestionnaireError(other)).toBe(other);
  });
});
