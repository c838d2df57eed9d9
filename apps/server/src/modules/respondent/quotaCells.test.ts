import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import {
  fillReservedPlaces,
  readQuotaCells,
  releaseReservedPlaces,
  reserveQuotaPlaces,
  TOTAL_CELL,
  upsertQuotaCells,
} from './quotaCells.store.ts';

/** R11: quota cells never overfill, whatever the concurrency. */
describe('quota cells', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.deps.database.db;
  const newSurvey = async () => surveyIdOf(await createTestProject(t, ann));
  /** One respondent: qualify (reserve), then complete (fill) — or stop at quota full. */
  const qualifyAndComplete = (surveyId: string, cells: string[]) =>
    db().transaction(async (tx) => {
      const r = await reserveQuotaPlaces(tx, surveyId, cells);
      if ('full' in r) return 'quota_full' as const;
      await fillReservedPlaces(tx, surveyId, r.reserved);
      return 'complete' as const;
    });

  it('1,000 concurrent qualifying completes on a quota of 100 end at exactly 100', async () => {
    const surveyId = await newSurvey();
    await upsertQuotaCells(db(), surveyId, [{ cellKey: TOTAL_CELL, target: 100 }]);
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, () => qualifyAndComplete(surveyId, [TOTAL_CELL])),
    );
    expect(outcomes.filter((o) => o === 'complete')).toHaveLength(100);
    expect(outcomes.filter((o) => o === 'quota_full')).toHaveLength(900);
    expect(await readQuotaCells(db(), surveyId)).toMatchObject([
      { cellKey: TOTAL_CELL, target: 100, reserved: 0, filled: 100 },
    ]);
  });

  it('fills interlocked cells all or none, with overlapping respondents running at once', async () => {
    const surveyId = await newSurvey();
    await upsertQuotaCells(db(), surveyId, [
      { cellKey: TOTAL_CELL, target: 50 },
      { cellKey: 'gender:female', target: 20 },
      { cellKey: 'gender:male', target: 40 },
      { cellKey: 'age:18_24', target: 10 },
    ]);
    const people = Array.from({ length: 300 }, (_, i) => [
      TOTAL_CELL,
      i % 2 ? 'gender:female' : 'gender:male',
      ...(i % 3 === 0 ? ['age:18_24'] : []),
    ]);
    await Promise.all(people.map((cells) => qualifyAndComplete(surveyId, cells)));
    const cells = Object.fromEntries(
      (await readQuotaCells(db(), surveyId)).map((c) => [c.cellKey, c]),
    );
    expect(cells[TOTAL_CELL]?.filled).toBe(50);
    expect(cells['gender:female']?.filled).toBe(20);
    expect(cells['gender:male']?.filled).toBe(30);
    expect(cells['age:18_24']?.filled).toBeLessThanOrEqual(10);
    for (const c of Object.values(cells)) expect(c.reserved).toBe(0);
  });

  it("gives a dropped respondent's place back, and a full launch raises the target", async () => {
    const surveyId = await newSurvey();
    await upsertQuotaCells(db(), surveyId, [{ cellKey: TOTAL_CELL, target: 1 }]);
    const first = await db().transaction((tx) => reserveQuotaPlaces(tx, surveyId, [TOTAL_CELL]));
    expect(first).toEqual({ reserved: [TOTAL_CELL] });
    expect(await qualifyAndComplete(surveyId, [TOTAL_CELL])).toBe('quota_full');
    await db().transaction((tx) => releaseReservedPlaces(tx, surveyId, [TOTAL_CELL]));
    expect(await qualifyAndComplete(surveyId, [TOTAL_CELL])).toBe('complete');
    expect(await qualifyAndComplete(surveyId, [TOTAL_CELL])).toBe('quota_full');
    await upsertQuotaCells(db(), surveyId, [{ cellKey: TOTAL_CELL, target: 3 }]);
    expect(await qualifyAndComplete(surveyId, [TOTAL_CELL])).toBe('complete');
    await upsertQuotaCells(db(), surveyId, [{ cellKey: TOTAL_CELL, target: 0 }]);
    expect((await readQuotaCells(db(), surveyId))[0]).toMatchObject({ target: 2, filled: 2 });
  });

  it('ignores cells the survey does not have (an option without a quota)', async () => {
    const surveyId = await newSurvey();
    await upsertQuotaCells(db(), surveyId, [{ cellKey: TOTAL_CELL, target: 5 }]);
    expect(await qualifyAndComplete(surveyId, [TOTAL_CELL, 'region:wales'])).toBe('complete');
    expect(await readQuotaCells(db(), surveyId)).toHaveLength(1);
  });

  // As settle writes them: the whole sample first, then the quota cells (not in key order).
  const targets = [
    { cellKey: TOTAL_CELL, target: 10_000 },
    ...['18_24', '25_34', '35_44'].map((a) => ({ cellKey: `age=${a}`, target: 10_000 })),
    ...['female', 'male'].map((g) => ({ cellKey: `gender=${g}`, target: 10_000 })),
    ...['GB-ENG', 'GB-SCT', 'GB-WLS'].map((r) => ({ cellKey: `region=${r}`, target: 10_000 })),
  ];
  const cellsOf = (i: number) => [
    TOTAL_CELL,
    `age=${['18_24', '25_34', '35_44'][i % 3]}`,
    `gender=${i % 2 ? 'female' : 'male'}`,
    `region=${['GB-ENG', 'GB-SCT', 'GB-WLS'][i % 3]}`,
  ];
  /**
   * `count` respondents at once, each qualifying in one answer (every fourth in a process that
   * just refreshed the survey's state, so it writes the cells first in the same transaction) and
   * completing or dropping in a later one. Answers the failures.
   */
  const respondentsAtOnce = async (surveyId: string, count: number) => {
    const respondent = async (i: number) => {
      const held = await db().transaction(async (tx) => {
        if (i % 4 === 0) await upsertQuotaCells(tx, surveyId, targets);
        return reserveQuotaPlaces(tx, surveyId, cellsOf(i));
      });
      if ('full' in held) return;
      await db().transaction(async (tx) => {
        if (i % 3 === 0) await releaseReservedPlaces(tx, surveyId, held.reserved);
        else await fillReservedPlaces(tx, surveyId, held.reserved);
      });
    };
    const results = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => respondent(i)),
    );
    return results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
  };

  it('never deadlocks: cells rewritten, places reserved, filled and released at once', async () => {
    const surveyId = await newSurvey();
    await upsertQuotaCells(db(), surveyId, targets);
    expect(await respondentsAtOnce(surveyId, 400)).toEqual([]);
    const total = (await readQuotaCells(db(), surveyId)).find((c) => c.cellKey === TOTAL_CELL);
    expect(total).toMatchObject({ reserved: 0, filled: 400 - Math.ceil(400 / 3) });
  });

  it('never deadlocks while the first respondents write the cells', async () => {
    for (let round = 0; round < 10; round += 1) {
      const surveyId = await newSurvey();
      expect(await respondentsAtOnce(surveyId, 40)).toEqual([]);
      for (const cell of await readQuotaCells(db(), surveyId)) expect(cell.reserved).toBe(0);
    }
  });
});
