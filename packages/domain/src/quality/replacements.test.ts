import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { QUALITY_REASONS, type QualityReason } from '../results/analysisContract.ts';
import {
  replacedCompletes,
  addPlaces,
  cancellable,
  checkWindowChange,
  MAX_REPLACEMENT_WINDOW_DAYS,
  owedReplacements,
  replacementCredit,
  replacementPlaces,
  type ReplacementTerms,
} from './replacements.ts';

const DAY = 24 * 60 * 60 * 1000;
const ENDED = Date.UTC(2026, 10, 1);
const terms: ReplacementTerms = {
  fieldingEndedAtMs: ENDED,
  windowDays: 7,
  samplesNeeded: 10,
  completesCollected: 10,
  replacementsSoFar: 0,
};
const speeder = (sessionId: string) => ({ sessionId, reasons: ['SPEEDER'] as QualityReason[] });

describe('owedReplacements', () => {
  it('owes one replacement per complete excluded for a quality reason within the window', () => {
    const r = owedReplacements(terms, ENDED + 7 * DAY, [
      speeder('a'),
      { sessionId: 'b', reasons: ['STRAIGHT_LINER', 'GIBBERISH_TEXT'] },
      { sessionId: 'c', reasons: [] },
    ]);
    expect(r.owed).toEqual(['a', 'b']);
    expect(r.notOwed).toEqual([{ sessionId: 'c', why: 'NOT_A_QUALITY_REASON' }]);
  });

  it('owes nothing after the window, nor while fielding has not ended', () => {
    expect(owedReplacements(terms, ENDED + 7 * DAY + 1, [speeder('a')]).notOwed).toEqual([
      { sessionId: 'a', why: 'WINDOW_CLOSED' },
    ]);
    const fielding = { ...terms, fieldingEndedAtMs: null };
    expect(owedReplacements(fielding, ENDED, [speeder('a')]).notOwed).toEqual([
      { sessionId: 'a', why: 'STILL_FIELDING' },
    ]);
    const short = { ...terms, completesCollected: 9 };
    expect(owedReplacements(short, ENDED, [speeder('a')]).notOwed).toEqual([
      { sessionId: 'a', why: 'ENDED_SHORT' },
    ]);
    const longer = { ...terms, windowDays: 30 };
    expect(owedReplacements(longer, ENDED + 20 * DAY, [speeder('a')]).owed).toEqual(['a']);
  });

  it('stops at as many replacements as the sample bought', () => {
    const r = owedReplacements({ ...terms, replacementsSoFar: 9 }, ENDED, [
      speeder('a'),
      speeder('b'),
    ]);
    expect(r.owed).toEqual(['a']);
    expect(r.notOwed).toEqual([{ sessionId: 'b', why: 'LIMIT_REACHED' }]);
  });

  test.prop([
    fc.array(fc.subarray([...QUALITY_REASONS]), { maxLength: 30 }),
    fc.integer({ min: 0, max: 40 }),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: -2 * DAY, max: 20 * DAY }),
  ])(
    'every complete is owed or not, never both; owed ones are flagged and keep the total under the limit',
    (reasons, soFar, samples, after) => {
      const completes = reasons.map((r, i) => ({ sessionId: `s${i}`, reasons: r }));
      const t = { ...terms, samplesNeeded: samples, replacementsSoFar: soFar };
      const r = owedReplacements(t, ENDED + after, completes);
      expect(r.owed.length + r.notOwed.length).toBe(completes.length);
      expect(new Set([...r.owed, ...r.notOwed.map((n) => n.sessionId)]).size).toBe(
        completes.length,
      );
      for (const id of r.owed) {
        expect(completes.find((c) => c.sessionId === id)?.reasons.length).toBeGreaterThan(0);
      }
      expect(r.owed.length === 0 || soFar + r.owed.length <= samples).toBe(true);
      if (after > 7 * DAY) expect(r.owed).toEqual([]);
    },
  );
});

describe('replacementPlaces', () => {
  it('opens one place in each cell an excluded complete held', () => {
    expect(
      replacementPlaces([
        { cells: ['total', 'gender=male'] },
        { cells: ['total', 'gender=female'] },
        { cells: ['total', 'gender=male', 'gender=male'] },
      ]),
    ).toEqual({ total: 3, 'gender=male': 2, 'gender=female': 1 });
  });

  test.prop([fc.array(fc.uniqueArray(fc.constantFrom('total', 'a', 'b', 'c')), { maxLength: 20 })])(
    'cancelling each replacement again leaves no place open',
    (cellsOf) => {
      const owed = cellsOf.map((cells) => ({ cells }));
      let places = replacementPlaces(owed);
      for (const o of owed) places = addPlaces(places, replacementPlaces([o]), -1);
      expect(places).toEqual({});
    },
  );
});

describe('cancellable', () => {
  const cell = (cellKey: string, target: number, filled: number, reserved = 0) => ({
    cellKey,
    target,
    filled,
    reserved,
  });
  it('cancels only while every cell it opened still has a free place', () => {
    const open = [cell('total', 13, 11), cell('gender=male', 7, 6)];
    expect(cancellable(['total', 'gender=male'], open)).toBe(true);
    const taken = [cell('total', 13, 11), cell('gender=male', 7, 6, 1)];
    expect(cancellable(['total', 'gender=male'], taken)).toBe(false);
    expect(cancellable(['total', 'gender:unknown'], open)).toBe(false);
  });
});

describe('replacementCredit', () => {
  it('says how many completes were replaced, and nothing when none', () => {
    expect(replacementCredit(0)).toBe(null);
    expect(replacementCredit(1)).toBe('1 complete replaced at no charge');
    expect(replacementCredit(3)).toBe('3 completes replaced at no charge');
  });
});

describe('checkWindowChange', () => {
  it('takes whole days from 0 to the longest window, refusing anything else', () => {
    const open = { fieldingEndedAtMs: null, windowDays: 7 };
    expect(checkWindowChange(open, 0, ENDED)).toBe(null);
    expect(checkWindowChange(open, MAX_REPLACEMENT_WINDOW_DAYS, ENDED)).toBe(null);
    for (const days of [-1, 1.5, MAX_REPLACEMENT_WINDOW_DAYS + 1, Number.NaN]) {
      expect(checkWindowChange(open, days, ENDED)).toBe('OUT_OF_RANGE');
    }
  });

  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 60 * DAY })])(
    'changes while the window is open, never once it has closed',
    (windowDays, sinceEnd) => {
      const verdict = checkWindowChange(
        { fieldingEndedAtMs: ENDED, windowDays },
        14,
        ENDED + sinceEnd,
      );
      expect(verdict).toBe(sinceEnd > windowDays * DAY ? 'WINDOW_CLOSED' : null);
    },
  );
});

describe('replacedCompletes (the credit)', () => {
  it('counts the places of the replacements batches not withdrawn, never a bought batch', () => {
    const batches = [
      { replacementPlaces: null, status: 'Completed', samplesNeeded: 100 },
      { replacementPlaces: { total: 3 }, status: 'Completed', samplesNeeded: 3 },
      { replacementPlaces: { total: 2 }, status: 'Closed', samplesNeeded: 2 },
      { replacementPlaces: { total: 1 }, status: 'Live', samplesNeeded: 1 },
    ];
    expect(replacedCompletes(batches)).toBe(4);
    expect(replacedCompletes([])).toBe(0);
  });
});
