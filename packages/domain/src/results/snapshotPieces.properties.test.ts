import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { seededRandom } from '../random.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { randomValidAnswer } from '../respondent/engine/randomValidAnswer.ts';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../respondent/engine/testing/walkSession.ts';
import { assembleSnapshot, encodeIndexSnapshot } from './indexSnapshot.ts';
import { resultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { snapshotSlices } from './snapshotPieces.ts';

/**
 * A snapshot taken in slices (the event loop turns between them, and the index takes completes
 * meanwhile) holds the index as it was at the call: the bytes of the index with only the
 * completes it had then. The survey: every question kind, a gender quota, 60 walked completes.
 */
function makeSurvey(seed: number) {
  const q = makeQuestionnaire(14, seed);
  const gender = standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 40 },
      { key: 'male', quota: 60 },
    ],
    { hidden: true, quotas: true },
  );
  const published = publishedSurveyOf(q, audienceOf(gender, ...audienceFromEntries(q).members));
  const rnd = seededRandom(seed * 7 + 3);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 60; i++) {
    const profile = { gender: i % 3 ? 'female' : 'male' };
    const walk = walkSession(
      published,
      { respondentId: `r${i}`, seed: seed * 100 + i, profile },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  return { published, completes };
}

const surveys = new Map<number, ReturnType<typeof makeSurvey>>();

describe('snapshot slices (property)', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 4 }),
      fc.nat({ max: 60 }),
      fc.array(fc.nat({ max: 3 }), { maxLength: 80 }),
    ],
    { numRuns: 20 },
  )(
    'completes added between the slices are left out: the bytes are those of the index at the call',
    (seed, at, addsPerTurn) => {
      let s = surveys.get(seed);
      if (!s) surveys.set(seed, (s = makeSurvey(seed)));
      const { published, completes } = s;
      const layout = resultLayout(published);
      const margins = quotaMargins(published);
      const before = new ResultsIndex(layout, margins);
      const live = new ResultsIndex(layout, margins);
      completes.slice(0, at).forEach((answers, i) => {
        before.add(`s${i}`, answers, 1000 + i);
        live.add(`s${i}`, answers, 1000 + i);
      });
      const slices = snapshotSlices(live, margins);
      let next = at;
      let turn = 0;
      for (;;) {
        const step = slices.next();
        if (step.done) {
          expect(assembleSnapshot(step.value)).toEqual(encodeIndexSnapshot(before, margins));
          break;
        }
        for (let k = 0; k < (addsPerTurn[turn++ % Math.max(1, addsPerTurn.length)] ?? 0); k++) {
          const answers = completes[next];
          if (answers) live.add(`s${next}`, answers, 1000 + next);
          next++;
        }
      }
    },
    // 20 generated snapshots: seconds on a loaded machine (never a bound on time).
    30_000,
  );
});
