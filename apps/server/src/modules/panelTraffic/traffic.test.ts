import { abandonAfterMs } from '@survey/domain/fieldwork/abandonment';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  pauseOrUnpause,
  purchaseOk,
  readOrder,
  readyTestSurvey,
  TEST_LOI,
} from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { abandonmentSettings, dropIdleSessions } from '../respondent/dropIdle.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { readQuotaCells, TOTAL_CELL } from '../respondent/quotaCells.store.ts';
import { SimulatedPanel } from '../panel/panelSupplier.ts';
import { sessionOutcomeCounts } from '../respondent/respondent.queries.ts';
import { memberIndexOf, memberProfile } from './trafficPlan.ts';
import { PanelTraffic, type PanelTrafficDeps } from './traffic.service.ts';

const SECRET = 'traffic-test-panel-link-secret-0123456789';
const POPULATION = 1000;

/**
 * The simulated panel's tick (the pg-boss job's handler) run directly against the real server
 * over HTTP: 240 completes a minute, so a 5-second tick aims at 20 completes.
 */
// Each case is bounded by its ticks, not by time: a tick walks ~40 members through the real API,
// and a tick whose starts meet the per-address start limit waits a second per refusal.
describe('simulated panel traffic', { timeout: 60_000 }, () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let traffic: PanelTraffic;
  const panel = new SimulatedPanel(POPULATION);
  let live: LiveSurveys;
  const trafficDeps = (): PanelTrafficDeps => ({
    db: t.deps.database.db,
    log: pino({ level: 'silent' }),
    panel,
    live,
    linkSecret: new TextEncoder().encode(SECRET),
    baseUrl: () => t.url,
    ratePerMinute: 240,
    pace: 0,
    tickMs: 5000,
  });
  beforeAll(async () => {
    t = await startTestApp({
      PANEL_LINK_SECRET: SECRET,
      PANEL_POPULATION_SIZE: String(POPULATION),
    });
    ann = await signUpUser(t);
    live = new LiveSurveys(t.deps.database.db);
    traffic = new PanelTraffic(trafficDeps());
  });
  afterAll(async () => {
    await traffic.stop();
    await t.close();
  });

  /**
   * What the idle-session job does once the survey's abandonment timeout has passed: a member who dropped out part-way holds
   * the quota place they reserved until then. Run between ticks once the walks have settled (so
   * every session still in progress is abandoned); without it, a dropout among the last places
   * of a small sample holds the order open for good (a random member, so a flaky test).
   */
  const dropAbandoned = () => {
    const abandonment = abandonmentSettings(t.deps.config);
    const idleMs = abandonAfterMs(abandonment, TEST_LOI, false);
    return dropIdleSessions({
      db: t.deps.database.db,
      clock: () => new Date(t.deps.clock().getTime() + idleMs + 1),
      abandonment,
    });
  };
  /**
   * Ticks one survey (letting each tick's members finish) until `done` or `max` ticks. One
   * survey only: a survey another test left live would otherwise take members and the API's
   * per-address start limit along with them, and slow these ticks down by seconds.
   */
  const tickUntil = async (surveyId: string, done: () => Promise<boolean>, max = 12) => {
    for (let i = 0; i < max && !(await done()); i++) {
      // Ticks come 5 s apart, past the order state's 1-s cache (a full launch is seen): back to
      // back here, a tick that sends nobody would read the state as it was a moment ago.
      live.invalidate(surveyId);
      await traffic.tickSurvey(surveyId);
      await traffic.settled();
      await dropAbandoned();
    }
  };
  const tickOnce = async (surveyId: string) => {
    const report = await traffic.tickSurvey(surveyId);
    await traffic.settled();
    return report.started;
  };
  const sessions = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ respondent_id: string; status: string }>(
        `SELECT respondent_id, status FROM respondent_sessions
         WHERE survey_id = $1 AND supplier_code = 'SIMULATED'`,
        [surveyId],
      )
    ).rows;
  const completes = async (surveyId: string) =>
    (await sessions(surveyId)).filter((s) => s.status === 'complete').length;
  const orderStatus = async (surveyId: string) => (await readOrder(t, ann, surveyId))?.status;
  const move = (surveyId: string, state: 'paused' | 'live') =>
    pauseOrUnpause(t, ann, surveyId, state);

  it('knobs produce dropouts after qualifying, early exits and quota-full arrivals as field health counts them', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 30 });
    await purchaseOk(t, ann, surveyId);
    await traffic.setKnobs(surveyId, { dropoutShare: 0.5, earlyExitShare: 0.2 });
    await tickOnce(surveyId);
    await dropAbandoned();
    const counts = await sessionOutcomeCounts(t.deps.database.db, surveyId);
    // The survey asks no audience question: members qualify at the start, so an early exit is a
    // dropout after qualifying too. About 60% of the ~20 members drop (0.2 + 0.8 x 0.5).
    const dropped = counts.droppedAfterQualifying;
    expect(dropped / counts.ended).toBeGreaterThan(0.3);
    expect(counts.completes + dropped).toBe(counts.ended);

    // Quota-full traffic: members keep coming when no place is free.
    await traffic.setKnobs(surveyId, { ignoreFreePlaces: true });
    await tickUntil(surveyId, async () => (await orderStatus(surveyId)) === 'Completed', 6);
    const after = await sessionOutcomeCounts(t.deps.database.db, surveyId);
    expect(after.completes).toBe(30);
    await traffic.setKnobs(surveyId, {});
  });

  it('fills a live survey of 20 to exactly 20 and completes its order on its own', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 20 });
    await purchaseOk(t, ann, surveyId);
    // The job's own handler, which ticks every survey taking traffic (only this one so far).
    for (let i = 0; i < 12 && (await orderStatus(surveyId)) !== 'Completed'; i++) {
      const reports = await traffic.tick();
      expect(reports.map((r) => r.surveyId)).toEqual([surveyId]);
      await traffic.settled();
      await dropAbandoned();
    }

    expect(await orderStatus(surveyId)).toBe('Completed');
    expect(await completes(surveyId)).toBe(20);
    const [total] = await readQuotaCells(t.deps.database.db, surveyId);
    expect(total).toMatchObject({ cellKey: TOTAL_CELL, filled: 20, reserved: 0, target: 20 });
    // Members are different panel members of the survey's country, one session each.
    const ids = (await sessions(surveyId)).map((s) => s.respondent_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => memberIndexOf('GB', id) !== null)).toBe(true);
    expect(await tickOnce(surveyId)).toBe(0);
  });

  it('stops a soft launch at its batch and reaches the total after the full launch', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 12, softLaunch: 5 });
    await purchaseOk(t, ann, surveyId);
    await tickUntil(surveyId, async () => (await completes(surveyId)) >= 5);
    expect(await completes(surveyId)).toBe(5);
    expect(await orderStatus(surveyId)).toBe('Live');
    expect(await tickOnce(surveyId)).toBe(0);
    expect(await completes(surveyId)).toBe(5);

    await gqlOk(
      t,
      'order',
      ann.accessToken,
      `mutation F($surveyId: ID!, $n: Int!) { addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: $n) { status } }`,
      { surveyId, n: 7 },
    );
    await tickUntil(surveyId, async () => (await orderStatus(surveyId)) === 'Completed');
    expect(await orderStatus(surveyId)).toBe('Completed');
    expect(await completes(surveyId)).toBe(12);
  });

  it('sends nobody new while the order is paused, and resumes when it is live again', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 200 });
    await purchaseOk(t, ann, surveyId);
    expect(await tickOnce(surveyId)).toBeGreaterThan(0);
    await move(surveyId, 'paused');
    const before = (await sessions(surveyId)).length;
    for (let i = 0; i < 3; i++) expect(await tickOnce(surveyId)).toBe(0);
    expect((await sessions(surveyId)).length).toBe(before);

    await move(surveyId, 'live');
    expect(await tickOnce(surveyId)).toBeGreaterThan(0);
    expect((await sessions(surveyId)).length).toBeGreaterThan(before);
  });

  it('ticks one survey on its own: the others get nobody, nor does that one once paused', async () => {
    const one = await readyTestSurvey(t, ann, { samplesNeeded: 200 });
    const other = await readyTestSurvey(t, ann, { samplesNeeded: 200 });
    await purchaseOk(t, ann, one.surveyId);
    await purchaseOk(t, ann, other.surveyId);

    const report = await traffic.tickSurvey(one.surveyId);
    await traffic.settled();
    expect(report.started).toBeGreaterThan(0);
    expect(await sessions(one.surveyId)).toHaveLength(report.started);
    expect(await sessions(other.surveyId)).toHaveLength(0);

    await move(one.surveyId, 'paused');
    expect(await traffic.tickSurvey(one.surveyId)).toEqual({ surveyId: one.surveyId, started: 0 });
    expect(await sessions(one.surveyId)).toHaveLength(report.started);
    await move(other.surveyId, 'paused');
  });

  it('over-invites for the last free places near the end, and never overfills', async () => {
    // 12 completes a minute: one complete a tick, so the rate alone starts 1 or 2 members.
    const slow = new PanelTraffic({ ...trafficDeps(), ratePerMinute: 12 });
    try {
      const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 6 });
      await purchaseOk(t, ann, surveyId);
      const people = respondentHttp(t, SECRET);
      for (let i = 0; i < 4; i++) {
        const view = await people.start(surveyId, `person-${i}`);
        expect((await people.answerText(view.body, 'Fine')).body.page.outcome).toBe('complete');
      }
      // 2 places left: 3 starts per place over the share that completes (~0.95).
      const first = await slow.tickSurvey(surveyId);
      await slow.settled();
      expect(first.started).toBeGreaterThanOrEqual(6);
      for (let i = 0; i < 6 && (await orderStatus(surveyId)) !== 'Completed'; i++) {
        await dropAbandoned();
        await slow.tickSurvey(surveyId);
        await slow.settled();
      }
      expect(await orderStatus(surveyId)).toBe('Completed');
      const [total] = await readQuotaCells(t.deps.database.db, surveyId);
      expect(total).toMatchObject({ cellKey: TOTAL_CELL, filled: 6, reserved: 0, target: 6 });
      const all = await t.deps.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'`,
        [surveyId],
      );
      expect(all.rows[0]?.n).toBe(6);
    } finally {
      await slow.stop();
    }
  });

  it('sends nobody while every free place is held by a respondent in progress', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 1 });
    await purchaseOk(t, ann, surveyId);
    const people = respondentHttp(t, SECRET);
    const holder = await people.start(surveyId, 'holder');
    expect(holder.body.page.kind).toBe('entry');
    expect(await tickOnce(surveyId)).toBe(0);
    expect(await sessions(surveyId)).toHaveLength(1);
    expect((await people.answerText(holder.body, 'Fine')).body.page.outcome).toBe('complete');
    expect(await orderStatus(surveyId)).toBe('Completed');
  });

  /** A bought survey of 10 whose audience qualifies women only. */
  async function boughtWomenOnlySurvey(): Promise<string> {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 10 });
    const run = (name: string, args: Record<string, unknown>) =>
      audienceOk(t, ann.accessToken, name, { surveyId, ...args });
    await run('setStandardCriterion', { position: 0, audienceCriterionCode: 'gender' });
    for (const option of ['male', 'another', 'prefer_not_to_say']) {
      await run('removeStandardQualification', {
        audienceCriterionCode: 'gender',
        audienceCriterionOptionCode: option,
      });
    }
    await purchaseOk(t, ann, surveyId);
    return surveyId;
  }

  it('answers audience questions from the member profile: exactly the targeted members qualify', async () => {
    const surveyId = await boughtWomenOnlySurvey();
    await tickUntil(surveyId, async () => (await orderStatus(surveyId)) === 'Completed');

    expect(await orderStatus(surveyId)).toBe('Completed');
    const population = panel.population('GB');
    const genderOf = (id: string) =>
      memberProfile(population, memberIndexOf('GB', id) ?? -1).gender;
    const all = await sessions(surveyId);
    const byStatus = (status: string) => all.filter((s) => s.status === status);
    expect(byStatus('complete')).toHaveLength(10);
    expect(byStatus('screened_out').length).toBeGreaterThan(0);
    for (const s of byStatus('complete')) expect(genderOf(s.respondent_id)).toBe('female');
    for (const s of byStatus('screened_out')) expect(genderOf(s.respondent_id)).not.toBe('female');
  });

  it('screen-out knob: the members it picks fail the screening, women included', async () => {
    const surveyId = await boughtWomenOnlySurvey();
    await traffic.setKnobs(surveyId, { screenOutShare: 1 });
    expect(await tickOnce(surveyId)).toBeGreaterThan(0);
    await traffic.setKnobs(surveyId, {});

    const population = panel.population('GB');
    const genderOf = (id: string) =>
      memberProfile(population, memberIndexOf('GB', id) ?? -1).gender;
    const all = await sessions(surveyId);
    expect(all.every((s) => s.status === 'screened_out')).toBe(true);
    // Without the knob about half of these would have qualified.
    expect(all.some((s) => genderOf(s.respondent_id) === 'female')).toBe(true);
  });
});
