import { sql } from 'drizzle-orm';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { LOOPLESS_SNAPSHOT_FORMAT } from '@survey/domain/results/indexSnapshot';
import type { WeightingSchemeResponse } from '@survey/domain/results/weightingContract';
import { pick } from '@survey/testkit/completes';
import { world } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { completesSource } from '../respondent/respondent.service.ts';
import { ResultsCache, storedExclusions } from './resultsCache.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';

const PANEL_LINK_SECRET = 'results-snapshot-test-secret-0123456789abcdef';
const API = '/v2/survey-results/api/v1.0';

/**
 * The stored snapshot of a survey's results index (issue 40 §3) across nodes: node A builds the
 * index from the answers and stores its snapshot; a cold node (another server process on the same
 * database, with its own cache) answers from it, equal to an index built from every stored answer
 * at that moment (the rebuild, made here without snapshots). Completes, exclusions and weights
 * changed after the snapshot are in a cold node's first answer; a snapshot of a format not read
 * or with damaged bytes is built again and replaced. A survey without loops is stored in format 1.
 *
 * The world: 'Which pet?' (Cat, Dog) and 'Which drink?' (Tea, Milk); Cat for 2 in 3.
 */
describe('results index snapshots (two nodes)', () => {
  let a: TestApp;
  let token: string;
  let surveyId: string;
  let petId: string;
  let catId: string;
  let dogId: string;
  let survey: Awaited<
    ReturnType<Awaited<ReturnType<ReturnType<typeof world>['account']>>['survey']>
  >;

  const call = async <T>(node: TestApp, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${node.url}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, `${method} ${url}`).toBe(200);
    return (await res.json()) as T;
  };
  const summaryOn = (node: TestApp, weighted = false) =>
    call<SummaryResponse>(node, 'POST', `${API}/summary`, {
      surveyId,
      responseFilters: [],
      weighted,
    });

  /** The summary of an index built now from every stored answer (no snapshot read or written). */
  async function rebuilt(weighted = false): Promise<SummaryResponse> {
    const db = a.deps.database.db;
    const cache = new ResultsCache(completesSource({ db }), storedExclusions(db), {
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    const live = await new LiveSurveys(db).current(surveyId);
    if (!live) throw new Error('not live');
    return (await cache.index(surveyId, live.version, live.published)).summary(surveyId, [], {
      weighted,
    });
  }

  /** Another node, started now (cold: nothing in its cache), asked for the summary first. */
  async function cold(weighted = false) {
    const node = await startOtherProcess(a);
    try {
      const summary = await summaryOn(node, weighted);
      const builds = (await node.deps.observability.metrics.resultsIndexBuild.get()).values.find(
        (v) => v.metricName?.endsWith('_count'),
      )?.value;
      return { summary, builds: builds ?? 0 };
    } finally {
      await node.close();
    }
  }

  const stored = async () => {
    const rows = await a.deps.database.db.execute<{ completes: number; format: number }>(
      sql`SELECT completes, format FROM results_index_snapshots WHERE survey_id = ${surveyId}`,
    );
    return rows.rows[0] ?? null;
  };
  /** Waits until the stored snapshot holds `completes` (written in the background). */
  async function snapshotOf(completes: number) {
    const until = Date.now() + 30_000;
    for (;;) {
      const row = await stored();
      if (row && row.completes === completes && row.format === LOOPLESS_SNAPSHOT_FORMAT) return row;
      if (Date.now() > until)
        throw new Error(`no snapshot of ${completes}: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  /**
   * Weighted sums to 1e-9: a node numbers respondents in the order it met them (snapshot, then
   * catch-up; a build: session-id order), and sums of weights in another order differ in the last bit.
   */
  const rounded = (s: SummaryResponse): unknown =>
    JSON.parse(
      JSON.stringify(s, (_k, v: unknown) =>
        typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v,
      ),
    );
  const cats = (s: SummaryResponse) =>
    s.results.find((e) => e.id === petId)?.rows.find((r) => r.id === catId)?.rowItems[0]?.completes;

  beforeAll(async () => {
    a = await startTestApp({ PANEL_LINK_SECRET, PANEL_RATE: '0', RESULTS_WARM_ON_START: 'false' });
    const w = world(a.url, { panelLinkSecret: PANEL_LINK_SECRET });
    const ada = await w.account();
    token = ada.accessToken;
    survey = await ada.survey({
      samplesNeeded: 30,
      questions: [
        { type: 'Basic', text: 'Which pet?', options: ['Cat', 'Dog'] },
        { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk'] },
      ],
    });
    surveyId = survey.surveyId;
    expect(await survey.buy()).toBe('Live');
    await survey.completes(12, (page, i) =>
      page.title === 'Which pet?' ? pick(page, i % 3 === 0 ? 'Dog' : 'Cat') : null,
    );
    const weighting = await call<WeightingSchemeResponse>(
      a,
      'GET',
      `${API}/weighting?surveyId=${surveyId}`,
    );
    const pet = weighting.questions.find((q) => q.text === 'Which pet?');
    petId = pet?.questionId ?? '';
    catId = pet?.options.find((o) => o.text === 'Cat')?.id ?? '';
    dogId = pet?.options.find((o) => o.text === 'Dog')?.id ?? '';
  }, 240_000);
  afterAll(async () => {
    await a?.close();
  });

  it('node A stores the snapshot after its build; a cold node answers from it, equal to a rebuild', async () => {
    const onA = await summaryOn(a);
    expect(onA.samplesCollected).toBe(12);
    expect(cats(onA)).toBe(8);
    await snapshotOf(12);

    const b = await cold();
    expect(b.builds).toBe(0);
    expect(b.summary).toEqual(await rebuilt());
  });

  it('completes, an exclusion and a weighting scheme arriving after the snapshot are in a cold node’s first answer', async () => {
    await survey.completes(3, (page) => (page.title === 'Which pet?' ? pick(page, 'Dog') : null));
    const sessions = await a.deps.database.db.execute<{ id: string }>(
      sql`SELECT id FROM respondent_sessions WHERE survey_id = ${surveyId} AND status = 'complete' ORDER BY id LIMIT 1`,
    );
    const excluded = sessions.rows[0]?.id ?? '';
    await call(a, 'POST', `${API}/quality/exclusions`, {
      surveyId,
      sessionIds: [excluded],
      excluded: true,
    });
    await call(a, 'PUT', `${API}/weighting`, {
      surveyId,
      scheme: {
        targets: [{ questionId: petId, percents: { [catId]: 50, [dogId]: 50 } }],
        cap: 5,
        floor: 0.2,
      },
    });
    // The stored snapshot still holds the 12 (A has not read since; 3 are under its growth bar).
    expect((await stored())?.completes).toBe(12);

    const b = await cold(true);
    expect(b.builds).toBe(0);
    expect(b.summary.samplesCollected).toBeCloseTo(14, 9);
    expect(b.summary.weighting.applied).toBe(true);
    // Weighted to the scheme: half of the included completes are cat owners.
    expect(cats(b.summary)).toBeCloseTo(7, 9);
    expect(rounded(b.summary)).toEqual(rounded(await rebuilt(true)));
    expect((await cold()).summary).toEqual(await rebuilt());
  });

  it('a snapshot of a format this release does not read, or with damaged bytes, is built again from the answers and replaced', async () => {
    const db = a.deps.database.db;
    await db.execute(
      sql`UPDATE results_index_snapshots SET format = ${LOOPLESS_SNAPSHOT_FORMAT - 1} WHERE survey_id = ${surveyId}`,
    );
    const older = await cold(true);
    expect(older.builds).toBe(1);
    expect(rounded(older.summary)).toEqual(rounded(await rebuilt(true)));
    await snapshotOf(15);

    await db.execute(
      sql`UPDATE results_index_snapshot_parts SET data = overlay(data placing '\\xffff'::bytea from 40) WHERE survey_id = ${surveyId}`,
    );
    const damaged = await cold();
    expect(damaged.builds).toBe(1);
    expect(damaged.summary).toEqual(await rebuilt());
    await snapshotOf(15);
    // The replacement reads back: the next cold node builds nothing.
    const next = await cold();
    expect(next.builds).toBe(0);
    expect(next.summary).toEqual(damaged.summary);
  });

  it('a snapshot holding a complete that is no longer one is built again, not served', async () => {
    const db = a.deps.database.db;
    const before = await stored();
    expect(before?.completes).toBe(15);
    await db.execute(
      sql`UPDATE respondent_sessions SET status = 'dropped' WHERE id = (SELECT id FROM respondent_sessions WHERE survey_id = ${surveyId} AND status = 'complete' ORDER BY id DESC LIMIT 1)`,
    );
    const stale = await cold();
    expect(stale.builds).toBe(1);
    expect(stale.summary.samplesCollected).toBe(13);
    expect(stale.summary).toEqual(await rebuilt());
    // Replaced by the build's: the next cold node reads it and builds nothing.
    await snapshotOf(14);
    const next = await cold();
    expect(next.builds).toBe(0);
    expect(next.summary).toEqual(stale.summary);
  });
});
