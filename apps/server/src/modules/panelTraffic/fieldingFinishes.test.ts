import { abandonAfterMs } from '@survey/domain/fieldwork/abandonment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readOrder, readyTestSurvey, TEST_LOI } from '../../../test/orderHelpers.ts';
import { relogin } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { checkFieldHealth } from '../fieldHealth/fieldHealth.service.ts';
import { SimulatedPanel } from '../panel/panelSupplier.ts';
import { abandonmentSettings, dropIdleSessions } from '../respondent/dropIdle.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { sessionOutcomeCounts } from '../respondent/respondent.queries.ts';
import { PanelTraffic } from './traffic.service.ts';
import {
  completeCount,
  fieldHealthActions,
  fieldHealthJobCtx,
  genderQuotas,
} from './testing/fieldingChecks.ts';
import { testTrafficDeps } from './testing/testTraffic.ts';

const SECRET = 'fielding-test-panel-link-secret-0123456789';
/** The rate: the simulated clock runs 120 times faster than the wall clock. */
const RATE = 600;
const TICK_MS = 5000;
/**
 * Members hold their places this long over a whole interview (their pages share it; each page
 * takes half to one and a half of its share). Field health reads the lengths the members declare
 * (memberLength.ts, around the LOI bought), not this walk's wall time, so the machine's load does
 * not move the length rate.
 */
const INTERVIEW_MS = 1200;
/**
 * Ticks dispatched, TICK_MS apart on the clock, before the test waits for the walks: every tick
 * but a round's first sends its members while the previous tick's are still answering, as the
 * job's ticks do, so quota targeting counts members in progress (their reserved places and the
 * pending ones who have not qualified yet). `fieldUntil` returns how many were in progress at
 * each of those dispatches, and the test asserts they were many.
 */
const TICKS_PER_ROUND = 3;

/**
 * Issue 34 §1: the simulated panel sends members who fit the quota cells still open, so the most
 * common audiences finish with no field-health action. The panel's tick and the field-health job
 * run here as their jobs run them on the movable clock: members walk through the respondent API
 * across ticks (INTERVIEW_MS, TICKS_PER_ROUND), the idle sweep drops those who stopped, and the
 * job reads every rate after every tick.
 */
