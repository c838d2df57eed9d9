/**
 * An in-process results world for engine benches (no database, no HTTP): a generated
 * 40-entry questionnaire with quotas on gender, age and region (80 raking groups, so weights are
 * many distinct values as in a real survey), a few hundred completes walked through the real
 * engine, and a ResultsIndex filled to any size by cycling them under new session ids, each
 * free-text answer replaced by a generated one (`freeTexts.ts`) so that themes have real work.
 */
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import {
  publishedSurveyOf,
  type PublishedSurvey,
} from '@survey/domain/respondent/engine/published';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '@survey/domain/respondent/engine/testing/audienceFixtures';
import { walkSession } from '@survey/domain/respondent/engine/testing/walkSession';
import { resultLayout } from '@survey/domain/results/layout';
import type { StoredAnswers } from '@survey/domain/results/entryStore';
import { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { freeTexts } from './freeTexts.ts';

const WALKED = 400;
/** Distinct generated texts cycled over the completes' free-text answers. */
const TEXTS = 20_000;

export interface EngineWorld {
  published: PublishedSurvey;
  index: ResultsIndex;
  /** Adds completes up to number to-1 (the cycle of walked ones under new ids). */
  fill(to: number): void;
  /** A free-text question's answers by respondent number, as the index keeps them (grows). */
  texts(questionId: string): (string | undefined)[];
}

export function engineWorld(seed = 40): EngineWorld {
  const q = makeQuestionnaire(40, seed);
  const gender = standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 50 },
      { key: 'male', quota: 50 },
    ],
    { hidden: true, quotas: true },
  );
  const age = standardMember(
    2,
    'age',
    ['a18', 'a25', 'a35', 'a50', 'a65'].map((key, i) => ({ key, quota: [15, 20, 25, 25, 15][i] })),
    { hidden: true, quotas: true },
  );
  const region = standardMember(
    3,
    'region',
    Array.from({ length: 8 }, (_, i) => ({ key: `r${i}`, quota: i < 4 ? 15 : 10 })),
    { quotas: true },
  );
  const published = publishedSurveyOf(
    q,
    audienceOf(gender, age, region, ...audienceFromEntries(q).members),
  );
  const rnd = seededRandom(seed);
  const texts = freeTexts(TEXTS, seed);
  const walked: StoredAnswers[] = [];
  for (let i = 0; walked.length < WALKED; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        // Leans female and young, so the weights differ from 1.
        profile: {
          gender: rnd() < 0.6 ? 'female' : 'male',
          age: ['a18', 'a18', 'a25', 'a35', 'a50', 'a65'][Math.floor(rnd() * 6)] ?? 'a18',
        },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') walked.push(walk.state.answers);
  }
  const index = new ResultsIndex(resultLayout(published), quotaMargins(published));
  const withText = (answers: StoredAnswers, n: number): StoredAnswers => {
    const out: Record<string, StoredAnswers[string]> = { ...answers };
    for (const [key, answer] of Object.entries(answers)) {
      if (answer?.kind === 'text') out[key] = { kind: 'text', text: texts[n % TEXTS] ?? '' };
    }
    return out;
  };
  const textEntries = index.layout.entries.filter((e) => e.answerKind === 'text');
  const kept = new Map(textEntries.map((e) => [e.id, [] as (string | undefined)[]]));
  return {
    published,
    index,
    fill(to) {
      for (let n = index.size; n < to; n++) {
        const answers = withText(walked[n % WALKED] as StoredAnswers, n);
        index.add(`s${n}`, answers, n);
        for (const e of textEntries) {
          const answer = answers[e.pageKey];
          const text = answer?.kind === 'text' ? answer.text.trim() : '';
          if (text !== '') (kept.get(e.id) as (string | undefined)[])[n] = text;
        }
      }
    },
    texts: (questionId) => kept.get(questionId) ?? [],
  };
}
