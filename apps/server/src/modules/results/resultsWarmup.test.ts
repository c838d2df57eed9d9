import Fastify from 'fastify';
import { seededRandom } from '@survey/domain/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import { completesSource, type CompletesSource } from '../respondent/respondent.service.ts';
import { ResultsCache, storedExclusions } from './resultsCache.ts';
import { warmResultsIndexes, warmResultsOnReady, type WarmupCtx } from './resultsWarmup.ts';

const MB = 1024 * 1024;

describe('results indexes built at start', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  /** Live with completes, paused with completes, completed with completes, live without any. */
  const ids = { live: '', paused: '', completed: '', empty: '' };
  const completes = new Map<string, number>();
  /** Pages the cache read to build indexes (a catch-up reads by id, never by page). */
  let pagesRead = 0;
  let source: CompletesSource;

  const filled = async (n: number) => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 50 });
    await purchaseOk(t, ann, surveyId);
    const driver = respondentDriver(t);
    const rnd = seededRandom(surveyId.length + n);
    let done = 0;
    for (let i = 0; i < n; i++) {
      const end = await driver.walk(surveyId, `r-${i}`, rnd);
      if (end.page.kind === 'end' && end.page.outcome === 'complete') done++;
    }
    completes.set(surveyId, done);
    return surveyId;
  };

  const warmupCtx = (cache: ResultsCache, maxBytes = 64 * MB): WarmupCtx => ({
    db: t.deps.database.db,
    live: respondentDriver(t).ctx.live,
    cache,
    log: t.deps.log,
    maxBytes,
  });

  beforeAll(async () => {
    t = await startTestApp({
      PANEL_LINK_SECRET: TEST_PANEL_SECRET,
      RESULTS_WARM_ON_START: 'false',
    });
    ann = await signUpUser(t);
    ids.live = await filled(4);
    ids.paused = await filled(3);
    ids.completed = await filled(2);
    ids.empty = await filled(0);
    const ctx = { db: t.deps.database.db, clock: t.deps.clock };
    await moveSurveyAsSystem(ctx, ids.paused, 'paused');
    await moveSurveyAsSystem(ctx, ids.completed, 'completed');
    const real = completesSource({ db: t.deps.database.db });
    source = {
      ...real,
      page: (...args) => {
        pagesRead++;
        return real.page(...args);
      },
    };
  }, 120_000);
  afterAll(() => t.close());

  it('builds the live and paused surveys with completes, and a later read builds nothing', async () => {
    expect(completes.get(ids.live)).toBeGreaterThan(0);
    expect(completes.get(ids.paused)).toBeGreaterThan(0);
    const cache = new ResultsCache(source, storedExclusions(t.deps.database.db), {
      maxBytes: 64 * MB,
    });
    const built = await warmResultsIndexes(warmupCtx(cache), new AbortController().signal);
    expect(new Set(built)).toEqual(new Set([ids.live, ids.paused]));

    const before = pagesRead;
    const live = await respondentDriver(t).ctx.live.current(ids.live);
    if (!live) throw new Error('not published');
    const index = await cache.index(ids.live, live.version, live.published);
    expect(index.size).toBe(completes.get(ids.live));
    expect(pagesRead).toBe(before);
  });

  it('stops when the cache budget is full, or when the server closes', async () => {
    const full = new ResultsCache(source, storedExclusions(t.deps.database.db), {
      maxBytes: 64 * MB,
    });
    expect(await warmResultsIndexes(warmupCtx(full, 1), new AbortController().signal)).toHaveLength(
      1,
    );
    const stopped = new AbortController();
    stopped.abort();
    const cache = new ResultsCache(source, storedExclusions(t.deps.database.db), {
      maxBytes: 64 * MB,
    });
    expect(await warmResultsIndexes(warmupCtx(cache), stopped.signal)).toEqual([]);
    expect(await cache.heldBytes()).toBe(0);
  });

  it('runs once the server is ready, without holding up its start', async () => {
    const cache = new ResultsCache(source, storedExclusions(t.deps.database.db), {
      maxBytes: 64 * MB,
    });
    const app = Fastify();
    warmResultsOnReady(app, warmupCtx(cache));
    expect(await cache.heldBytes()).toBe(0);
    await app.ready();
    await expect.poll(() => cache.heldBytes(), { timeout: 10_000 }).toBeGreaterThan(0);
    await app.close();
  });
});
