import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import { publishedSurveyOf } from '@survey/domain/respondent/engine/published';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import {
  audienceFromEntries,
  audienceOf,
  standardMember,
} from '@survey/domain/respondent/engine/testing/audienceFixtures';
import { walkSession } from '@survey/domain/respondent/engine/testing/walkSession';
import { encodeIndexSnapshot } from '@survey/domain/results/indexSnapshot';
import { resultLayout } from '@survey/domain/results/layout';
import type { StoredAnswers } from '@survey/domain/results/entryStore';
import { iterationLayouts } from '@survey/domain/results/iterationLayout';
import { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { loopedIndexOf, loopedSurvey } from '@survey/domain/results/testing/loopedSurvey';
import { snapshotPieces } from '@survey/domain/results/snapshotPieces';
import { inlineCodec, SnapshotThread, type SnapshotCodec } from './snapshotCodec.ts';

/**
 * The results snapshot's codec in the worker thread (issue 40 §3): the bytes are laid out and
 * read back while the event loop goes on turning (a node answers its respondents and /healthz
 * meanwhile), identical to the bytes the calling thread lays out, and the buffers cross without
 * a second copy. The index: a generated survey of every question kind with a gender quota (so
 * raking groups too), 20,000 completes (the same 40 walked answers under other session ids).
 */
const q = makeQuestionnaire(14, 7);
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
const layout = resultLayout(published);
const margins = quotaMargins(published);
const rnd = seededRandom(11);
const walked: StoredAnswers[] = [];
for (let i = 0; i < 40; i++) {
  const profile = { gender: i % 3 ? 'female' : 'male' };
  const walk = walkSession(published, { respondentId: `r${i}`, seed: i, profile }, (page) =>
    randomValidAnswer(page, rnd),
  );
  if (walk.state.status === 'complete') walked.push(walk.state.answers);
}
const index = new ResultsIndex(layout, margins);
for (let i = 0; i < 20_000; i++) {
  const answers = walked[i % walked.length];
  if (answers) index.add(`session-${i}`, answers, 1_700_000_000_000 + i);
}
const expected = encodeIndexSnapshot(index, margins);
/** Byte for byte (toEqual walks a typed array element by element: seconds at this size). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Times the event loop turned while `work` ran (0: it held the loop from start to end). */
async function loopTurnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const value = await work();
    return { turns, value };
  } finally {
    running = false;
  }
}

const thread = new SnapshotThread(pino({ level: 'silent' }));
afterAll(() => thread.stop());

describe('results snapshot codec in a worker thread', () => {
  it('lays out the same bytes as the calling thread while the event loop keeps turning; the index’s copied arrays are handed over', async () => {
    const pieces = snapshotPieces(index, margins);
    const { turns, value: bytes } = await loopTurnsDuring(() => thread.encodePieces(pieces));
    expect(same(bytes, expected)).toBe(true);
    expect(turns).toBeGreaterThan(0);
    // Transferred, not cloned: the copies taken beside the index are gone from this thread.
    expect(pieces.entries[0]?.answered.byteLength).toBe(0);
    // The live index keeps its own arrays; taken in slices, the same bytes.
    expect(same(encodeIndexSnapshot(index, margins), expected)).toBe(true);
    expect(same(await thread.encode(index, margins), expected)).toBe(true);
  });

  it('reads the stored parts back into the same index while the event loop keeps turning', async () => {
    const third = Math.ceil(expected.byteLength / 3);
    const parts = [0, 1, 2].map((i) => Buffer.from(expected.subarray(i * third, (i + 1) * third)));
    const { turns, value: restored } = await loopTurnsDuring(() =>
      thread.decode(parts, layout, margins, []),
    );
    expect(turns).toBeGreaterThan(0);
    if (!('index' in restored)) throw new Error(`refused: ${restored.refused}`);
    expect(restored.index.size).toBe(index.size);
    expect(restored.index.summary('s', [])).toEqual(index.summary('s', []));
    expect(same(encodeIndexSnapshot(restored.index, margins), expected)).toBe(true);
  });

  it('refuses damaged bytes and another layout in the thread as on the loop', async () => {
    const damaged = Buffer.from(expected);
    damaged[damaged.byteLength >> 1] = (damaged[damaged.byteLength >> 1] ?? 0) ^ 0xff;
    const otherSurvey = makeQuestionnaire(14, 8);
    const other = resultLayout(publishedSurveyOf(otherSurvey, audienceFromEntries(otherSurvey)));
    const cases = (codec: SnapshotCodec) =>
      Promise.all([
        codec.decode([Buffer.from(damaged)], layout, margins, []),
        codec.decode([Buffer.from(expected)], other, null, []),
      ]);
    const [onThread, onLoop] = [await cases(thread), await cases(inlineCodec)];
    expect(onThread).toEqual([{ refused: 'CORRUPT' }, { refused: 'LAYOUT' }]);
    expect(onThread).toEqual(onLoop);
  });

  it('writes and reads a survey with loops (format 2) in the thread as on the loop', async () => {
    const looped = loopedSurvey(3, 40);
    const loopedIndex = loopedIndexOf(looped.published, looped.completes);
    const loopedLayout = resultLayout(looped.published);
    const loopedMargins = quotaMargins(looped.published);
    const units = iterationLayouts(looped.published);
    const bytes = encodeIndexSnapshot(loopedIndex, loopedMargins);
    expect(same(await thread.encode(loopedIndex, loopedMargins), bytes)).toBe(true);
    const [onThread, onLoop] = await Promise.all(
      [thread, inlineCodec].map((codec) =>
        codec.decode([Buffer.from(bytes)], loopedLayout, loopedMargins, units),
      ),
    );
    for (const read of [onThread, onLoop]) {
      if (!read || !('index' in read)) throw new Error('refused');
      expect(read.index.summary('s', [])).toEqual(loopedIndex.summary('s', []));
      expect(same(encodeIndexSnapshot(read.index, loopedMargins), bytes)).toBe(true);
    }
  });
});
