import { describe, expect, it } from 'vitest';
import type { Questionnaire } from './model.ts';
import { pipeToken } from './piping.ts';
import { audienceEntry, QuestionnaireBuilder, questionAt } from './testing/builders.ts';
import { validateQuestionnaire, VALIDATION_MESSAGES } from './validate.ts';

const pipeErrors = (q: Questionnaire) =>
  validateQuestionnaire(q)
    .filter((e) => e.code === 'PIPE_SOURCE')
    .map((e) => [e.entryNumber, e.field, e.message]);

/** Q1 'Drink?' and Q2 quoting it; returns the builder and Q1's lk. */
function quoting() {
  const b = new QuestionnaireBuilder().question('Drink?', ['Tea', 'Coffee']);
  const lk = questionAt(b.q, 0).entryItem.questionLk;
  b.question(`Why ${pipeToken(lk)}?`);
  return { b, lk };
}

describe('pipes in titles', () => {
  it('accepts a pipe from an earlier question or an audience question', () => {
    const { b } = quoting();
    b.audience(audienceEntry(50, 'Region', ['North', 'South']));
    b.textCard(`Thanks, ${pipeToken('aud-q50')} reader`);
    expect(pipeErrors(b.build())).toEqual([]);
  });

  it('flags a card moved above its source, under the title', () => {
    const { b } = quoting();
    b.apply('moveQuestionnaireEntry', { number: 2, toPosition: 0 });
    expect(pipeErrors(b.build())).toEqual([
      [2, 'title', 'This question quotes an answer that comes later or no longer exists.'],
    ]);
  });

  it('flags a pipe whose source was deleted, in a matrix title too', () => {
    const { b, lk } = quoting();
    b.matrix(`Rate ${pipeToken(lk)}`);
    b.apply('detachQuestionnaireEntry', { number: 1 });
    expect(pipeErrors(b.build()).map(([n]) => n)).toEqual([2, 3]);
  });

  it('flags a pipe from a ranked question (its answer is no phrase)', () => {
    const b = new QuestionnaireBuilder().question('Rank', ['A', 'B'], 'Ranked');
    b.question(`You ranked ${pipeToken(questionAt(b.q, 0).entryItem.questionLk)}`);
    expect(pipeErrors(b.build())).toHaveLength(1);
    expect(VALIDATION_MESSAGES.PIPE_SOURCE).toMatch(/later or no longer exists/);
  });
});
