import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder } from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import { nextPage, startSession, submitAnswer } from './engine.ts';
import type { Page } from './pages.ts';
import { publishedSurveyOf } from './published.ts';
import { audienceAnswersOf } from './quotaCells.ts';
import { audienceOf, customMember, standardMember } from './testing/audienceFixtures.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });
const q = new QuestionnaireBuilder().question('Do you drink tea?', ['Yes', 'No']).build();
const gender = (spec = {}) =>
  standardMember(
    3,
    'gender',
    [{ key: 'female' }, { key: 'male' }, { key: 'other', qualifies: false }],
    spec,
  );
const pets = (spec = {}) =>
  customMember(
    7,
    'pets',
    [{ key: 'dog' }, { key: 'cat' }, { key: 'fish' }, { key: 'none', qualifies: false }],
    { multiple: true, ...spec },
  );
const start = (audience = audienceOf(gender(), pets()), profile = {}) => {
  const published = publishedSurveyOf(q, audience);
  return { published, state: startSession(published, { respondentId: 'r1', seed: 42, profile }) };
};
const keyOf = (page: Page) => (page.kind === 'entry' ? page.key : page.outcome);

describe('screening', () => {
  it('asks the audience questions first, in member order, as A1, A2, then the survey', () => {
    const { published, state } = start();
    const first = nextPage(published, state);
    expect(first.kind === 'entry' && [first.label, first.questionKind, first.title]).toEqual([
      'A1',
      'audience',
      'What is your gender?',
    ]);
    expect(first.kind === 'entry' && first.options.map((o) => o.label)).toEqual([
      'female',
      'male',
      'other',
    ]);
    const a2 = submitAnswer(published, state, 'audience:3', choice('female'));
    expect(a2.ok && a2.page.kind === 'entry' && a2.page.label).toBe('A2');
    expect(a2.ok && a2.state.qualified).toBe(false);
    const q1 = a2.ok && submitAnswer(published, a2.state, 'audience:7', choice('dog', 'none'));
    expect(
      q1 && q1.ok && q1.page.kind === 'entry' && [q1.page.label, q1.page.questionKind],
    ).toEqual(['Q1', 'questionnaire']);
    expect(q1 && q1.ok && q1.state.qualified).toBe(true);
    expect(q1 && q1.ok && audienceAnswersOf(published, q1.state)).toEqual({
      gender: ['female'],
      pets: ['dog', 'none'],
    });
  });

  it('ends as screened out on a non-qualifying option', () => {
    const { published, state } = start();
    const result = submitAnswer(published, state, 'audience:3', choice('other'));
    expect(result.ok && result.state.status).toBe('screened_out');
    expect(result.ok && keyOf(result.page)).toBe('screened_out');
    expect(result.ok && result.state.qualified).toBe(false);
  });

  it('screens a multi select on its threshold of qualifying options', () => {
    const { published, state } = start(audienceOf(pets({ threshold: 2 })));
    const one = submitAnswer(published, state, 'audience:7', choice('dog', 'none'));
    expect(one.ok && one.state.status).toBe('screened_out');
    const two = submitAnswer(published, state, 'audience:7', choice('dog', 'cat'));
    expect(two.ok && two.state.status).toBe('in_progress');
    const noneOnly = submitAnswer(
      published,
      start(audienceOf(pets())).state,
      'audience:7',
      choice('none'),
    );
    expect(noneOnly.ok && noneOnly.state.status).toBe('screened_out');
  });

  it('takes a hidden question from the panel profile instead of asking it, and screens on it', () => {
    const audience = audienceOf(gender({ hidden: true }), pets());
    const known = start(audience, { gender: 'male', income: 'high', hobbies: ['golf'] });
    const page = nextPage(known.published, known.state);
    expect(page.kind === 'entry' && page.label).toBe('A2');
    expect(known.state.answers['audience:3']).toEqual(choice('male'));
    expect(known.state.profiled).toEqual(['audience:3']);
    expect(known.state.profile).toEqual({ gender: ['male'] });
    expect(known.state.seen).toEqual(['audience:7']);

    const screened = start(audience, { gender: 'other' });
    expect(screened.state.status).toBe('screened_out');
    expect(screened.state.seen).toEqual([]);
  });

  it('asks a hidden question when the profile does not answer it', () => {
    const { published, state } = start(audienceOf(gender({ hidden: true })), { gender: 'unknown' });
    const page = nextPage(published, state);
    expect(page.kind === 'entry' && page.label).toBe('A1');
  });

  it('refuses an audience answer that is not one of its options, changing nothing', () => {
    const { published, state } = start();
    const result = submitAnswer(published, state, 'audience:3', choice('robot'));
    expect(!result.ok && result.error.code).toBe('INVALID_ANSWER');
    expect(result.state).toBe(state);
  });
});