describe('fielding finishes with no field-health action', { timeout: 600_000 }, () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let live: LiveSurveys;
  let traffic: PanelTraffic | undefined;
  const panel = new SimulatedPanel(40_000);

  beforeAll(async () => {
    t = await startTestApp({
      PANEL_LINK_SECRET: SECRET,
      PANEL_POPULATION_SIZE: '40000',
      PANEL_RATE: String(RATE),
    });
    ann = await signUpUser(t);
    live = new LiveSurveys(t.deps.database.db);
  });
  afterAll(async () => {
    await traffic?.stop();
    await t.close();
  });

  /** The panel at RATE whose members take INTERVIEW_MS over a survey's `pages` pages. */
  const panelFor = (pages: number) =>
    new PanelTraffic(
      testTrafficDeps(t, SECRET, {
        panel,
        live,
        ratePerMinute: RATE,
        pace: Math.round(INTERVIEW_MS / pages),
        tickMs: TICK_MS,
      }),
    );
  const healthCtx = () => fieldHealthJobCtx(t, panel);

  const orderStatus = async (surveyId: string) => {
    ann = await relogin(t, ann);
    return (await readOrder(t, ann, surveyId))?.status;
  };
  const completes = (surveyId: string) => completeCount(t, surveyId);
  const actionsOn = (surveyId: string) => fieldHealthActions(t, surveyId);

  /** Sessions of the survey in progress: places held, or about to be, by members walking. */
  const inProgress = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM respondent_sessions
         WHERE survey_id = $1 AND status = 'in_progress'`,
        [surveyId],
      )
    ).rows[0]?.n ?? 0;

  /** The field-health job's round, which must never act. */
  const healthRound = async (surveyId: string, when: string) => {
    await checkFieldHealth(healthCtx());
    expect(await actionsOn(surveyId), when).toEqual([]);
  };

  /**
   * Rounds of TICKS_PER_ROUND panel ticks until `done`, at most `max` rounds; the field-health job
   * runs after every tick (members in progress, as in production) and after every round, and
   * must never act. Between a round's ticks the clock moves by a tick; after them the walks
   * settle, the clock moves past the simulated members' timeout and the idle sweep runs: a
   * session still in progress then is one that stopped answering. Returns the sessions in
   * progress at each dispatch that followed another tick of the same round.
   */
  const fieldUntil = async (
    traffic: PanelTraffic,
    surveyId: string,
    done: () => Promise<boolean>,
    max: number,
  ): Promise<number[]> => {
    const abandonment = abandonmentSettings(t.deps.config);
    const idleMs = abandonAfterMs(abandonment, TEST_LOI, true);
    const held: number[] = [];
    for (let round = 0; round < max && !(await done()); round++) {
      for (let k = 0; k < TICKS_PER_ROUND; k++) {
        if (k > 0) {
          t.advance(TICK_MS);
          held.push(await inProgress(surveyId));
        }
        live.invalidate(surveyId);
        await traffic.tickSurvey(surveyId);
        await healthRound(surveyId, `round ${String(round)}, tick ${String(k)}`);
      }
      await traffic.settled();
      t.advance(idleMs + 1);
      await dropIdleSessions({ db: t.deps.database.db, clock: t.deps.clock, abandonment });
      await healthRound(surveyId, `round ${String(round)}, after the sweep`);
    }
    return held;
  };

  const audience = (surveyId: string, name: string, args: Record<string, unknown>) =>
    audienceOk(t, ann.accessToken, name, { surveyId, ...args });

  it("the GB preset 'Nationally representative' (age, gender, region quotas) at 2,000 completes", async () => {
    ann = await relogin(t, ann);
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 2000 });
    await audience(surveyId, 'presetAudience', { name: 'Nationally representative' });
    await purchaseOk(t, ann, surveyId);

    // Pages: the age, gender and region questions, then the questionnaire's one.
    traffic = panelFor(4);
    // The order's status needs a login; it is read once the completes are there.
    const held = await fieldUntil(
      traffic,
      surveyId,
      async () =>
        (await completes(surveyId)) >= 2000 && (await orderStatus(surveyId)) === 'Completed',
      50,
    );
    expect(await orderStatus(surveyId)).toBe('Completed');
    expect(await completes(surveyId)).toBe(2000);
    const counts = await sessionOutcomeCounts(t.deps.database.db, surveyId);
    // The share of entrants who met a full cell stayed low to the end.
    expect(counts.quotaFull / (counts.ended - counts.sampleFull)).toBeLessThan(0.1);
    // The figures above were reached with members in progress at the dispatches: most ticks
    // after a round's first were sent while at least 20 members (over a third of a tick's ~53
    // starts) held places or were about to (the reserved places and pending members quota
    // targeting subtracts from each cell's open places). Before (a 4-s walk, each tick settled
    // before the next) no tick was sent while another's members were in progress.
    const busy = held.filter((n) => n >= 20).length;
    expect(busy, `in progress at each dispatch: ${held.join(', ')}`).toBeGreaterThanOrEqual(
      Math.ceil(held.length * 0.75),
    );
  });

  it('the untargeted panel (the ignoreFreePlaces knob) still brings the volume-full stop', async () => {
    ann = await relogin(t, ann);
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 100 });
    // Men fill their 5 places in the first tick; the other men of a random panel, about half of
    // its members, meet a full cell while the sample still has room.
    await genderQuotas(t, ann.accessToken, surveyId, { male: 5, female: 95 });
    await purchaseOk(t, ann, surveyId);
    await traffic?.stop();
    traffic = panelFor(2);
    await traffic.setKnobs(surveyId, { ignoreFreePlaces: true });
    for (let i = 0; i < 2; i++) {
      live.invalidate(surveyId);
      await traffic.tickSurvey(surveyId);
      await traffic.settled();
    }
    const counts = await sessionOutcomeCounts(t.deps.database.db, surveyId);
    expect(counts.quotaFull / (counts.ended - counts.sampleFull)).toBeGreaterThanOrEqual(0.35);
    expect((await checkFieldHealth(healthCtx())).acted).toContainEqual({
      surveyId,
      action: 'halt',
    });
    expect(await actionsOn(surveyId)).toEqual([
      expect.stringMatching(/^Stopped for good by field health: Volume full/),
    ]);
  });
});
