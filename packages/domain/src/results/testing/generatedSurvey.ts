/** Generated surveys with completes walked through the real engine (property tests). */
import { makeQuestionnaire } from '../../questionnaire/testing/makeQuestionnaire.ts';
import { seededRandom } from '../../random.ts';
import { publishedSurveyOf, type PublishedSurvey } from '../../respondent/engine/published.ts';
import { randomValidAnswer } from '../../respondent/engine/randomValidAnswer.ts';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '../../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../../respondent/engine/testing/walkSession.ts';
import type { StoredAnswers } from '../entryStore.ts';

const surveys = new Map<number, { published: PublishedSurvey; completes: StoredAnswers[] }>();

/**
 * A generated survey (every question kind, logic-free so every respondent meets most entries)
 * with a hidden profiled gender and a multi-select region, and 60 completes walked through the
 * real engine with random valid answers. Built once per seed: generating runs many commands.
 */
export function surveyWithCompletes(seed: number) {
  const known = surveys.get(seed);
  if (known) return known;
  const q = makeQuestionnaire(16, seed);
  const gender = standardMember(1, 'gender', [{ key: 'female' }, { key: 'male' }], {
    hidden: true,
  });
  const region = standardMember(
    2,
    'region',
    [{ key: 'north' }, { key: 'south' }, { key: 'west' }],
    {
      multiple: true,
    },
  );
  const published = publishedSurveyOf(
    q,
    audienceOf(gender, region, ...audienceFromEntries(q).members),
  );
  const rnd = seededRandom(seed * 31 + 7);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 60; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        profile: { gender: i % 3 ? 'female' : 'male' },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  const made = { published, completes };
  surveys.set(seed, made);
  return made;
}
