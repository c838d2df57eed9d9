import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { orderRowsOf, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { DAY, HOUR, isoDay, trackerApi } from '../../../test/trackerHelpers.ts';
import type { TrackerView } from './trackers.presenter.ts';

/** Editing, pausing and resuming a tracker over HTTP (issue 39 §4 leftovers). */
describe('tracker edit and pause', () => {
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
  const view = (res: { body: Record<string, unknown> }) => res.body as unknown as TrackerView;
  /** Moves the clock to `ms` after `from`. */
  const moveTo = (from: Date, ms: number) =>
    t.advance(from.getTime() + ms - t.deps.clock().getTime());
  /** A bought survey of `user` and a weekly tracker of it from today (UTC), wave 2 in 7 days. */
  const weekly = async (user: SignedUpUser, settings: Record<string, unknown>) => {
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
    return { start: today(), tracker: view(created) };
  };
  const trackerOf = async (user: SignedUpUser, id: string) =>
    view(await call(user, 'GET', `/${id}`));
  const surveyState = async (surveyId: string | null | undefined) =>
    (await orderRowsOf(t, surveyId ?? '')).survey[0]?.state;

  it('an edit moves the next wave, never a wave made; bad edits are 400 naming the field and change nothing', async () => {
    const ann = await signUpUser(t);
    const { start, tracker } = await weekly(ann, { purchase: 'budget', budget: 100_000 });
    const path = `/${tracker.id}`;

    const edited = await call(ann, 'PATCH', path, { every: 2 });
    expect(edited.status).toBe(200);
    expect(view(edited)).toMatchObject({ every: 2, startDate: isoDay(start) });
    expect(view(edited).nextWave).toEqual({
      wave: 2,
      launchAt: new Date(start.getTime() + 14 * DAY).toISOString(),
    });
    expect(view(edited).waves).toEqual(tracker.waves);

    // Wave 2 is bought at its new date, then an edit leaves it where it is.
    const wave2At = new Date(view(edited).nextWave?.launchAt ?? '');
    moveTo(wave2At, HOUR);
    await runRound();
    const bought = await trackerOf(ann, tracker.id);
    expect(bought.waves[1]).toMatchObject({ wave: 2, status: 'launched' });
    expect(bought.spent).toBeGreaterThan(0);
    const weeklyAgain = view(await call(ann, 'PATCH', path, { every: 1, unit: 'week' }));
    expect(weeklyAgain.waves).toEqual(bought.waves);
    expect(weeklyAgain.nextWave).toEqual({
      wave: 3,
      launchAt: new Date(wave2At.getTime() + 7 * DAY).toISOString(),
    });

    const before = await trackerOf(ann, tracker.id);
    const refusals: [unknown, string][] = [
      [{ waveCount: 2 }, 'waveCount'],
      [{ endDate: isoDay(new Date(wave2At.getTime() + 3 * DAY)) }, 'endDate'],
      [{ budget: bought.spent - 0.01 }, 'budget'],
      [{ purchase: 'budget', budget: null }, 'budget'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ every: 0 }, 'every'],
      [{ startDate: '2030-01-01' }, ''],
    ];
    for (const [body, field] of refusals) {
      const res = await call(ann, 'PATCH', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(`"${field}"`);
    }
    expect(await trackerOf(ann, tracker.id)).toEqual(before);

    // The budget may come down to what is spent; approval drops it.
    expect((await call(ann, 'PATCH', path, { budget: bought.spent })).status).toBe(200);
    expect(view(await call(ann, 'PATCH', path, { purchase: 'approval' }))).toMatchObject({
      purchase: 'approval',
      budget: null,
    });
    // Another account's tracker is not found, and stays as it was.
    const bob = await signUpUser(t);
    expect((await call(bob, 'PATCH', path, { every: 3 })).status).toBe(404);
    expect((await call(bob, 'POST', `${path}/pause`)).status).toBe(404);
    expect((await trackerOf(ann, tracker.id)).every).toBe(1);
  });

  it('paused: nothing is made or bought; on resume the passed dates are skipped, never bought, and the next wave is ahead', async () => {
    const cat = await signUpUser(t);
    const { start, tracker } = await weekly(cat, { purchase: 'budget', budget: 100_000 });
    const path = `/${tracker.id}`;
    // Wave 2 is made 3 days ahead (scheduled), then the tracker is paused.
    moveTo(start, 5 * DAY);
    await runRound();
    const made = await trackerOf(cat, tracker.id);
    expect(made.waves[1]).toMatchObject({ wave: 2, status: 'scheduled' });
    const paused = await call(cat, 'POST', `${path}/pause`);
    expect(paused.status).toBe(200);
    expect(view(paused).pausedAt).not.toBeNull();

    // Past wave 2's and wave 3's dates: the round neither buys wave 2 nor makes wave 3.
    moveTo(start, 15 * DAY);
    await runRound();
    const idle = await trackerOf(cat, tracker.id);
    expect(idle.waves.map((w) => [w.wave, w.status])).toEqual([
      [1, 'launched'],
      [2, 'scheduled'],
    ]);
    expect(await surveyState(made.waves[1]?.surveyId)).toBe('draft');
    // While paused, the next wave shown is the first a resume would leave ahead.
    expect(idle.nextWave).toEqual({
      wave: 4,
      launchAt: new Date(start.getTime() + 21 * DAY).toISOString(),
    });

    const resumed = view(await call(cat, 'POST', `${path}/resume`));
    expect(resumed.pausedAt).toBeNull();
    expect(resumed.waves.map((w) => [w.wave, w.status, w.surveyId === null])).toEqual([
      [1, 'launched', false],
      [2, 'skipped', false],
      [3, 'skipped', true],
    ]);
    expect(resumed.waves[2]?.note).toBe('Its date passed while the tracker was paused.');
    expect(resumed.nextWave?.wave).toBe(4);
    await runRound();
    const after = await trackerOf(cat, tracker.id);
    expect(after.spent).toBe(0);
    expect(after.waves.map((w) => w.status)).toEqual(['launched', 'skipped', 'skipped']);
    expect(await surveyState(made.waves[1]?.surveyId)).toBe('draft');

    // Wave 4 is made and bought as usual, copying the last wave that has a survey.
    moveTo(start, 21 * DAY + HOUR);
    await runRound();
    const wave4 = (await trackerOf(cat, tracker.id)).waves[3];
    expect(wave4).toMatchObject({ wave: 4, status: 'launched' });
    expect(await surveyState(wave4?.surveyId)).toBe('live');
  });

  it('a wave waiting for approval stays waiting through a pause; approving it while paused is 409', async () => {
    const dan = await signUpUser(t);
    const { start, tracker } = await weekly(dan, { purchase: 'approval' });
    const path = `/${tracker.id}`;
    moveTo(start, 5 * DAY);
    await runRound();
    expect((await call(dan, 'POST', `${path}/pause`)).status).toBe(200);
    // Pausing twice is one pause.
    expect((await call(dan, 'POST', `${path}/pause`)).status).toBe(200);
    expect(await call(dan, 'POST', `${path}/waves/2/approve`)).toMatchObject({
      status: 409,
      body: { reason: 'TRACKER_PAUSED' },
    });
    moveTo(start, 8 * DAY);
    const resumed = view(await call(dan, 'POST', `${path}/resume`));
    expect(resumed.waves.map((w) => [w.wave, w.status])).toEqual([
      [1, 'launched'],
      [2, 'pending_approval'],
    ]);
    expect(resumed.nextWave?.wave).toBe(3);
    const approved = view(await call(dan, 'POST', `${path}/waves/2/approve`));
    expect(approved.waves[1]?.status).toBe('launched');
    expect(await surveyState(approved.waves[1]?.surveyId)).toBe('live');
    // Resuming a running tracker changes nothing.
    expect(view(await call(dan, 'POST', `${path}/resume`)).waves).toEqual(approved.waves);
  });
});
