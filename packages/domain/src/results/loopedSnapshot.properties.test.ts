import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { seededRandom } from '../random.ts';
import type { CrosstabRequest } from './analysisContract.ts';
import {
  assembleSnapshot,
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  INDEX_SNAPSHOT_FORMAT,
  snapshotFormatOf,
} from './indexSnapshot.ts';
import { iterationLayouts } from './iterationLayout.ts';
import { resultLayout } from './layout.ts';
import { LoopedResultsIndex } from './loopedResultsIndex.ts';
import type { ResultsIndex } from './resultsIndex.ts';
import { snapshotSlices } from './snapshotPieces.ts';
import { loopedIndexOf, loopedSurvey } from './testing/loopedSurvey.ts';
import { randomFilters } from './testing/randomFilters.ts';
import { unitCrosstab } from './unitCrosstab.ts';

const surveys = new Map<number, ReturnType<typeof loopedSurvey>>();
function survey(seed: number) {
  let s = surveys.get(seed);
  if (!s) surveys.set(seed, (s = loopedSurvey(seed, 40)));
  return s;
}

/**
 * Every read a client makes of a looped survey: the summary with its stacked cards (weighted or
 * not, filtered), each stacked card's crosstab by loop item and by a respondents' question, the
 * looped texts (stacked and per item) and the size. (Not the memory estimate: a restored bitmap
 * grows from its exact length, a built one by doubling, so their capacities differ.)
 */
function reads(index: ResultsIndex, filterSeed: number) {
  if (!(index instanceof LoopedResultsIndex)) throw new Error('not looped');
  const filters = randomFilters(index.layout, seededRandom(filterSeed));
  const safe = <T>(read: () => T) => {
    try {
      return read();
    } catch (error) {
      return { refused: String(error) };
    }
  };
  const stacked = index.units.flatMap((u) => [...u.stacked]);
  const loopItems = index.units.map((u) => `loop:${u.sectionNumber}`);
  const age = index.layout.entries.find((e) => e.label === 'Q2')?.id ?? '';
  const crosstabs = stacked.flatMap((rowId) =>
    [...loopItems, age].map((bannerId) => {
      const req: CrosstabRequest = {
        surveyId: 's',
        row: { questionId: rowId, matrixTitleId: null },
        banner: [{ questionId: bannerId, matrixTitleId: null }],
        responseFilters: filters,
        nets: [],
        boxes: false,
        weighted: false,
      };
      return safe(() => unitCrosstab(index, req, { weights: null, population: null }));
    }),
  );
  const textIds = [
    ...index.layout.entries.filter((e) => e.answerKind === 'text').map((e) => e.id),
    ...stacked.filter((id) =>
      index.units.some((u) => u.layout.byId.get(id)?.answerKind === 'text'),
    ),
  ];
  return {
    size: index.size,
    summary: safe(() => index.summary('s', filters)),
    weighted: safe(() => index.summary('s', filters, { weighted: true })),
    all: index.summary('s', []),
    crosstabs,
    texts: textIds.map((questionId) =>
      index.texts({ questionId, responseFilters: [], search: '', offset: 0, limit: 100 }),
    ),
  };
}

describe('looped index snapshot (property, issue 40 §3)', () => {
  test.prop(
    [
      fc.integer({ min: 1, max: 5 }),
      fc.nat({ max: 40 }),
      fc.uniqueArray(fc.nat({ max: 39 }), { maxLength: 10 }),
      fc.integer({ min: 0, max: 2 ** 31 }),
    ],
    { numRuns: 30 },
  )(
    'a looped index read back from its snapshot, then given the later completes, answers every read as the index built from all the answers',
    (seed, split, excludedAt, filterSeed) => {
      const { published, completes } = survey(seed);
      const layout = resultLayout(published);
      const margins = quotaMargins(published);
      const units = iterationLayouts(published);
      const built = loopedIndexOf(published, completes);
      const bytes = encodeIndexSnapshot(
        loopedIndexOf(published, completes.slice(0, split)),
        margins,
      );
      expect(snapshotFormatOf(bytes)).toBe(INDEX_SNAPSHOT_FORMAT);
      const read = decodeIndexSnapshot(bytes, layout, margins, units);
      if (!('index' in read)) throw new Error(`refused: ${read.refused}`);
      const loaded = read.index;
      completes.forEach((answers, i) => loaded.add(`s${i}`, answers, 1000 + i));

      const excluded = new Set(excludedAt.map((i) => `s${i}`));
      built.setExcluded(excluded);
      loaded.setExcluded(excluded);
      expect(reads(loaded, filterSeed)).toEqual(reads(built, filterSeed));
    },
    120_000,
  );

  test.prop(
    [
      fc.integer({ min: 1, max: 5 }),
      fc.nat({ max: 40 }),
      fc.array(fc.nat({ max: 3 }), { maxLength: 60 }),
    ],
    { numRuns: 15 },
  )(
    'completes added between the slices are left out with their iterations: the bytes are those of the index at the call',
    (seed, at, addsPerTurn) => {
      const { published, completes } = survey(seed);
      const margins = quotaMargins(published);
      const before = loopedIndexOf(published, completes.slice(0, at));
      const live = loopedIndexOf(published, completes.slice(0, at));
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
    60_000,
  );
});

describe('looped index snapshot refusals', () => {
  const { published, completes } = survey(1);
  const layout = resultLayout(published);
  const margins = quotaMargins(published);
  const units = iterationLayouts(published);
  const bytes = encodeIndexSnapshot(loopedIndexOf(published, completes), margins);

  it('is not read as a survey without loops, nor with fewer or other looped sections', () => {
    expect(decodeIndexSnapshot(bytes, layout, margins)).toEqual({ refused: 'LAYOUT' });
    expect(decodeIndexSnapshot(bytes, layout, margins, units.slice(0, 1))).toEqual({
      refused: 'LAYOUT',
    });
    expect(decodeIndexSnapshot(bytes, layout, margins, [...units].reverse())).toEqual({
      refused: 'LAYOUT',
    });
  });

  it('refuses a snapshot of a later format, and one whose loops are cut short', () => {
    const later = bytes.slice();
    new DataView(later.buffer).setUint32(4, INDEX_SNAPSHOT_FORMAT + 1, true);
    expect(decodeIndexSnapshot(later, layout, margins, units)).toEqual({ refused: 'FORMAT' });
    const bad = bytes.slice();
    const at = bytes.length - 40;
    bad[at] = (bad[at] ?? 0) ^ 0x10;
    expect(decodeIndexSnapshot(bad, layout, margins, units)).toEqual({ refused: 'CORRUPT' });
  });
});
