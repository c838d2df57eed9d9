import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../../questionnaire/model.ts';
import { seededRandom } from '../../random.ts';
import { respondentOptions, respondentRows } from '../respondentItems.ts';
import { sampleMatrix, sampleQuestion, withOptionFlags } from '../testing/sampleEntries.ts';
import { validateAnswer } from '../validateAnswer.ts';
import { nextPage, startSession } from './engine.ts';
import { publishedSurveyOf } from './published.ts';
import { answerFromProfile, randomValidAnswer } from './randomValidAnswer.ts';
import { audienceOf, standardMember } from './testing/audienceFixtures.ts';

const page = (entry: Entry) => ({
  entry,
  options: respondentOptions(entry, 's'),
  rows: respondentRows(entry, 's'),
});
const FIVE = ['A', 'B', 'C', 'D', 'E'];
const entries: Entry[] = [
  sampleQuestion('Basic', FIVE).entry,
  sampleQuestion('Basic', FIVE, { BasicChoice: 'multiple_choice', ChoiceLimit: '2' }).entry,
  sampleQuestion('Basic', FIVE, {
    BasicChoice: 'multiple_choice',
    ChoiceIntervalMin: '2',
    ChoiceIntervalMax: '4',
    DontKnow: 'enabled',
  }).entry,
  withOptionFlags(sampleQuestion('Basic', FIVE, { BasicChoice: 'multiple_choice' }).entry, 4, {
    textEntry: true,
  }),
  sampleQuestion('Ranked', FIVE, { RankChoiceRequisite: '3', PreferNotToSay: 'enabled' }).entry,
  sampleQuestion('Ranked', FIVE).entry,
  sampleQuestion('Scale').entry,
  ...[
    'numeric',
    'positive_integer',
    'integer',
    'postcode_sector',
    'postcode_full',
    'alphanumeric',
    'email',
    'unstructured',
  ].map(
    (f) => sampleQuestion('FreeText', [], { ContentStructure: f, CharacterLimit: '100' }).entry,
  ),
  sampleMatrix(['R1', 'R2', 'R3'], ['Good', 'Bad']),
  sampleMatrix(['R1', 'R2'], ['X', 'Y', 'Z'], {
    MatrixChoice: 'multiple_choice',
    NoneOfThese: 'enabled',
  }),
];

describe('randomValidAnswer', () => {
  test.prop([fc.integer({ min: 0, max: entries.length - 1 }), fc.nat()], { numRuns: 300 })(
    'always gives an answer validateAnswer accepts, for every kind, limit and format',
    (i, seed) => {
      const entry = entries[i]!;
      expect(validateAnswer(entry, randomValidAnswer(page(entry), seededRandom(seed)))).toEqual({
        ok: true,
      });
    },
  );
});

describe('answerFromProfile', () => {
  const published = publishedSurveyOf(
    sampleQuestion('Basic', ['Yes', 'No']).q,
    audienceOf(standardMember(1, 'gender', [{ key: 'female' }, { key: 'male' }])),
  );
  const first = nextPage(published, startSession(published, { respondentId: 'r', seed: 1 }));

  it('answers an audience question the way the panel profile says', () => {
    if (first.kind !== 'entry') throw new Error('no page');
    expect(answerFromProfile(first, { gender: 'male' })).toEqual({
      kind: 'choice',
      selected: ['male'],
      texts: {},
    });
    expect(answerFromProfile(first, { gender: 'unknown' })).toBeNull();
    expect(answerFromProfile(first, {})).toBeNull();
  });
});
