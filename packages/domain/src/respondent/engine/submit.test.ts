import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt } from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import { SessionStateError, endSession, nextPage, startSession, submitAnswer } from './engine.ts';
import { publishedSurveyOf } from './published.ts';
import { audienceOf } from './testing/audienceFixtures.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });
const b = new QuestionnaireBuilder()
  .textCard('Welcome', 'Thanks for taking part')
  .question('Tea or coffee?', ['Tea', 'Coffee'])
  .question('Why?', [], 'FreeText');
const draft = b.build();
const [tea] = questionAt(draft, 1).entryItem.responseOptions.map((o) => o.responseOptionLk);
const p = publishedSurveyOf(draft, audienceOf());
const start = () => startSession(p, { respondentId: 'r1', seed: 9 });
const keyOf = (state: ReturnType<typeof start>) => {
  const page = nextPage(p, state);
  return page.kind === 'entry' ? page.key : '';
};
function afterCard() {
  const s = start();
  const r = submitAnswer(p, s, keyOf(s), null);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('submitAnswer', () => {
  it('moves past a text card with no answer, and refuses one given to it', () => {
    const s = start();
    const refused = submitAnswer(p, s, keyOf(s), { kind: 'text', text: 'hi' });
    expect(!refused.ok && refused.error.code).toBe('INVALID_ANSWER');
    expect(afterCard().seen).toHaveLength(2);
  });

  it('refuses the wrong kind of answer with the problem, returning the same state', () => {
    const s = afterCard();
    const result = submitAnswer(p, s, keyOf(s), { kind: 'text', text: 'Tea' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'INVALID_ANSWER', problem: { code: 'WRONG_KIND' } });
    expect(result.state).toBe(s);
  });

  it('refuses an answer for a page that is not waiting', () => {
    const s = start();
    const result = submitAnswer(p, s, `entry:${questionAt(draft, 2).number}`, {
      kind: 'text',
      text: 'because',
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'NOT_CURRENT_PAGE',
      current: keyOf(s),
    });
    expect(result.state).toBe(s);
  });

  it('accepts the same answer again as a replay, and refuses a different one', () => {
    const s = afterCard();
    const key = keyOf(s);
    const first = submitAnswer(p, s, key, choice(tea!));
    if (!first.ok) throw new Error(first.error.message);
    const again = submitAnswer(p, first.state, key, {
      texts: {},
      selected: [tea!],
      kind: 'choice',
    });
    expect(again.ok && again.replayed).toBe(true);
    expect(again.state).toBe(first.state);
    expect(again.ok && again.page).toEqual(first.page);
    const other = submitAnswer(
      p,
      first.state,
      key,
      choice(questionAt(draft, 1).entryItem.responseOptions[1]!.responseOptionLk),
    );
    expect(!other.ok && other.error.code).toBe('ALREADY_ANSWERED');
  });

  it('refuses anything new after the end but still replays the last answer', () => {
    const s = afterCard();
    const q2 = submitAnswer(p, s, keyOf(s), choice(tea!));
    if (!q2.ok) throw new Error('refused');
    const whyKey = keyOf(q2.state);
    const done = submitAnswer(p, q2.state, whyKey, { kind: 'text', text: 'Taste' });
    expect(done.ok && done.state.status).toBe('complete');
    if (!done.ok) return;
    expect(submitAnswer(p, done.state, whyKey, { kind: 'text', text: 'Taste' }).ok).toBe(true);
    const late = submitAnswer(p, done.state, whyKey, { kind: 'text', text: 'Other' });
    expect(!late.ok && late.error).toMatchObject({ code: 'SESSION_ENDED', outcome: 'complete' });
  });

  it('ends a session in progress as quota full or dropped, and leaves an ended one alone', () => {
    const s = afterCard();
    const full = endSession(s, 'quota_full');
    expect([full.status, full.current]).toEqual(['quota_full', null]);
    expect(nextPage(p, full)).toEqual({ kind: 'end', outcome: 'quota_full' });
    expect(endSession(full, 'dropped')).toBe(full);
  });
});

describe('session state and published survey', () => {
  it('survives a JSON round trip: the stored state gives the same page and accepts answers', () => {
    const s = afterCard();
    const stored = JSON.parse(JSON.stringify(s)) as typeof s;
    const pub = JSON.parse(JSON.stringify(p)) as typeof p;
    expect(nextPage(pub, stored)).toEqual(nextPage(p, s));
    expect(submitAnswer(pub, stored, keyOf(s), choice(tea!)).ok).toBe(true);
  });

  it('refuses to read a state that belongs to another survey', () => {
    const foreign = { ...afterCard(), current: 'entry:999' };
    expect(() => nextPage(p, foreign)).toThrow(SessionStateError);
    expect(() => submitAnswer(p, foreign, 'entry:999', null)).toThrow(SessionStateError);
  });

  it('is a copy: later edits of the draft never reach respondents', () => {
    const edited = new QuestionnaireBuilder(draft).apply('updateQuestion', {
      questionLk: questionAt(draft, 1).entryItem.questionLk,
      questionTypeCode: 'Basic',
      text: 'Changed',
    });
    questionAt(draft, 1).entryItem.question.text = 'Mutated in place';
    const page = nextPage(p, afterCard());
    expect(page.kind === 'entry' && page.title).toBe('Tea or coffee?');
    expect(questionAt(edited.q, 1).entryItem.question.text).toBe('Changed');
  });
});
