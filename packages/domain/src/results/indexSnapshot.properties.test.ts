import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
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
import {
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  INDEX_SNAPSHOT_FORMAT,
  LOOPLESS_SNAPSHOT_FORMAT,
  snapshotFormatOf,
} from './indexSnapshot.ts';
import { resultLayout } from './layout.ts';
import type { StoredAnswers } from './entryStore.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { randomFilters } from './testing/randomFilters.ts';

const surveys = new Map<number, ReturnType<typeof makeSurvey>>();

/**
 * A generated survey of every question kind (sliders, texts, matrices, rankings) with quotas on
 * a profiled gender and age, so the snapshot carries raking groups too; 50 completes walked
 * through the real engine.
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
    {
      hidden: true,
      quotas: true,
    },
  );
  const age = standardMember(
    2,
    'age',
    ['a18', 'a40', 'a60'].map((key) => ({ key, quota: 30 })),
    {
      hidden: true,
      quotas: true,
    },
  );
  const published = publishedSurveyOf(
    q,
    audienceOf(gender, age, ...audienceFromEntries(q).members),
  );
  const rnd = seededRandom(seed * 13 + 5);
  const completes: StoredAnswers[] = [];
  for (let i = 0; i < 50; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        profile: { gender: i % 3 ? 'female' : 'male', age: ['a18', 'a40', 'a60'][i % 3] ?? 'a18' },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    if (walk.state.status === 'complete') completes.push(walk.state.answers);
  }
  return { published, completes };
}

function survey(seed: number) {
  let s = surveys.get(seed);
  if (!s) surveys.set(seed, (s = makeSurvey(seed)));
  return s;
}

/** Every read a client can make of the index: summaries (weighted or not), texts, themes. */
function reads(index: ResultsIndex, filterSeed: number) {
  const filters = randomFilters(index.layout, seededRandom(filterSeed));
  const textIds = index.layout.entries.filter((e) => e.answerKind === 'text').map((e) => e.id);
  return {
    size: index.size,
    summary: index.summary('s', filters),
    weighted: index.summary('s', filters, { weighted: true }),
    texts: textIds.map((questionId) =>
      index.texts({ questionId, responseFilters: filters, search: '', offset: 0, limit: 100 }),
    ),
    themes: textIds.map((questionId) =>
      index.themes({ surveyId: 's', questionId, responseFilters: filters }),
    ),
  };
}

describe('index snapshot (property)', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 6 }),
      fc.nat({ max: 50 }),
      fc.uniqueArray(fc.nat({ max: 49 }), { maxLength: 15 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
    ],
    { numRuns: 40 },
  )(
    'an index read back from its snapshot, then given the later completes, answers every read as the index built from all the answers',
    (surveySeed, split, excludedAt, filterSeed) => {
      const { published, completes } = survey(surveySeed);
      const layout = resultLayout(published);
      const margins = quotaMargins(published);
      const built = new ResultsIndex(layout, margins);
      completes.forEach((answers, i) => built.add(`s${i}`, answers, 1000 + i));

      const early = new ResultsIndex(layout, margins);
      completes.slice(0, split).forEach((answers, i) => early.add(`s${i}`, answers, 1000 + i));
      const read = decodeIndexSnapshot(encodeIndexSnapshot(early, margins), layout, margins);
      if (!('index' in read)) throw new Error(`refused: ${read.refused}`);
      const loaded = read.index;
      completes.forEach((answers, i) => loaded.add(`s${i}`, answers, 1000 + i));

      const excluded = new Set(excludedAt.map((i) => `s${i}`));
      built.setExcluded(excluded);
      loaded.setExcluded(excluded);
      expect(reads(loaded, filterSeed)).toEqual(reads(built, filterSeed));
      expect(loaded.estimatedBytes()).toBe(built.estimatedBytes());
    },
    120_000,
  );
});

describe('index snapshot refusals', () => {
  const { published, completes } = survey(1);
  const layout = resultLayout(published);
  const margins = quotaMargins(published);
  const index = new ResultsIndex(layout, margins);
  completes.forEach((answers, i) => index.add(`s${i}`, answers, i));
  const bytes = encodeIndexSnapshot(index, margins);

  it('writes a survey without loops in format 1 (as before loops were kept) and refuses a format it does not read', () => {
    expect(snapshotFormatOf(bytes)).toBe(LOOPLESS_SNAPSHOT_FORMAT);
    for (const format of [0, INDEX_SNAPSHOT_FORMAT + 1]) {
      const other = bytes.slice();
      new DataView(other.buffer).setUint32(4, format, true);
      expect(decodeIndexSnapshot(other, layout, margins)).toEqual({ refused: 'FORMAT' });
    }
  });

  it('refuses bytes changed anywhere (checksum) or cut short', () => {
    for (const at of [0, 20, Math.floor(bytes.length / 2), bytes.length - 9]) {
      const bad = bytes.slice();
      bad[at] = (bad[at] ?? 0) ^ 0x10;
      expect(decodeIndexSnapshot(bad, layout, margins)).toEqual({ refused: 'CORRUPT' });
    }
    expect(decodeIndexSnapshot(bytes.subarray(0, bytes.length - 8), layout, margins)).toEqual({
      refused: 'CORRUPT',
    });
  });

  it('refuses a snapshot made on another layout or other quota margins', () => {
    const other = resultLayout(survey(2).published);
    expect(decodeIndexSnapshot(bytes, other, margins)).toEqual({ refused: 'LAYOUT' });
    expect(decodeIndexSnapshot(bytes, layout, null)).toEqual({ refused: 'LAYOUT' });
  });

  it('reads a snapshot that starts anywhere in a larger buffer (a driver pool)', () => {
    const pooled = new Uint8Array(bytes.length + 3);
    pooled.set(bytes, 3);
    const read = decodeIndexSnapshot(pooled.subarray(3), layout, margins);
    expect('index' in read && read.index.summary('s', [])).toEqual(index.summary('s', []));
  });

  it("reads a buffer whose slice() shares memory (Node's Buffer, as the database driver gives it)", () => {
    /** Buffer.slice is subarray: a view into a pool that starts elsewhere. */
    class Sharing extends Uint8Array {
      override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
        return this.subarray(start, end);
      }
    }
    const pool = new Sharing(bytes.length + 64);
    pool.set(bytes, 64);
    const read = decodeIndexSnapshot(pool.subarray(64), layout, margins);
    expect('index' in read && read.index.summary('s', [])).toEqual(index.summary('s', []));
  });
});
