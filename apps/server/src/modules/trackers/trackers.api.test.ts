import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { orderRowsOf, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { respondentHttp } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { DAY, HOUR, isoDay, trackerApi } from '../../../test/trackerHelpers.ts';
import { TRACKER_WAVES_CRON, TRACKER_WAVES_QUEUE } from './trackers.job.ts';
import type { TrackerView } from './trackers.presenter.ts';

/** Trackers over HTTP (issue 39 §4): waves made, approved or bought within a budget, launched. */
describe('trackers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(
      { PANEL_POPULATION_SIZE: '5000', PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_RATE: '0' },
      { jobs: true },
    );
  });
  afterAll(() => t.close());

  const api = () => trackerApi(t);
  const call: ReturnType<typeof trackerApi>['call'] = (...args) => api().call(...args);
  const runRound = () => api().runRound();
  const today = () => api().today();
  /** A bought survey of `user` and a weekly tracker of it from today (UTC), wave 2 in 7 days. */
  const trackedSurvey = async (user: SignedUpUser, settings: Record<string, unknown>) => {
    const wave1 = await readyTestSurvey(t, user, { samplesNeeded: 50 });
    await purchaseOk(t, user, wave1.surveyId);
    const created = await call(user, 'POST', '', {
      surveyId: wave1.surveyId,
      every: 1,
      unit: 'week',
      startDate: isoDay(today()),
      timeZone: 'UTC',
      excludeWaves: 1,
      ...settings,
    });
    expect(created.status).toBe(201);
    return { wave1: wave1.surveyId, tracker: created.body as unknown as TrackerView };
  };
  const trackerOf = async (user: SignedUpUser, id: string) =>
    (await call(user, 'GET', `/${id}`)).body as unknown as TrackerView;
  const emailsTo = async (to: string) =>
    (
      await t.deps.database.pool.query<{ subject: string; text: string }>(
        'SELECT subject, text FROM outbox_emails WHERE "to" = $1 ORDER BY id',
        [to],
      )
    ).rows;
  const surveyState = async (surveyId: string) => (await orderRowsOf(t, surveyId)).survey[0]?.state;

  it('the round runs every minute (UTC)', async () => {
    expect(await t.deps.jobs?.boss.getSchedules()).toContainEqual(
      expect.objectContaining({
        name: TRACKER_WAVES_QUEUE,
        cron: TRACKER_WAVES_CRON,
        timezone: 'UTC',
      }),
    );
  });

  it('within a budget: wave 2 is made 3 days ahead, launched at its date, and refuses wave 1 completes', async () => {
    const api = respondentHttp(t, TEST_PANEL_SECRET);
    const ann = await signUpUser(t);
    const { wave1, tracker } = await trackedSurvey(ann, { purchase: 'budget', budget: 100_000 });
    expect(tracker.waves.map((w) => [w.wave, w.surveyId, w.status])).toEqual([
      [1, wave1, 'launched'],
    ]);
    const wave2At = new Date(today().getTime() + 7 * DAY);
    expect(tracker.nextWave).toEqual({ wave: 2, launchAt: wave2At.toISOString() });

    // A respondent completes wave 1 (a free-text question: one answer completes).
    const first = await api.start(wave1, 'member-1');
    expect(first.status).toBe(200);
    expect((await api.answerText(first.body, 'Good')).body.page.kind).toBe('end');

    // More than 3 days before its date: nothing yet.
    t.advance(wave2At.getTime() - t.deps.clock().getTime() - 3 * DAY - HOUR);
    await runRound();
    expect((await trackerOf(ann, tracker.id)).waves).toHaveLength(1);

    t.advance(2 * HOUR);
    await runRound();
    const made = await trackerOf(ann, tracker.id);
    const wave2 = made.waves[1];
    expect(wave2).toMatchObject({ wave: 2, status: 'scheduled', launchAt: wave2At.toISOString() });
    if (!wave2?.surveyId) throw new Error('no wave 2');
    expect(wave2.surveyId).not.toBe(wave1);
    expect(await surveyState(wave2.surveyId)).toBe('draft');
    // A copy of the previous wave's questionnaire and fieldwork, in the same project.
    const copied = await t.deps.database.pool.query<{ project_id: string; samples: number }>(
      `SELECT s.project_id, f.samples_needed AS samples FROM surveys s JOIN fieldwork f ON f.survey_id = s.id
       WHERE s.id = ANY($1) ORDER BY s.created_at`,
      [[wave1, wave2.surveyId]],
    );
    expect(copied.rows.map((r) => r.samples)).toEqual([50, 50]);
    expect(new Set(copied.rows.map((r) => r.project_id)).size).toBe(1);

    // Its date comes: bought and live in the same round.
    t.advance(wave2At.getTime() - t.deps.clock().getTime() - 60_000);
    await runRound();
    expect(await surveyState(wave2.surveyId)).toBe('draft');
    t.advance(60_000);
    await runRound();
    const launched = await trackerOf(ann, tracker.id);
    expect(launched.waves[1]?.status).toBe('launched');
    // The test clock runs on from where it was moved: launched at its date, not a day later.
    const launchedAt = Date.parse(launched.waves[1]?.launchedAt ?? '');
    expect(launchedAt).toBeGreaterThanOrEqual(wave2At.getTime());
    expect(launchedAt).toBeLessThan(wave2At.getTime() + HOUR);
    expect(launched.waves[1]?.cost).toBeGreaterThan(0);
    expect(launched.spent).toBe(launched.waves[1]?.cost);
    expect(await surveyState(wave2.surveyId)).toBe('live');
    expect((await orderRowsOf(t, wave2.surveyId)).orders[0]?.status).toBe('Live');

    // Wave 1's respondent is refused at entry; a new one and another supplier's same id are not.
    const again = await api.start(wave2.surveyId, 'member-1');
    expect(again).toMatchObject({ status: 403, body: { reason: 'RESPONDENT_EXCLUDED' } });
    expect((await api.start(wave2.surveyId, 'member-2')).status).toBe(200);
    expect((await api.start(wave2.surveyId, 'member-1', 'OTHER')).status).toBe(200);
    const sessions = await t.deps.database.pool.query(
      `SELECT respondent_id FROM respondent_sessions WHERE survey_id = $1 AND respondent_id = 'member-1' AND supplier_code = 'SIMULATED'`,
      [wave2.surveyId],
    );
    expect(sessions.rows).toEqual([]);
  });

  it('with approval: the wave waits (e-mailed), is not bought at its date, and launches once approved', async () => {
    const [bob, ann] = [await signUpUser(t), await signUpUser(t)];
    const { tracker } = await trackedSurvey(bob, { purchase: 'approval' });
    const wave2At = new Date(today().getTime() + 7 * DAY);
    t.advance(wave2At.getTime() - t.deps.clock().getTime() - 2 * DAY);
    await runRound();
    const pending = (await trackerOf(bob, tracker.id)).waves[1];
    expect(pending?.status).toBe('pending_approval');
    if (!pending?.surveyId) throw new Error('no wave 2');
    const mails = await emailsTo(bob.email);
    expect(mails.at(-1)?.subject).toMatch(/^Wave 2 of .* is waiting for your approval$/);
    expect(mails.at(-1)?.text).toContain(`/trackers/${tracker.id}`);

    // Another account can neither read nor approve it.
    expect((await call(ann, 'GET', `/${tracker.id}`)).status).toBe(404);
    expect((await call(ann, 'POST', `/${tracker.id}/waves/2/approve`)).status).toBe(404);

    t.advance(wave2At.getTime() - t.deps.clock().getTime() + HOUR);
    await runRound();
    expect((await trackerOf(bob, tracker.id)).waves[1]?.status).toBe('pending_approval');
    expect(await surveyState(pending.surveyId)).toBe('draft');

    const approved = await call(bob, 'POST', `/${tracker.id}/waves/2/approve`);
    expect(approved.status).toBe(200);
    expect((approved.body as unknown as TrackerView).waves[1]?.status).toBe('launched');
    expect(await surveyState(pending.surveyId)).toBe('live');
    const twice = await call(bob, 'POST', `/${tracker.id}/waves/2/approve`);
    expect(twice).toMatchObject({ status: 409, body: { reason: 'WAVE_NOT_PENDING' } });
  });

  it('approved before its date: bought by the round at its date, not at the approval', async () => {
    const erin = await signUpUser(t);
    const { tracker } = await trackedSurvey(erin, { purchase: 'approval' });
    const wave2At = new Date(today().getTime() + 7 * DAY);
    t.advance(wave2At.getTime() - t.deps.clock().getTime() - DAY);
    await runRound();
    const approved = await call(erin, 'POST', `/${tracker.id}/waves/2/approve`);
    const wave2 = (approved.body as unknown as TrackerView).waves[1];
    expect(wave2?.status).toBe('approved');
    expect(await surveyState(wave2?.surveyId ?? '')).toBe('draft');
    t.advance(wave2At.getTime() - t.deps.clock().getTime());
    await runRound();
    expect((await trackerOf(erin, tracker.id)).waves[1]?.status).toBe('launched');
    expect(await surveyState(wave2?.surveyId ?? '')).toBe('live');
  });

  it('over budget: the wave is refused, reported by e-mail, and nothing is bought', async () => {
    const carl = await signUpUser(t);
    const { tracker } = await trackedSurvey(carl, { purchase: 'budget', budget: 1 });
    const wave2At = new Date(today().getTime() + 7 * DAY);
    t.advance(wave2At.getTime() - t.deps.clock().getTime());
    await runRound();
    const refused = await trackerOf(carl, tracker.id);
    expect(refused.waves[1]).toMatchObject({ status: 'budget_refused', cost: null });
    expect(refused.waves[1]?.note).toMatch(
      /^It costs £[\d.]+; £0\.00 of the £1\.00 budget is spent\.$/,
    );
    expect(refused.spent).toBe(0);
    expect(await surveyState(refused.waves[1]?.surveyId ?? '')).toBe('draft');
    expect((await emailsTo(carl.email)).at(-1)?.subject).toMatch(
      /^Wave 2 of .* was not bought: over the tracker's budget$/,
    );
  });

  it('refuses bad settings, a draft source, a second tracker and foreign surveys, creating nothing', async () => {
    const [dana, ann] = [await signUpUser(t), await signUpUser(t)];
    const draft = await readyTestSurvey(t, dana);
    const base = {
      surveyId: draft.surveyId,
      every: 1,
      unit: 'month',
      startDate: isoDay(today()),
      timeZone: 'UTC',
      excludeWaves: 1,
      purchase: 'approval',
    };
    const count = async () =>
      Number(
        (
          await t.deps.database.pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM trackers WHERE account_id = $1',
            [dana.accountId],
          )
        ).rows[0]?.n,
      );
    expect(await call(dana, 'POST', '', base)).toMatchObject({
      status: 409,
      body: { reason: 'SOURCE_NOT_BOUGHT' },
    });
    await purchaseOk(t, dana, draft.surveyId);
    const bad = await call(dana, 'POST', '', {
      ...base,
      every: 13,
      timeZone: 'Mars/Olympus',
      purchase: 'budget',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as { path: string }[]).map((f) => f.path)).toEqual([
      'every',
      'timeZone',
      'budget',
    ]);
    const past = await call(dana, 'POST', '', {
      ...base,
      startDate: isoDay(new Date(today().getTime() - 40 * DAY)),
    });
    expect(past.status).toBe(400);
    expect((await call(dana, 'POST', '', { ...base, waveCount: 1 })).status).toBe(400);
    expect((await call(ann, 'POST', '', base)).status).toBe(404);
    expect(await count()).toBe(0);
    expect((await call(dana, 'POST', '', base)).status).toBe(201);
    expect(await call(dana, 'POST', '', base)).toMatchObject({
      status: 409,
      body: { reason: 'TRACKER_EXISTS' },
    });
    expect(await count()).toBe(1);
    expect((await call(dana, 'GET', `?surveyId=${draft.surveyId}`)).body.tracker).toMatchObject({
      unit: 'month',
      purchase: 'approval',
    });
    expect((await call(ann, 'GET', `?surveyId=${draft.surveyId}`)).status).toBe(404);
  });
});
