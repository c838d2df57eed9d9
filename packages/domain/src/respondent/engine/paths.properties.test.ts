import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { QuestionnaireBuilder, forkAt } from '../../questionnaire/testing/builders.ts';
import { makeQuestionnaire } from '../../questionnaire/testing/makeQuestionnaire.ts';
import { addRandomLogic } from '../../questionnaire/testing/randomLogic.ts';
import { seededRandom } from '../../random.ts';
import { validateAnswer } from '../validateAnswer.ts';
import { nextPage, startSession, submitAnswer } from './engine.ts';
import type { SessionState } from './state.ts';
import { publishedSurveyOf, type PublishedSurvey } from './published.ts';
import { randomValidAnswer } from './randomValidAnswer.ts';
import { audienceFromEntries, audienceOf, standardMember } from './testing/audienceFixtures.ts';
import { pathProblems } from './testing/pathOracle.ts';
import { walkSession } from './testing/walkSession.ts';

const surveys = new Map<number, PublishedSurvey>();

/**
 * A generated questionnaire with random logic, and an audience with a hidden, profiled criterion.
 * Generating runs hundreds of commands, so each of the 40 survey seeds is built once and then
 * walked by many sessions.
 */
function survey(size: number, seed: number): PublishedSurvey {
  const known = surveys.get(seed);
  if (known) return known;
  const q = addRandomLogic(makeQuestionnaire(size, seed), seededRandom(seed * 7 + 1), {
    logic: 0.4,
    masking: 0.25,
    route: 0.2,
  });
  const custom = audienceFromEntries(q).members.map((m) =>
    m.memberType === 'Custom'
      ? {
          ...m,
          memberItem: {
            ...m.memberItem,
            // The last option screens out, so some paths end there.
            criterionOptions: m.memberItem.criterionOptions.map((o, i, all) => ({
              ...o,
              qualification: i < all.length - 1,
            })),
          },
        }
      : m,
  );
  const gender = standardMember(
    1,
    'gender',
    [{ key: 'female' }, { key: 'male' }, { key: 'other', qualifies: false }],
    { hidden: true },
  );
  const published = publishedSurveyOf(q, audienceOf(gender, ...custom));
  surveys.set(seed, published);
  return published;
}

describe('respondent paths (property)', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      fc.constantFrom('female', 'male', 'other'),
    ],
    { numRuns: 200 },
  )(
    'generated questionnaires with random logic and random valid answers respect routing, display logic, masking and forks, and always end',
    (surveySeed, sessionSeed, gender) => {
      const published = survey(30, surveySeed);
      const rnd = seededRandom(sessionSeed ^ 0x9e3779b9);
      const walk = walkSession(
        published,
        { respondentId: 'r', seed: sessionSeed, profile: { gender } },
        (page) => {
          const answer = randomValidAnswer(page, rnd);
          // The helper the simulated panel reuses must only produce answers the engine accepts.
          expect(validateAnswer(page.entry, answer)).toEqual({ ok: true });
          return answer;
        },
      );
      expect(pathProblems(published, walk)).toEqual([]);
      expect(walk.state.status).not.toBe('in_progress');
      if (gender === 'other') expect(walk.state.status).toBe('screened_out');
    },
    60_000,
  );

  test.prop([fc.integer({ min: 1, max: 10_000 })], { numRuns: 30 })(
    'a respondent who qualifies sees every entry of a questionnaire without logic, in order, and completes',
    (seed) => {
      const published = publishedSurveyOf(makeQuestionnaire(12, seed), audienceOf());
      const rnd = seededRandom(seed);
      const walk = walkSession(published, { respondentId: 'r', seed }, (page) =>
        randomValidAnswer(page, rnd),
      );
      expect(pathProblems(published, walk)).toEqual([]);
      expect(walk.state.status).toBe('complete');
    },
  );
});

describe('submissions (property)', () => {
  test.prop([fc.integer({ min: 1, max: 40 }), fc.nat(), fc.nat()], { numRuns: 60 })(
    'a stored state answers alike after a JSON round trip; a repeat is a replay and a wrong answer changes nothing',
    (surveySeed, sessionSeed, pick) => {
      const published = survey(30, surveySeed);
      const rnd = seededRandom(sessionSeed);
      const walk = walkSession(
        published,
        { respondentId: 'r', seed: sessionSeed, profile: { gender: 'female' } },
        (page) => randomValidAnswer(page, rnd),
      );
      if (walk.visits.length === 0) return;
      const visit = walk.visits[pick % walk.visits.length]!;
      const stored = JSON.parse(JSON.stringify(visit.before)) as SessionState;
      const page = nextPage(published, stored);
      expect(page).toEqual(nextPage(published, visit.before));
      const answered = submitAnswer(published, stored, visit.page.key, visit.answer);
      expect(answered.ok).toBe(true);
      if (!answered.ok) return;
      const again = submitAnswer(published, answered.state, visit.page.key, visit.answer);
      expect(again.ok && again.replayed).toBe(true);
      expect(again.state).toBe(answered.state);
      const wrong =
        visit.answer?.kind === 'text'
          ? { kind: 'scale' as const, value: 1 }
          : { kind: 'text' as const, text: 'x' };
      const refused = submitAnswer(published, stored, visit.page.key, wrong);
      expect(refused.ok).toBe(false);
      expect(refused.state).toBe(stored);
    },
    60_000,
  );
});

describe('fork assignment (property)', () => {
  const percentages = fc
    .tuple(fc.integer({ min: 5, max: 90 }), fc.integer({ min: 5, max: 90 }))
    .filter(([a, b]) => a + b <= 95)
    .map(([a, b]) => [a, b, 100 - a - b]);

  test.prop([percentages], { numRuns: 8 })(
    'over many seeds the branches converge to their percentages',
    (shares) => {
      const b = new QuestionnaireBuilder().fork('Split', 3).question('After?');
      const forkId = forkAt(b.q, 0).entryItem.fork.forkId;
      shares.forEach((percentage, i) =>
        b.apply('updateForkBranch', { forkId, branchNumber: i + 1, percentage }),
      );
      const published = publishedSurveyOf(b.build(), audienceOf());
      const n = 3000;
      const counts = [0, 0, 0];
      for (let seed = 1; seed <= n; seed++) {
        const state = startSession(published, { respondentId: `r${seed}`, seed, profile: {} });
        const branch = state.forks[forkId];
        expect(branch).toBeDefined();
        counts[(branch ?? 1) - 1] = (counts[(branch ?? 1) - 1] ?? 0) + 1;
      }
      // Three binomial standard deviations at n = 3000 are at most 2.8 points.
      counts.forEach((c, i) => expect(Math.abs(c / n - (shares[i] ?? 0) / 100)).toBeLessThan(0.03));
    },
    60_000,
  );
});
